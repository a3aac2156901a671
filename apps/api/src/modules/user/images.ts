import path from 'node:path';
import { removeImage, storeImage } from '#api/lib/images.ts';

export const AVATAR_URL_PREFIX = '/uploads/avatars/';

/** Stores a profile image as a 512 px square WebP (lib/images.ts `storeImage`); returns its URL. */
export const storeAvatar = (uploadsDir: string, userId: string, input: Buffer): Promise<string> =>
  storeImage(
    uploadsDir,
    { folder: 'avatars', owner: userId, width: 512, height: 512, fit: 'cover', field: 'profileImage' },
    input,
  );

/** Removes a previous avatar we stored, with its variants; anything else (a seeded URL) is left alone. */
export async function removeAvatar(uploadsDir: string, url: string | null): Promise<void> {
  if (!url?.startsWith(AVATAR_URL_PREFIX)) return;
  await removeImage(path.join(uploadsDir, 'avatars', path.basename(url)));
}
