import { asc, desc } from 'drizzle-orm';
import { articles, courses, services, type Db } from '@curio/db';
import { isPublished } from '#api/modules/content/index.ts';
import { isPublishedCourse } from '#api/modules/course/index.ts';

/** The sitemap's reads: what is published, and when it last changed. */
export function createSitemapRepository(db: Db) {
  return {
    courses: () =>
      db
        .select({ slug: courses.slug, updatedAt: courses.updatedAt })
        .from(courses)
        .where(isPublishedCourse)
        .orderBy(asc(courses.sortOrder), asc(courses.slug)),
    services: () =>
      db
        .select({ id: services.id, updatedAt: services.updatedAt })
        .from(services)
        .where(isPublished(services))
        .orderBy(asc(services.sortOrder), asc(services.id)),
    /** Newest first, as /dive-our lists them; each dates its own page and, the newest change, the listing. */
    articles: () =>
      db
        .select({ slug: articles.slug, updatedAt: articles.updatedAt })
        .from(articles)
        .where(isPublished(articles))
        .orderBy(desc(articles.createdAt), asc(articles.id)),
  };
}
