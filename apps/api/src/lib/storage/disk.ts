import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, stat, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { pipeline } from 'node:stream/promises';
import { readToFile } from './streams.ts';
import {
  contentTypeOf,
  fitRange,
  isStorageKey,
  strongEtag,
  type FileInfo,
  type FileStorage,
} from './types.ts';

const isMissing = (err: unknown) => (err as NodeJS.ErrnoException).code === 'ENOENT';

/** Files under `root` (DATA_DIR/uploads), a key being the file's path below it. One instance only. */
export function diskStorage(root: string): FileStorage {
  const fileOf = (key: string) => {
    // The key's pattern has no `..` and no leading `/`, so the path stays under root.
    if (!isStorageKey(key)) throw new Error(`not a storage key: ${key}`);
    return path.join(root, key);
  };

  /** Written beside it and renamed: a reader never sees half a file. */
  async function writeByRename(key: string, write: (partial: string) => Promise<void>) {
    const file = fileOf(key);
    await mkdir(path.dirname(file), { recursive: true });
    const partial = `${file}.${randomBytes(4).toString('hex')}.partial`;
    try {
      await write(partial);
      await rename(partial, file);
    } catch (err) {
      await rm(partial, { force: true });
      throw err;
    }
  }

  const storage: FileStorage = {
    kind: 'disk',

    put: (key, body) => writeByRename(key, (partial) => writeFile(partial, body)),

    putFile: (key, localPath) =>
      writeByRename(key, (partial) => pipeline(createReadStream(localPath), createWriteStream(partial))),

    getToFile: (key, localPath) => readToFile(storage.read, key, localPath),

    async read(key, range) {
      if (!isStorageKey(key)) return undefined;
      const file = path.join(root, key);
      const info = await stat(file).catch((err: unknown) => {
        if (isMissing(err)) return undefined;
        throw err;
      });
      if (!info?.isFile()) return undefined;
      const served = range ? fitRange(range, info.size) : undefined;
      return {
        stream: createReadStream(file, served),
        size: info.size,
        contentType: contentTypeOf(key),
        etag: strongEtag(info.size, info.mtime),
        modifiedAt: info.mtime,
        ...(served ? { range: served } : {}),
      };
    },

    async get(key) {
      if (!isStorageKey(key)) return undefined;
      const file = path.join(root, key);
      try {
        const [body, info] = await Promise.all([readFile(file), stat(file)]);
        return {
          body,
          contentType: contentTypeOf(key),
          etag: strongEtag(info.size, info.mtime),
          modifiedAt: info.mtime,
        };
      } catch (err) {
        if (isMissing(err) || (err as NodeJS.ErrnoException).code === 'EISDIR') return undefined;
        throw err;
      }
    },

    async has(key) {
      if (!isStorageKey(key)) return false;
      const info = await stat(path.join(root, key)).catch((err: unknown) => {
        if (isMissing(err)) return undefined;
        throw err;
      });
      return info?.isFile() ?? false;
    },

    async delete(keys) {
      for (const key of keys) {
        try {
          await unlink(fileOf(key));
        } catch (err) {
          // Already gone is the outcome we wanted; anything else goes to the caller.
          if (!isMissing(err)) throw err;
        }
      }
    },

    async list(prefix) {
      let names: string[];
      try {
        names = await readdir(root, { recursive: true });
      } catch (err) {
        if (isMissing(err)) return [];
        throw err;
      }
      const found: FileInfo[] = [];
      for (const name of names) {
        const key = name.split(path.sep).join('/');
        if (!key.startsWith(prefix) || !isStorageKey(key)) continue;
        const info = await stat(path.join(root, name)).catch(() => undefined);
        if (info?.isFile()) found.push({ key, modifiedAt: info.mtime });
      }
      return found;
    },
  };
  return storage;
}
