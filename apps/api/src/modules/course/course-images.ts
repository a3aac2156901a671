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

/**
 * Those of `urls` that name an image uploaded for this course and still stored. Read before the write's
 * transaction: the database transport would need a second connection, and the embedded database has one.
 */
export async function storedCourseUploads(
  storage: FileStorage,
  courseId: string,
  urls: readonly string[],
): Promise<Set<string>> {
  const stored = new Set<string>();
  for (const url of urls) {
    // managedUploadKey refuses other URLs, other names and variants (a variant is one size of an image).
    const key = managedUploadKey(url);
    if (key && url.startsWith(`${COURSE_IMAGE_URL_PREFIX}${courseId}-`) && (await storage.has(key)))
      stored.add(url);
  }
  return stored;
}

/**
 * A course's new image list may reorder and drop its images and add ones uploaded for it (`uploaded`, from
 * storedCourseUploads); any other URL is refused (400), so the list cannot point at another site or at
 * someone else's upload.
 */
export function checkCourseImages(
  current: readonly string[],
  next: readonly string[],
  uploaded: ReadonlySet<string>,
): void {
  const kept = new Set(current);
  for (const [index, url] of next.entries()) {
    if (kept.has(url) || uploaded.has(url)) continue;
    throw badRequest(M.courseImageUnknown, [{ field: `images.${index}`, message: M.courseImageUnknown }]);
  }
}
