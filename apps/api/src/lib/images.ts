import { randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
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
import { badRequest } from './http-errors.ts';
import { UPLOADS_URL_PREFIX } from './uploads.ts';

const ACCEPTED = new Set(['jpeg', 'png', 'webp']);
const M = MESSAGES.images;

/** Where and how an uploaded image is stored. */
export interface ImageTarget {
  /** The folder under DATA_DIR/uploads, which is also the URL's: 'courses', 'content', 'avatars'. */
  folder: string;
  /** Starts the file's name (the owner's id), so a URL says what it belongs to. */
  owner?: string;
  /** The file's whole name instead (`<stem>.webp`), for a name that must be the same each time (the seed's). */
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

/**
 * Stores an uploaded image and returns its URL: the one way every upload (course images, content images,
 * avatars) is written. The type is read from the bytes (never the name or the header) and only JPEG, PNG and
 * WebP pass; the pixel count is checked from the header before anything is decoded; the image is turned
 * upright, sized to `target` and re-encoded as WebP, so what was sent is never stored or served back.
 * Throws a 400 naming `target.field` for anything else, including bytes that are not an image at all.
 */
export async function storeImage(uploadsDir: string, target: ImageTarget, input: Buffer): Promise<string> {
  let info: sharp.Metadata;
  try {
    info = await sharp(input).metadata();
  } catch {
    throw refuse(target.field, M.type);
  }
  if (!info.format || !ACCEPTED.has(info.format)) throw refuse(target.field, M.type);
  if ((info.width ?? 0) * (info.height ?? 0) > IMAGE_UPLOAD_LIMITS.maxPixels)
    throw refuse(target.field, M.tooManyPixels);

  let output: Buffer;
  try {
    output = await sharp(input, { limitInputPixels: IMAGE_UPLOAD_LIMITS.maxPixels })
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

  const dir = path.join(uploadsDir, target.folder);
  await mkdir(dir, { recursive: true });
  const random = randomBytes(6).toString('hex');
  const name = target.name ?? `${target.owner ? `${target.owner}-` : ''}${random}.webp`;
  await writeFile(path.join(dir, name), output);
  // The sizes the site's srcset names (packages/shared/src/images.ts), next to it.
  await writeImageVariants(path.join(dir, name));
  return `${UPLOADS_URL_PREFIX}${target.folder}/${name}`;
}

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
  // AVIF at this quality is about half the WebP's bytes; effort 2 keeps an upload's encode well under a second.
  avif: (image) => image.avif({ quality: 55, effort: 2 }),
  webp: (image) => image.webp({ quality: 80 }),
};

const variantFiles = (file: string) =>
  IMAGE_VARIANT_FORMATS.flatMap((format) =>
    IMAGE_VARIANT_WIDTHS.map((width) => imageVariantPath(file, width, format)),
  );

async function removeFile(file: string): Promise<void> {
  try {
    await unlink(file);
  } catch (err) {
    // Already gone is the outcome we wanted; anything else goes to the caller.
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
  }
}

/** Writes every variant of a stored WebP beside it; on failure the ones written are removed again. */
async function encodeVariants(file: string): Promise<void> {
  const stored = await readFile(file);
  const sourceWidth = (await sharp(stored).metadata()).width;
  const written: string[] = [];
  try {
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
        const target = imageVariantPath(file, width, format);
        await writeFile(target, await bytes);
        written.push(target);
      }
    }
  } catch (err) {
    await Promise.allSettled(written.map(removeFile));
    throw err;
  }
}

/**
 * Writes the responsive variants of a freshly stored image (`<dir>/<name>.webp`, ADR 010): for each width of
 * IMAGE_VARIANT_WIDTHS, an AVIF and a WebP named as `imageVariantPath` says, next to it. Every upload calls
 * this once its file is written; if it fails, the stored file goes too and the error is thrown, so an image
 * is either stored with all its variants or not at all.
 */
export async function writeImageVariants(file: string): Promise<void> {
  try {
    await encodeVariants(file);
  } catch (err) {
    await removeFile(file).catch(() => undefined);
    throw err;
  }
}

/** Deletes a stored image and its variants; what is already gone is fine. */
export async function removeImage(file: string): Promise<void> {
  await Promise.all([file, ...variantFiles(file)].map(removeFile));
}

/**
 * Writes the variants missing beside any stored image under `dir` (images uploaded before variants existed,
 * or a write that was cut short). Returns how many images were completed and the ones that failed.
 */
export async function writeMissingImageVariants(
  dir: string,
): Promise<{ completed: number; failed: { file: string; error: unknown }[] }> {
  let names: string[];
  try {
    names = await readdir(dir, { recursive: true });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return { completed: 0, failed: [] };
    throw err;
  }
  const present = new Set(names.map((name) => path.join(dir, name)));
  const stored = names
    .filter((name) => name.endsWith('.webp') && !isImageVariantName(name))
    .map((name) => path.join(dir, name));
  const result = { completed: 0, failed: [] as { file: string; error: unknown }[] };
  for (const file of stored) {
    if (variantFiles(file).every((variant) => present.has(variant))) continue;
    try {
      await encodeVariants(file);
      result.completed += 1;
    } catch (error) {
      result.failed.push({ file, error });
    }
  }
  return result;
}
