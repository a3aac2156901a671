import { readFile } from 'node:fs/promises';
import type { SeedMediaFile } from '@curio/db';
import type { FileStorage } from './storage/index.ts';

/**
 * The demo seed's media hook (docs/product.md#demo-content, ADR 036): copies the committed lesson media
 * (packages/db/seed-media) into the file storage under the keys the seed chose, one file at a time; a file
 * already there is left as it is.
 */
export function seedMediaStore(storage: FileStorage) {
  return async (files: readonly SeedMediaFile[]): Promise<void> => {
    for (const file of files) {
      if (!(await storage.has(file.key))) await storage.put(file.key, await readFile(file.source));
    }
  };
}
