import { IMAGE_UPLOAD_LIMITS, MESSAGES } from '@curio/shared';
import { badRequest } from '#api/lib/http-errors.ts';
import { storeImage } from '#api/lib/images.ts';
import type { FileStorage } from '#api/lib/storage/index.ts';
import { managedUploadKey } from '#api/lib/uploads.ts';

const M = MESSAGES.admin;
export const COURSE_IMAGE_URL_PREFIX = '/uploads/courses/';

/** Stores an uploaded course image; returns its URL (`/uploads/courses/<courseId>-….webp`). */
export const storeCourseImage = (storage: FileStorage, courseId: string, input: Buffer): Promise<string> =>
  storeImage(
    storage,
    // Cards show 400×250 and the course page 480×300 (both 16:10): one 960×600 image is sharp on both at 2×.
    {
      folder: 'courses',
      owner: courseId,
      width: 960,
      height: 600,
      fit: 'cover',
      field: IMAGE_UPLOAD_LIMITS.field,
    },
    input,
  );

/** Whether `url` names an image uploaded for this course that is still stored. */
async function isUploadedFor(storage: FileStorage, courseId: string, url: string): Promise<boolean> {
  // managedUploadKey refuses other URLs, other names and variants (a variant is one size of an image).
  const key = managedUploadKey(url);
  if (!key || !url.startsWith(`${COURSE_IMAGE_URL_PREFIX}${courseId}-`)) return false;
  return storage.has(key);
}

/**
 * A course's new image list may reorder and drop its images and add ones uploaded for it; any other URL is
 * refused (400), so the list cannot point at another site or at someone else's upload.
 */
export async function checkCourseImages(
  storage: FileStorage,
  courseId: string,
  current: readonly string[],
  next: readonly string[],
): Promise<void> {
  const kept = new Set(current);
  for (const [index, url] of next.entries()) {
    if (kept.has(url) || (await isUploadedFor(storage, courseId, url))) continue;
    throw badRequest(M.courseImageUnknown, [{ field: `images.${index}`, message: M.courseImageUnknown }]);
  }
}
