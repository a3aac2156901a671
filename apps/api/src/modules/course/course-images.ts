import { randomBytes } from 'node:crypto';
import { access, mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { isImageVariantName, MESSAGES } from '@curio/shared';
import { badRequest } from '#api/lib/http-errors.ts';
import { reencodeAsWebp, writeImageVariants } from '#api/lib/images.ts';

const M = MESSAGES.admin;
export const COURSE_IMAGE_URL_PREFIX = '/uploads/courses/';
export const COURSE_IMAGE_FIELD = 'image';

// Cards show 400×250 and the course page 480×300 (both 16:10): one 960×600 image is sharp on both at 2×.
const WIDTH = 960;
const HEIGHT = 600;

/** Stores an uploaded course image (type sniffed from the bytes, re-encoded) with its variants; returns its URL. */
export async function storeCourseImage(uploadsDir: string, courseId: string, input: Buffer): Promise<string> {
  const output = await reencodeAsWebp(
    input,
    (image) => image.resize(WIDTH, HEIGHT, { fit: 'cover' }),
    () => badRequest(M.courseImageType, [{ field: COURSE_IMAGE_FIELD, message: M.courseImageType }]),
  );
  const dir = path.join(uploadsDir, 'courses');
  await mkdir(dir, { recursive: true });
  const name = `${courseId}-${randomBytes(6).toString('hex')}.webp`;
  await writeFile(path.join(dir, name), output);
  await writeImageVariants(path.join(dir, name));
  return `${COURSE_IMAGE_URL_PREFIX}${name}`;
}

/** Whether `url` names an image uploaded for this course that is still on disk. */
async function isUploadedFor(uploadsDir: string, courseId: string, url: string): Promise<boolean> {
  const name = url.slice(COURSE_IMAGE_URL_PREFIX.length);
  if (!url.startsWith(COURSE_IMAGE_URL_PREFIX) || !/^[\w-]+\.webp$/.test(name)) return false;
  // A variant is one size of an image, not an image of its own.
  if (isImageVariantName(name)) return false;
  if (!name.startsWith(`${courseId}-`)) return false;
  try {
    await access(path.join(uploadsDir, 'courses', name));
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
