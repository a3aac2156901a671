import type { FastifyInstance } from 'fastify';
import {
  articleHead,
  certificateHead,
  COURSE_CARD_IMAGE,
  COURSE_PAGE_IMAGE,
  COURSE_PAGE_SIZE,
  courseListPath,
  courseHead,
  courseJsonLd,
  HOME_FEATURED_COURSES,
  PAGE_HEADS,
  paths,
  serviceHead,
  SITE_PAGES,
  type TCategory,
  type TCertificateVerification,
  type TCourse,
  type TCourseCard,
  type TCourseListQuery,
  type TPageHead,
  type TSitePage,
} from '@curio/shared';
import { entryData, type CachedEntry } from '#api/lib/response-cache.ts';
import { CERTIFICATE_CACHE_TAGS, createCertificateService } from '#api/modules/certificates/index.ts';
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

/** The image `/course` shows first: the first course card of the first category tab (its carousel). */
const firstCardImage = (firstTab: CachedEntry) => entryData<TCourseCard[]>(firstTab)[0]?.images[0];

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
  const certificates = createCertificateService(app);

  /** A page of cards as the SPA asks for it, with the entry the API would send for it. */
  async function cardsData(query: TCourseListQuery) {
    return { path: courseListPath(query), entry: await courseReads.catalogue(query) };
  }

  /**
   * What a fixed page shows first, and no more, whatever the catalogue's size (ADR 041): `/` its featured
   * courses, `/course` the tabs and the first page of the first tab.
   */
  async function sitePageSource(page: TSitePage): Promise<PageSource> {
    if (page.path === SITE_PAGES.home.path)
      return { head: page, data: [await cardsData({ limit: HOME_FEATURED_COURSES })] };
    if (page.path !== SITE_PAGES.courses.path) return { head: page };
    const categories = await categoryReads.categories();
    const [first] = entryData<TCategory[]>(categories);
    const data = [{ path: '/category', entry: categories }];
    if (!first) return { head: page, data };
    const firstTab = await cardsData({ category: first._id, limit: COURSE_PAGE_SIZE });
    const image = firstCardImage(firstTab.entry);
    return {
      head: page,
      data: [...data, firstTab],
      image: image ? { src: image, width: COURSE_CARD_IMAGE.width } : undefined,
    };
  }

  async function courseSource(slug: string, origin: string): Promise<PageSource> {
    const entry = await courseReads.courseBySlug(slug);
    const course = entryData<TCourse>(entry);
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

  /**
   * A certificate's verification page (docs/product.md#certificates): its head names the learner and the
   * course, and it carries the verification reply the page shows (the API's own cached entry, whose tag a
   * revocation drops on every instance). An unknown id throws the API's 404: the site's 404 page.
   */
  async function certificateSource(id: string): Promise<PageSource> {
    const entry = await certificates.verificationEntry(id);
    return {
      head: certificateHead(entryData<TCertificateVerification>(entry)),
      data: [{ path: `/certificates/${encodeURIComponent(id)}`, entry }],
    };
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
      case 'certificate':
        return {
          origin,
          key: `certificate:${route.id}`,
          route: paths.certificate.pattern,
          tags: [CERTIFICATE_CACHE_TAGS.certificate(route.id)],
          load: () => certificateSource(route.id),
        };
      case 'unknown':
        return undefined;
    }
  };
}
