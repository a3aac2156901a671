import { isImageVariantName } from '@curio/shared';
import type { FileStorage } from './storage/index.ts';

/** Uploaded files are served at /uploads/<key> from the configured storage (plugins/static.ts, ADR 016). */
export const UPLOADS_URL_PREFIX = '/uploads/';

/** Folders whose files the cleanup may delete: staff uploads that a row points at, or nothing does. */
export const MANAGED_UPLOAD_FOLDERS = ['courses', 'content'] as const;
export type ManagedUploadFolder = (typeof MANAGED_UPLOAD_FOLDERS)[number];

/**
 * Names the server gives its files (`<owner>-<random>.webp`, `<random>.webp`): nothing else is ever touched.
 */
const STORED_NAME = /^[\w-]+\.webp$/;

/**
 * The storage key behind a URL of a managed folder, or undefined for any other URL (a seed image, an https
 * address).
 */
export function managedUploadKey(url: string): string | undefined {
  if (!url.startsWith(UPLOADS_URL_PREFIX)) return undefined;
  const [folder, name, ...rest] = url.slice(UPLOADS_URL_PREFIX.length).split('/');
  if (rest.length > 0 || !name || !STORED_NAME.test(name) || isImageVariantName(name)) return undefined;
  if (!(MANAGED_UPLOAD_FOLDERS as readonly string[]).includes(folder ?? '')) return undefined;
  return `${folder ?? ''}/${name}`;
}

/** The URLs of the managed uploads last written before `before`. */
export async function listUploadsOlderThan(storage: FileStorage, before: Date): Promise<string[]> {
  const urls: string[] = [];
  for (const folder of MANAGED_UPLOAD_FOLDERS) {
    for (const { key, modifiedAt } of await storage.list(`${folder}/`)) {
      const name = key.slice(folder.length + 1);
      // A variant (`-480w.webp`) belongs to its image and goes with it, never on its own.
      if (!STORED_NAME.test(name) || isImageVariantName(name)) continue;
      if (modifiedAt < before) urls.push(`${UPLOADS_URL_PREFIX}${key}`);
    }
  }
  return urls;
}
