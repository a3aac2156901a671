import { and, eq, type Placeholder } from 'drizzle-orm';
import { courses, type Db } from '@curio/db';

/**
 * The one condition that keeps drafts and archived courses off the public site: the catalogue,
 * search, course pages, reviews, quiz, carts, wishlists and checkout all filter with it.
 */
export const isPublishedCourse = eq(courses.status, 'published');

/** The course `courseId` while it is published, or no row: what a write that only such a course may take reads. */
export const publishedCourse = (db: Db, courseId: string | Placeholder) =>
  db
    .select({ id: courses.id })
    .from(courses)
    .where(and(eq(courses.id, courseId), isPublishedCourse));
