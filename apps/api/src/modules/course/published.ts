import { eq } from 'drizzle-orm';
import { courses } from '@curio/db';

/**
 * The one condition that keeps drafts and archived courses off the public site: the catalogue,
 * search, course pages, reviews, quiz, carts, wishlists and checkout all filter with it.
 */
export const isPublishedCourse = eq(courses.status, 'published');
