import type { ContentSeedOptions } from './options.ts';

/**
 * A demo image URL as the site will show it (ADR 010). The demo art is SVG: a vector needs no raster
 * variants, so its URL is kept. A raster image goes through the API's upload pipeline (`storeSeedImage`:
 * re-encoded, stored under uploads with its responsive variants) and its upload URL is seeded instead;
 * without that hook a raster is refused, so the seed can never hold an image without its variants.
 */
export async function seedImage(url: string, { storeSeedImage }: ContentSeedOptions): Promise<string> {
  if (!url || url.endsWith('.svg')) return url;
  if (!storeSeedImage) {
    throw new Error(`demo seed: ${url} is a raster image; seeding it needs the API's image pipeline`);
  }
  return storeSeedImage(url);
}

/** The rows with the image URL under `key` passed through `seedImage`. */
export async function withSeedImages<K extends string, T extends Record<K, string>>(
  rows: readonly T[],
  key: K,
  options: ContentSeedOptions,
): Promise<T[]> {
  const out: T[] = [];
  // One at a time: a raster is encoded in the API's thread pool, and the seed has no hurry.
  for (const row of rows) out.push({ ...row, [key]: await seedImage(row[key], options) });
  return out;
}
