import type { FastifyInstance } from 'fastify';
import {
  articleHead,
  COURSE_CARD_IMAGE,
  COURSE_PAGE_IMAGE,
  courseHead,
  courseJsonLd,
  PAGE_HEADS,
  paths,
  serviceHead,
  SITE_PAGES,
  type TCategory,
  type TCourse,
  type TCourseCard,
  type TPageHead,
  type TSitePage,
} from '@curio/shared';
import type { CachedEntry } from '#api/lib/response-cache.ts';
import { CONTENT_TAGS, createContentService } from '#api/modules/content/index.ts';
import {
  COURSE_CACHE_TAGS,
  createCoursePublicReads,
  createCourseService,
} from '#api/modules/course/index.ts';
import { createCategoryPublicReads, createCategoryService } from '#api/modules/category/index.ts';
import type { PageOptions, PageSource } from './page-entry.ts';
import type { TPageRoute } from './resolve.ts';

/** A course or an article asked for by a slug it gave up: the page lives at its current address now. */
export class PageMoved extends Error {
  constructor(readonly location: string) {
    super(`moved to ${location}`);
  }
}

/** The `data` of an entry's envelope: what the page's head and preload are made from. */
const dataOf = <T>(entry: CachedEntry) => (JSON.parse(entry.body) as { data: T }).data;

/** The image `/course` shows first: the first course card of the first category tab (its carousel). */
function firstCardImage(categories: CachedEntry, catalogue: CachedEntry): string | undefined {
  const [first] = dataOf<TCategory[]>(categories);
  const card = dataOf<TCourseCard[]>(catalogue).find((course) => course.category._id === first?._id);
  return card?.images[0];
}

/** The head of a page that was not found: the item's own (course, service, article) or the site's. */
const NOT_FOUND_HEADS: Partial<Record<TPageRoute['kind'], TPageHead>> = {
  course: PAGE_HEADS.courseNotFound,
  service: PAGE_HEADS.serviceNotFound,
  article: PAGE_HEADS.articleNotFound,
};
export const notFoundHead = (route: TPageRoute) => NOT_FOUND_HEADS[route.kind] ?? PAGE_HEADS.notFound;

/** A page of a head and the site settings only (the console, a 404): never rendered on the server. */
export const fixedPage = (origin: string, key: string, head: TPageHead): PageOptions => ({
  origin,
  key,
  route: key,
  load: async () => ({ head }),
});

/**
 * What each route's page shows: its head, its first data (ADR 012), its cache tags, the path it is rendered
 * at on the server (ADR 019), and for a course or an article asked for by an old slug, PageMoved.
 */
export function createPageSources(app: FastifyInstance) {
  const courseReads = createCoursePublicReads(app, createCourseService(app));
  const categoryReads = createCategoryPublicReads(app, createCategoryService(app));
  const content = createContentService(app);

  /** What a fixed page shows first: `/` its featured courses, `/course` the catalogue's tabs and cards. */
  async function sitePageSource(page: TSitePage): Promise<PageSource> {
    if (page.path === SITE_PAGES.home.path)
      return { head: page, data: [{ path: '/course', entry: await courseReads.catalogue() }] };
    if (page.path !== SITE_PAGES.courses.path) return { head: page };
    const [categories, catalogue] = await Promise.all([categoryReads.categories(), courseReads.catalogue()]);
    const image = firstCardImage(categories, catalogue);
    return {
      head: page,
      data: [
        { path: '/category', entry: categories },
        { path: '/course', entry: catalogue },
      ],
      image: image ? { src: image, width: COURSE_CARD_IMAGE.width } : undefined,
    };
  }

  async function courseSource(slug: string, origin: string): Promise<PageSource> {
    const entry = await courseReads.courseBySlug(slug);
    const course = dataOf<TCourse>(entry);
    if (course.slug !== slug) throw new PageMoved(paths.courseDetail.to(course.slug));
    const [image] = course.images;
    return {
      head: courseHead(course),
      jsonLd: courseJsonLd(course, origin),
      tags: [COURSE_CACHE_TAGS.coursePage(course._id)],
      // The SPA asks for its course as /course/slug/<encoded slug>.
      data: [{ path: `/course/slug/${encodeURIComponent(slug)}`, entry }],
      image: image ? { src: image, width: COURSE_PAGE_IMAGE.width } : undefined,
    };
  }

  async function articleSource(slug: string): Promise<PageSource> {
    const article = await content.article(slug);
    if (article.slug !== slug) throw new PageMoved(paths.articleDetail.to(article.slug));
    return { head: articleHead(article) };
  }

  /** The page at a route, at `origin`; undefined for a path that names no page. */
  return function pageOf(route: TPageRoute, origin: string): PageOptions | undefined {
    switch (route.kind) {
      case 'site': {
        const site = route.page;
        return {
          origin,
          key: site.path,
          route: site.path,
          load: () => sitePageSource(site),
          renderAt: site.noIndex ? undefined : site.path,
        };
      }
      case 'console':
        return fixedPage(origin, 'console', PAGE_HEADS.console);
      case 'learn':
        return fixedPage(origin, 'learn', PAGE_HEADS.learn);
      case 'receipt':
        return fixedPage(origin, 'receipt', PAGE_HEADS.receipt);
      case 'course':
        return {
          origin,
          key: `course:${route.slug}`,
          route: paths.courseDetail.pattern,
          tags: [
            COURSE_CACHE_TAGS.courses,
            COURSE_CACHE_TAGS.categories,
            COURSE_CACHE_TAGS.courseBySlug(route.slug),
          ],
          load: () => courseSource(route.slug, origin),
          renderAt: paths.courseDetail.to(route.slug),
        };
      case 'service':
        return {
          origin,
          key: `service:${route.id}`,
          route: paths.serviceDetail.pattern,
          tags: [CONTENT_TAGS.services, CONTENT_TAGS.service(route.id)],
          load: async () => ({ head: serviceHead(await content.service(route.id)) }),
          renderAt: paths.serviceDetail.to(route.id),
        };
      case 'article':
        return {
          origin,
          key: `article:${route.slug}`,
          route: paths.articleDetail.pattern,
          tags: [CONTENT_TAGS.articles],
          load: () => articleSource(route.slug),
          renderAt: paths.articleDetail.to(route.slug),
        };
      case 'unknown':
        return undefined;
    }
  };
}
