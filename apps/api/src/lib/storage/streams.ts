import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import type { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FileStorage } from './types.ts';

/**
 * Streams `source`, through `through` if given, into a new file at `file`. When it fails (a refused upload, a
 * client gone), it returns only once the file is closed: the file may still have been opening when the source
 * failed, and a caller that removes its folder at once would otherwise race the open (ENOTEMPTY).
 */
export async function streamToFile(
  source: Readable,
  file: string,
  through?: Transform | ((chunks: AsyncIterable<Buffer>) => AsyncGenerator<Buffer>),
): Promise<void> {
  const sink = createWriteStream(file);
  try {
    await (through ? pipeline(source, through, sink) : pipeline(source, sink));
  } catch (err) {
    if (!sink.closed) await once(sink, 'close').catch(() => undefined);
    throw err;
  }
}

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
    await streamToFile(file.stream, localPath);
  } catch (err) {
    await rm(localPath, { force: true });
    throw err;
  }
  return true;
}
