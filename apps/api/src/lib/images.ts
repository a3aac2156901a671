import { readdir, readFile, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp, { type Sharp } from 'sharp';
import {
  IMAGE_VARIANT_FORMATS,
  IMAGE_VARIANT_WIDTHS,
  imageVariantPath,
  isImageVariantName,
  type TImageVariantFormat,
} from '@curio/shared';

const ACCEPTED = new Set(['jpeg', 'png', 'webp']);
/** Decoding stops past this many pixels, so a small file that unpacks huge cannot exhaust memory. */
const MAX_INPUT_PIXELS = 40_000_000;

/**
 * An uploaded image re-encoded as WebP: the type is read from the bytes (never the name or the header) and
 * only JPEG, PNG and WebP pass; `shape` sizes it. What was sent is never stored or served back.
 * Throws `invalid()` for anything else, including bytes that are not an image at all.
 */
export async function reencodeAsWebp(
  input: Buffer,
  shape: (image: Sharp) => Sharp,
  invalid: () => Error,
): Promise<Buffer> {
  let format: string | undefined;
  try {
    format = (await sharp(input).metadata()).format;
  } catch {
    throw invalid();
  }
  if (!format || !ACCEPTED.has(format)) throw invalid();
  return shape(sharp(input, { limitInputPixels: MAX_INPUT_PIXELS }).rotate())
    .webp({ quality: 82 })
    .toBuffer();
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
