import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyRequest } from 'fastify';
import sharp from 'sharp';
import { IMAGE_UPLOAD_LIMITS, MESSAGES } from '@curio/shared';
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
  const name = `${target.owner ? `${target.owner}-` : ''}${random}.webp`;
  await writeFile(path.join(dir, name), output);
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
