import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { MESSAGES } from '@curio/shared';
import { badRequest } from '#api/lib/http-errors.ts';
import { reencodeAsWebp, removeImage, writeImageVariants } from '#api/lib/images.ts';

export const AVATAR_URL_PREFIX = '/uploads/avatars/';

const invalidImage = () =>
  badRequest(MESSAGES.profile.imageType, [{ field: 'profileImage', message: MESSAGES.profile.imageType }]);

/**
 * Decodes the upload by its content (never its name), refuses anything but JPEG/PNG/WebP,
 * and stores a re-encoded 512 px WebP with its responsive variants: what was sent is never served back.
 */
export async function storeAvatar(uploadsDir: string, userId: string, input: Buffer): Promise<string> {
  const output = await reencodeAsWebp(
    input,
    (image) => image.resize(512, 512, { fit: 'cover' }),
    invalidImage,
  );
  const dir = path.join(uploadsDir, 'avatars');
  await mkdir(dir, { recursive: true });
  const name = `${userId}-${randomBytes(6).toString('hex')}.webp`;
  await writeFile(path.join(dir, name), output);
  await writeImageVariants(path.join(dir, name));
  return `${AVATAR_URL_PREFIX}${name}`;
}

/** Removes a previous avatar we stored, with its variants; anything else (a seeded URL) is left alone. */
export async function removeAvatar(uploadsDir: string, url: string | null): Promise<void> {
  if (!url?.startsWith(AVATAR_URL_PREFIX)) return;
  await removeImage(path.join(uploadsDir, 'avatars', path.basename(url)));
}
