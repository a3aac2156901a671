import { randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import sharp, { type Sharp } from 'sharp';
import {
  IMAGE_UPLOAD_LIMITS,
  IMAGE_VARIANT_FORMATS,
  IMAGE_VARIANT_WIDTHS,
  imageVariantPath,
  isImageVariantName,
  MESSAGES,
  type TImageVariantFormat,
} from '@curio/shared';
import { DEFAULT_IMAGE_DECODES } from '#api/config.ts';
import { badRequest, ServiceBusyError } from './http-errors.ts';
import { createSemaphore } from './semaphore.ts';
import type { FileStorage } from './storage/index.ts';
import { UPLOADS_URL_PREFIX } from './uploads.ts';

const ACCEPTED = new Set(['jpeg', 'png', 'webp']);
const M = MESSAGES.images;

/** Where and how an uploaded image is stored. */
export interface ImageTarget {
  /** The folder of its key, which is also the URL's: 'courses', 'content', 'avatars'. */
  folder: string;
  /** Starts the file's name (the owner's id), so a URL says what it belongs to. */
  owner?: string;
  /**
   * The file's whole name instead (`<stem>.webp`), for a name that must be the same each time (the seed's).
   */
  name?: string;
  /**
   * The box the site shows it in: `cover` crops to exactly this size, `inside` fits within it and keeps the
   * image's shape (a logo is never cropped); neither enlarges a smaller image past the box.
   */
  width: number;
  height: number;
  fit: 'cover' | 'inside';
  /** The request field an error names. */
  field: string;
}

const refuse = (field: string, message: string) => badRequest(message, [{ field, message }]);

/** A decode refused for want of a turn asks the client to try again after this long. */
const RETRY_AFTER_SECONDS = 5;

/**
 * Decoding is what costs memory (a 24-megapixel image is about 100 MB of pixels) and CPU: at most
 * `concurrency` images are decoded and re-encoded at once in this process, a few more wait their turn, and
 * the rest get 503 with Retry-After (ADR 023). Every decode of this file runs inside `imageDecodes.run`;
 * the app sets the limits from IMAGE_DECODE_CONCURRENCY and IMAGE_DECODE_QUEUE (plugins/image-decodes.ts).
 */
export const imageDecodes = createSemaphore(
  { ...DEFAULT_IMAGE_DECODES, waitMs: 10_000 },
  () => new ServiceBusyError(M.busy, RETRY_AFTER_SECONDS),
);

/**
 * Stores an uploaded image and returns its URL: the one way every upload (course images, content images,
 * avatars) is written. The type is read from the bytes (never the file name or the Content-Type) and only
 * JPEG, PNG and WebP pass; the pixel count is checked from the image's header before anything is decoded; the
 * image is turned upright, sized to `target` and re-encoded as WebP, so what was sent is never stored or
 * served back. Throws a 400 naming `target.field` for anything else, including bytes that are not an image at
 * all.
 */
export async function storeImage(storage: FileStorage, target: ImageTarget, input: Buffer): Promise<string> {
  let info: sharp.Metadata;
  try {
    info = await sharp(input).metadata();
  } catch {
    throw refuse(target.field, M.type);
  }
  if (!info.format || !ACCEPTED.has(info.format)) throw refuse(target.field, M.type);
  // Checked from the header, before the image waits for a turn or anything is decoded.
  if ((info.width ?? 0) * (info.height ?? 0) > IMAGE_UPLOAD_LIMITS.maxPixels)
    throw refuse(target.field, M.tooManyPixels);

  const random = randomBytes(6).toString('hex');
  const name = target.name ?? `${target.owner ? `${target.owner}-` : ''}${random}.webp`;
  const key = `${target.folder}/${name}`;
  // One turn for the whole image: the upload's decode and its variants (packages/shared/src/images.ts),
  // all encoded before anything is written.
  const [output, variants] = await imageDecodes.run(async () => {
    const resized = await decodeUpload(target, input);
    return [resized, await encodeVariants(key, resized)] as const;
  });
  const written: string[] = [];
  try {
    for (const [file, bytes] of [[key, output] as const, ...variants]) {
      await storage.put(file, bytes);
      written.push(file);
    }
  } catch (err) {
    // An image is stored with all its variants or not at all.
    await storage.delete(written).catch(() => undefined);
    throw err;
  }
  return `${UPLOADS_URL_PREFIX}${key}`;
}

/** The upload turned upright, sized to `target` and encoded as WebP; a 400 if its body does not decode. */
async function decodeUpload(target: ImageTarget, input: Buffer): Promise<Buffer> {
  try {
    return await sharp(input, { limitInputPixels: IMAGE_UPLOAD_LIMITS.maxPixels })
      .rotate()
      .resize(target.width, target.height, {
        fit: target.fit,
        withoutEnlargement: target.fit === 'inside',
      })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    // A header that reads well over a body that does not decode (a truncated or damaged file).
    throw refuse(target.field, M.type);
  }
}

/** What an upload route's summary says it takes. */
export const IMAGE_UPLOAD_RULES = `multipart field \`${IMAGE_UPLOAD_LIMITS.field}\`: JPEG, PNG or WebP, at most ${String(IMAGE_UPLOAD_LIMITS.maxBytes / 1024 / 1024)} MB and ${String(IMAGE_UPLOAD_LIMITS.maxPixels / 1_000_000)} megapixels`;

/**
 * The bytes of a staff upload's one file, multipart field `field`: at most IMAGE_UPLOAD_LIMITS.maxBytes (a
 * larger file is refused with 400 and the form's message, before any of it is decoded).
 */
export async function readImageUpload(request: FastifyRequest, field: string): Promise<Buffer> {
  if (!request.isMultipart()) throw refuse(field, M.type);
  const file = await request.file({ limits: { fileSize: IMAGE_UPLOAD_LIMITS.maxBytes, files: 1 } });
  if (!file || file.fieldname !== field) throw refuse(field, M.type);
  try {
    return await file.toBuffer();
  } catch (err) {
    if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw refuse(field, M.tooLarge);
    throw err;
  }
}

const ENCODERS: Record<TImageVariantFormat, (image: Sharp) => Sharp> = {
  // AVIF at this quality is about half the WebP's bytes; effort 2 keeps an upload's encode well under a
  // second.
  avif: (image) => image.avif({ quality: 55, effort: 2 }),
  webp: (image) => image.webp({ quality: 80 }),
};

const variantKeys = (key: string) =>
  IMAGE_VARIANT_FORMATS.flatMap((format) =>
    IMAGE_VARIANT_WIDTHS.map((width) => imageVariantPath(key, width, format)),
  );

/**
 * Every variant of the stored WebP `stored` (under `key`): each variant's key and bytes. Call inside
 * `imageDecodes.run`.
 */
async function encodeVariants(key: string, stored: Buffer): Promise<[string, Buffer][]> {
  const sourceWidth = (await sharp(stored).metadata()).width;
  const variants: [string, Buffer][] = [];
  for (const format of IMAGE_VARIANT_FORMATS) {
    // A width past the source's names the source-wide picture: never enlarged, and every name exists.
    const byWidth = new Map<number, Promise<Buffer>>();
    for (const width of IMAGE_VARIANT_WIDTHS) {
      const drawn = Math.min(width, sourceWidth);
      let bytes = byWidth.get(drawn);
      if (!bytes) {
        // The full-width WebP is the stored file itself: copied, not encoded a second time.
        bytes =
          format === 'webp' && drawn === sourceWidth
            ? Promise.resolve(stored)
            : ENCODERS[format](sharp(stored).resize({ width: drawn })).toBuffer();
        byWidth.set(drawn, bytes);
      }
      variants.push([imageVariantPath(key, width, format), await bytes]);
    }
  }
  return variants;
}

/** Deletes a stored image (by its key) and its variants; what is already gone is fine. */
export async function removeImage(storage: FileStorage, key: string): Promise<void> {
  await storage.delete([key, ...variantKeys(key)]);
}

/**
 * Writes the variants missing beside any stored image (images uploaded before variants existed, or a write
 * that was cut short). Returns how many images were completed and the ones that failed.
 */
export async function writeMissingImageVariants(
  storage: FileStorage,
): Promise<{ completed: number; failed: { key: string; error: unknown }[] }> {
  const keys = (await storage.list('')).map((file) => file.key);
  const present = new Set(keys);
  const stored = keys.filter((key) => key.endsWith('.webp') && !isImageVariantName(key));
  const result = { completed: 0, failed: [] as { key: string; error: unknown }[] };
  for (const key of stored) {
    const missing = variantKeys(key).filter((variant) => !present.has(variant));
    if (missing.length === 0) continue;
    try {
      const file = await storage.get(key);
      if (!file) continue; // deleted meanwhile
      const variants = await imageDecodes.run(() => encodeVariants(key, file.body));
      for (const [variant, bytes] of variants)
        if (missing.includes(variant)) await storage.put(variant, bytes);
      result.completed += 1;
    } catch (error) {
      result.failed.push({ key, error });
    }
  }
  return result;
}
