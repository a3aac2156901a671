import type { FastifyInstance } from 'fastify';
import {
  articleHead,
  courseHead,
  courseJsonLd,
  PAGE_HEADS,
  paths,
  serviceHead,
  SITE_PAGES,
  type TPageHead,
} from '@curio/shared';
import { HttpError } from '#api/lib/http-errors.ts';
import type { CachedBody } from '#api/lib/response-cache.ts';
import { spaIndexPath } from '#api/plugins/static.ts';
import { CONTENT_TAGS, createContentService } from '#api/modules/content/index.ts';
import { COURSE_CACHE_TAGS, createCourseService } from '#api/modules/course/index.ts';
import { renderHead } from './head-html.ts';
import { createSitemapRepository } from './repository.ts';
import type { TPageRoute } from './resolve.ts';
import { indexablePages, latest, robotsTxt, sitemapXml, type SitemapUrl } from './sitemap.ts';
import { createTemplateSource, fillTemplate, PAGE_TEMPLATE_TAG } from './template.ts';

/** A course or an article asked for by a slug it gave up: the page lives at its current address now. */
export class PageMoved extends Error {
  constructor(readonly location: string) {
    super(`moved to ${location}`);
  }
}

export interface RenderedPage {
  entry: CachedBody;
  status: 200 | 404;
}

/** What a page's head is built from, with the tags of the data it read. */
interface PageSource {
  head: TPageHead;
  jsonLd?: unknown;
  tags?: readonly string[];
}

/**
 * The pages the server sends (issue 13 §4, §5; docs/decisions/008-server-rendered-head.md): the SPA's
 * index.html with each route's head written in, the sitemap and robots.txt. Each is one public-cache entry
 * per origin, compressed once, tagged with what it was read from, so the writes that change a course, a
 * service or an article drop exactly the pages and the sitemap that show it.
 */
export function createPageService(app: FastifyInstance) {
  const courses = createCourseService(app);
  const content = createContentService(app);
  const sitemapRows = createSitemapRepository(app.db);
  const currentTemplate = createTemplateSource(spaIndexPath(app.config.webDist), () =>
    app.publicCache.invalidate(PAGE_TEMPLATE_TAG),
  );

  /** A page from the template; `load` runs only on a miss and may throw 404 (never cached) or PageMoved. */
  async function page(origin: string, key: string, tags: readonly string[], load: () => Promise<PageSource>) {
    const template = await currentTemplate();
    if (!template) return undefined;
    return app.publicCache.get(`page:${origin}:${key}`, [PAGE_TEMPLATE_TAG, ...tags], async () => {
      const { head, jsonLd, tags: learnt = [] } = await load();
      return { body: fillTemplate(template.html, renderHead(head, origin, jsonLd)), tags: learnt };
    });
  }

  const fixed = (origin: string, key: string, head: TPageHead) =>
    page(origin, key, [], async () => ({ head }));

  async function found(route: TPageRoute, origin: string): Promise<CachedBody | undefined> {
    switch (route.kind) {
      case 'site':
        return fixed(origin, route.page.path, route.page);
      case 'console':
        return fixed(origin, 'console', PAGE_HEADS.console);
      case 'course':
        return page(
          origin,
          `course:${route.slug}`,
          [
            COURSE_CACHE_TAGS.courses,
            COURSE_CACHE_TAGS.categories,
            COURSE_CACHE_TAGS.courseBySlug(route.slug),
          ],
          async () => {
            const course = await courses.getCourseBySlug(route.slug);
            if (course.slug !== route.slug) throw new PageMoved(paths.courseDetail.to(course.slug));
            return {
              head: courseHead(course),
              jsonLd: courseJsonLd(course, origin),
              tags: [COURSE_CACHE_TAGS.coursePage(course._id)],
            };
          },
        );
      case 'service':
        return page(
          origin,
          `service:${route.id}`,
          [CONTENT_TAGS.services, CONTENT_TAGS.service(route.id)],
          async () => ({ head: serviceHead(await content.service(route.id)) }),
        );
      case 'article':
        return page(origin, `article:${route.slug}`, [CONTENT_TAGS.articles], async () => {
          const article = await content.article(route.slug);
          if (article.slug !== route.slug) throw new PageMoved(paths.articleDetail.to(article.slug));
          return { head: articleHead(article) };
        });
      case 'unknown':
        return undefined;
    }
  }

  const NOT_FOUND_HEADS: Partial<Record<TPageRoute['kind'], TPageHead>> = {
    course: PAGE_HEADS.courseNotFound,
    service: PAGE_HEADS.serviceNotFound,
    article: PAGE_HEADS.articleNotFound,
  };
  const notFoundHead = (route: TPageRoute) => NOT_FOUND_HEADS[route.kind] ?? PAGE_HEADS.notFound;

  return {
    /**
     * The page at a path: 200 with its head, or 404 with the not-found head (an unknown path, course,
     * service or article); undefined when the SPA is not built. Throws PageMoved for a course's or an
     * article's old slug.
     */
    async render(route: TPageRoute, origin: string): Promise<RenderedPage | undefined> {
      try {
        const entry = await found(route, origin);
        if (entry) return { entry, status: 200 };
      } catch (err) {
        if (!(err instanceof HttpError && err.statusCode === 404)) throw err;
      }
      const head = notFoundHead(route);
      const entry = await fixed(origin, `not-found:${head.title}`, head);
      return entry && { entry, status: 404 };
    },

    /** Every indexable page, published course, service and article, each with when it last changed. */
    sitemap: (origin: string) =>
      app.publicCache.get(
        `sitemap:${origin}`,
        [PAGE_TEMPLATE_TAG, COURSE_CACHE_TAGS.courses, CONTENT_TAGS.services, CONTENT_TAGS.articles],
        async () => {
          const [builtAt, courseRows, serviceRows, articleRows] = await Promise.all([
            currentTemplate().then((template) => template?.builtAt),
            sitemapRows.courses(),
            sitemapRows.services(),
            sitemapRows.articles(),
          ]);
          const coursesAt = latest(...courseRows.map((row) => row.updatedAt));
          const servicesAt = latest(...serviceRows.map((row) => row.updatedAt));
          const articlesAt = latest(...articleRows.map((row) => row.updatedAt));
          // A listing changes when what it lists does; any other page when the site is rebuilt.
          const listed: Partial<Record<string, Date | undefined>> = {
            [SITE_PAGES.home.path]: latest(coursesAt, servicesAt),
            [SITE_PAGES.courses.path]: coursesAt,
            [SITE_PAGES.services.path]: servicesAt,
            [SITE_PAGES.services2.path]: servicesAt,
            [SITE_PAGES.articles.path]: articlesAt,
          };
          const urls: SitemapUrl[] = [
            ...indexablePages().map((p) => ({ path: p.path, lastmod: latest(builtAt, listed[p.path]) })),
            ...courseRows.map((row) => ({ path: paths.courseDetail.to(row.slug), lastmod: row.updatedAt })),
            ...serviceRows.map((row) => ({ path: paths.serviceDetail.to(row.id), lastmod: row.updatedAt })),
            ...articleRows.map((row) => ({ path: paths.articleDetail.to(row.slug), lastmod: row.updatedAt })),
          ];
          return sitemapXml(origin, urls);
        },
      ),

    /** Static per origin: nothing it says comes from the database. */
    robots: (origin: string) => app.publicCache.get(`robots:${origin}`, [], async () => robotsTxt(origin)),
  };
}

export type PageService = ReturnType<typeof createPageService>;
