import { access } from 'node:fs/promises';
import path from 'node:path';
import { IMAGE_UPLOAD_LIMITS, MESSAGES } from '@curio/shared';
import { badRequest } from '#api/lib/http-errors.ts';
import { storeImage } from '#api/lib/images.ts';
import { managedUploadPath } from '#api/lib/uploads.ts';

const M = MESSAGES.admin;
export const COURSE_IMAGE_URL_PREFIX = '/uploads/courses/';

/** Stores an uploaded course image; returns its URL (`/uploads/courses/<courseId>-….webp`). */
export const storeCourseImage = (uploadsDir: string, courseId: string, input: Buffer): Promise<string> =>
  storeImage(
    uploadsDir,
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

/** Whether `url` names an image uploaded for this course that is still on disk. */
async function isUploadedFor(uploadsDir: string, courseId: string, url: string): Promise<boolean> {
  // managedUploadPath refuses other URLs, other names and variants (a variant is one size of an image).
  const file = managedUploadPath(uploadsDir, url);
  if (!file || !url.startsWith(COURSE_IMAGE_URL_PREFIX) || !path.basename(file).startsWith(`${courseId}-`))
    return false;
  try {
    await access(file);
    return true;
  } catch {
    return false;
  }
}

/**
 * A course's new image list may reorder and drop its images and add ones uploaded for it; any other URL is
 * refused (400), so the list cannot point at another site or at someone else's upload.
 */
export async function checkCourseImages(
  uploadsDir: string,
  courseId: string,
  current: readonly string[],
  next: readonly string[],
): Promise<void> {
  const kept = new Set(current);
  for (const [index, url] of next.entries()) {
    if (kept.has(url) || (await isUploadedFor(uploadsDir, courseId, url))) continue;
    throw badRequest(M.courseImageUnknown, [{ field: `images.${index}`, message: M.courseImageUnknown }]);
  }
}
