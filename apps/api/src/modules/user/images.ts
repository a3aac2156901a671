import { removeImage, storeImage } from '#api/lib/images.ts';
import type { FileStorage } from '#api/lib/storage/index.ts';

export const AVATAR_URL_PREFIX = '/uploads/avatars/';

/** Stores a profile image as a 512 px square WebP (lib/images.ts `storeImage`); returns its URL. */
export const storeAvatar = (storage: FileStorage, userId: string, input: Buffer): Promise<string> =>
  storeImage(
    storage,
    { folder: 'avatars', owner: userId, width: 512, height: 512, fit: 'cover', field: 'profileImage' },
    input,
  );

/** Removes a previous avatar we stored, with its variants; anything else (a seeded URL) is left alone. */
export async function removeAvatar(storage: FileStorage, url: string | null): Promise<void> {
  const name = url?.startsWith(AVATAR_URL_PREFIX) ? url.slice(AVATAR_URL_PREFIX.length) : '';
  if (!/^[\w-]+\.webp$/.test(name)) return;
  await removeImage(storage, `avatars/${name}`);
}
