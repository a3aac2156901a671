import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { storeImage } from './images.ts';
import type { FileStorage } from './storage/index.ts';

export const SEED_IMAGE_URL_PREFIX = '/uploads/seed/';
/** Wide enough for a full-width hero on a 2× screen; a smaller picture is never enlarged. */
const MAX_WIDTH = 1440;

/**
 * The image pipeline of the demo seed for a raster image (ADR 010; SVGs never get here): the seed names a
 * site-relative URL (`/images/…png`), read from the built web app in `sourceDir`; it is re-encoded as an
 * upload is, stored under `seed/` by the hash of its bytes (seeding twice stores it once) with its
 * responsive variants, and the upload's URL is what the seed writes to the database.
 */
export function seedImageStore(storage: FileStorage, sourceDir: string | undefined) {
  return async (url: string): Promise<string> => {
    if (!sourceDir)
      throw new Error(`demo seed: ${url} is a raster image, and there is no built web app to read it from`);
    const root = path.resolve(sourceDir);
    const source = path.resolve(root, `.${url}`);
    if (!source.startsWith(`${root}${path.sep}`)) throw new Error(`demo seed: ${url} is outside the web app`);
    const input = await readFile(source);
    const stem = path.basename(url, path.extname(url)).replace(/[^\w-]/g, '-');
    const name = `${stem}-${createHash('sha256').update(input).digest('hex').slice(0, 12)}.webp`;
    if (!(await storage.has(`seed/${name}`)))
      await storeImage(
        storage,
        { folder: 'seed', name, width: MAX_WIDTH, height: MAX_WIDTH, fit: 'inside', field: 'image' },
        input,
      );
    return `${SEED_IMAGE_URL_PREFIX}${name}`;
  };
}
