import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { isImageVariantName } from '@curio/shared';

/** Uploaded files live in DATA_DIR/uploads/<folder>/ and are served at /uploads/<folder>/<name> (plugins/static.ts). */
export const uploadsDirOf = (dataDir: string) => path.join(dataDir, 'uploads');

export const UPLOADS_URL_PREFIX = '/uploads/';

/** Folders whose files the cleanup may delete: staff uploads that a row points at, or nothing does. */
export const MANAGED_UPLOAD_FOLDERS = ['courses', 'content'] as const;
export type ManagedUploadFolder = (typeof MANAGED_UPLOAD_FOLDERS)[number];

/** Names the server gives its files (`<owner>-<random>.webp`, `<random>.webp`): nothing else is ever touched. */
const STORED_NAME = /^[\w-]+\.webp$/;

/** The file behind a URL of a managed folder, or undefined for any other URL (a seed image, an https address). */
export function managedUploadPath(uploadsDir: string, url: string): string | undefined {
  if (!url.startsWith(UPLOADS_URL_PREFIX)) return undefined;
  const [folder, name, ...rest] = url.slice(UPLOADS_URL_PREFIX.length).split('/');
  if (rest.length > 0 || !name || !STORED_NAME.test(name) || isImageVariantName(name)) return undefined;
  if (!(MANAGED_UPLOAD_FOLDERS as readonly string[]).includes(folder ?? '')) return undefined;
  return path.join(uploadsDir, folder ?? '', name);
}

/** The URLs of the managed uploads last written before `before`. */
export async function listUploadsOlderThan(uploadsDir: string, before: Date): Promise<string[]> {
  const urls: string[] = [];
  for (const folder of MANAGED_UPLOAD_FOLDERS) {
    let names: string[];
    try {
      names = await readdir(path.join(uploadsDir, folder));
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') continue; // nothing uploaded there yet
      throw err;
    }
    for (const name of names) {
      // A variant (`-480w.webp`) belongs to its image and goes with it, never on its own.
      if (!STORED_NAME.test(name) || isImageVariantName(name)) continue;
      const info = await stat(path.join(uploadsDir, folder, name)).catch(() => undefined);
      if (info?.isFile() && info.mtime < before) urls.push(`${UPLOADS_URL_PREFIX}${folder}/${name}`);
    }
  }
  return urls;
}
