import { createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { pipeline } from 'node:stream/promises';
import type { FileStorage } from './types.ts';

/**
 * `getToFile` of every transport, over its own `read`: streams the file to `localPath` (a file cut short is
 * removed, not left half written); false when there is none.
 */
export async function readToFile(
  read: FileStorage['read'],
  key: string,
  localPath: string,
): Promise<boolean> {
  const file = await read(key);
  if (!file) return false;
  try {
    await pipeline(file.stream, createWriteStream(localPath));
  } catch (err) {
    await rm(localPath, { force: true });
    throw err;
  }
  return true;
}
