import sharp, { type Sharp } from 'sharp';

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
