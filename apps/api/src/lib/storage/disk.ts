import { mkdir, readdir, readFile, rename, stat, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { contentTypeOf, isStorageKey, strongEtag, type FileInfo, type FileStorage } from './types.ts';

const isMissing = (err: unknown) => (err as NodeJS.ErrnoException).code === 'ENOENT';

/** Files under `root` (DATA_DIR/uploads), a key being the file's path below it. One instance only. */
export function diskStorage(root: string): FileStorage {
  const fileOf = (key: string) => {
    // The key's pattern has no `..` and no leading `/`, so the path stays under root.
    if (!isStorageKey(key)) throw new Error(`not a storage key: ${key}`);
    return path.join(root, key);
  };

  return {
    kind: 'disk',

    async put(key, body) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      // Written beside it and renamed: a reader never sees half a file.
      const partial = `${file}.${randomBytes(4).toString('hex')}.partial`;
      await writeFile(partial, body);
      await rename(partial, file);
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
}
