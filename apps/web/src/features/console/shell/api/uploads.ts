import { IMAGE_UPLOAD_LIMITS, MESSAGES, type TImageUpload } from '@curio/shared';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '#web/lib/api-client.ts';

/** POSTs one image file (multipart field `image`); answers the stored image's URL. */
export function postImage(path: string, file: File) {
  const body = new FormData();
  body.append(IMAGE_UPLOAD_LIMITS.field, file);
  return apiRequest<TImageUpload>(path, { method: 'POST', body });
}

/** POST /api/admin/uploads/images: an image for a content item or the site settings (saved with it). */
export const useUploadImage = () =>
  useMutation({ mutationFn: (file: File) => postImage('/admin/uploads/images', file) });

const ACCEPTED_TYPES = IMAGE_UPLOAD_LIMITS.accept.split(',');

/**
 * What the server would refuse at once, said before the upload starts: a type it never takes or a file over
 * the size limit. The server still reads the bytes; this only spares the wait.
 */
export function imageFileProblem(file: File): string | undefined {
  if (!ACCEPTED_TYPES.includes(file.type)) return MESSAGES.images.type;
  if (file.size > IMAGE_UPLOAD_LIMITS.maxBytes) return MESSAGES.images.tooLarge;
  return undefined;
}
