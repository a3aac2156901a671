import { CATALOGUE_LIMITS } from './console-catalogue.ts';
import { SLUG_MAX } from './slug.ts';

/**
 * Duplicating a course (docs/product.md#console): a draft copy with the original's fields, curriculum, quiz
 * and images, under a name and a slug of its own; never its reviews, orders or status.
 */
export const COURSE_COPY_TEXTS = {
  duplicate: 'Duplicate',
  duplicateLabel: (name: string) => `Duplicate ${name}`,
  duplicated: 'Course duplicated: the copy is a draft.',
  failed: 'The course could not be duplicated. Try again.',
} as const;

const COPY_PREFIX = 'Copy of ';

/** The copy's name: 'Copy of …', cut to the longest name a course may have. */
export const copyName = (name: string) =>
  `${COPY_PREFIX}${name}`.slice(0, CATALOGUE_LIMITS.courseName).trim();

/**
 * The slugs a copy tries, in order: `<slug>-copy`, `<slug>-copy-2`, `<slug>-copy-3`…; the original's slug is
 * cut so each fits SLUG_MAX.
 */
export function copySlug(slug: string, attempt: number): string {
  const suffix = attempt <= 1 ? '-copy' : `-copy-${attempt}`;
  return `${slug.slice(0, SLUG_MAX - suffix.length).replace(/-+$/, '')}${suffix}`;
}
