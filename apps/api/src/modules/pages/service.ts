import type { FastifyInstance } from 'fastify';
import {
  articleHead,
  COURSE_CARD_IMAGE,
  COURSE_PAGE_IMAGE,
  courseHead,
  courseJsonLd,
  imagePreloadAttributes,
  PAGE_HEADS,
  paths,
  serviceHead,
  SITE_PAGES,
  type TCategory,
  type TCourse,
  type TCourseCard,
  type THeadElement,
  type TPageHead,
  type TRenderPage,
} from '@curio/shared';
import { HttpError } from '#api/lib/http-errors.ts';
import type { CachedBody, CachedEntry } from '#api/lib/response-cache.ts';
import { spaIndexPath } from '#api/plugins/static.ts';
import { createCategoryPublicReads, createCategoryService } from '#api/modules/category/index.ts';
import { CONTENT_TAGS, createContentService } from '#api/modules/content/index.ts';
import {
  COURSE_CACHE_TAGS,
  createCoursePublicReads,
  createCourseService,
} from '#api/modules/course/index.ts';
import { createSitePublicReads } from '#api/modules/site/index.ts';
import { firstDataScript, type FirstData } from './first-data.ts';
import { renderHead } from './head-html.ts';
import { pageAssetTags, pageFiles, readStyles, type PageFiles } from './page-assets.ts';
import { createSitemapRepository } from './repository.ts';
import type { TPageRoute } from './resolve.ts';
import { indexablePages, latest, robotsTxt, sitemapXml, type SitemapUrl } from './sitemap.ts';
import {
  createTemplateSource,
  fillTemplate,
  PAGE_TEMPLATE_TAG,
  lowPriorityScripts,
  withRoot,
  type PageTemplate,
} from './template.ts';

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
  /** The public API replies the page shows first, embedded for the SPA (ADR 012); their tags come along. */
  data?: FirstData[];
  /** The page's LCP image, preloaded with high priority from the head. */
  image?: { src: string; width: number };
}

/** The `data` of an entry's envelope: what the page's head and preload are made from. */
const dataOf = <T>(entry: CachedEntry) => (JSON.parse(entry.body) as { data: T }).data;

/** The image `/course` shows first: the first course card of the first category tab (its carousel). */
function firstCardImage(categories: CachedEntry, catalogue: CachedEntry): string | undefined {
  const [first] = dataOf<TCategory[]>(categories);
  const card = dataOf<TCourseCard[]>(catalogue).find((course) => course.category._id === first?._id);
  return card?.images[0];
}

/**
 * The pages the server sends (docs/decisions/008-server-rendered-head.md): the SPA's
 * index.html with each route's head written in, the sitemap and robots.txt. Each is one public-cache entry
 * per origin, compressed once, tagged with what it was read from, so the writes that change a course, a
 * service or an article drop exactly the pages and the sitemap that show it.
 */
export function createPageService(app: FastifyInstance) {
  const courses = createCourseService(app);
  const courseReads = createCoursePublicReads(app, courses);
  const categoryReads = createCategoryPublicReads(app, createCategoryService(app));
  const siteReads = createSitePublicReads(app);
  const content = createContentService(app);
  const sitemapRows = createSitemapRepository(app.db);
  const currentTemplate = createTemplateSource(
    spaIndexPath(app.config.webDist),
    () => app.publicCache.invalidate(PAGE_TEMPLATE_TAG),
    (err) =>
      app.log.error({ err }, 'the server render of the build cannot be loaded: pages go out with the shell'),
  );

  /**
   * The page at `pathname` as the app renders it for a visitor (ADR 019), from the page's first data: `#root`'s
   * HTML and the text of the page's stylesheets, which it is painted with. Undefined (the shell is sent) when
   * the render or a stylesheet fails, which is logged: a page is never lost to it.
   */
  async function renderRoot(
    template: PageTemplate & { renderPage: TRenderPage },
    files: PageFiles,
    pathname: string,
    data: readonly FirstData[],
  ) {
    try {
      const replies = Object.fromEntries(
        data.map((item) => [item.path, JSON.parse(item.entry.body) as { data?: unknown }]),
      );
      const [html, styles] = await Promise.all([
        template.renderPage(pathname, replies),
        readStyles(template.dir, files),
      ]);
      return html === undefined ? undefined : { html, styles };
    } catch (err) {
      app.log.warn({ err, pathname }, 'the server render of a page failed: it is sent with the shell');
      return undefined;
    }
  }

  /**
   * A page from the template; `load` runs only on a miss and may throw 404 (never cached) or PageMoved. Every
   * page carries the site settings (bar, footer) in its first data; `route` names its page module. With
   * `rendered`, the path the page is rendered at on the server (ADR 019); without it, the shell.
   */
  async function page(
    origin: string,
    key: string,
    route: string,
    tags: readonly string[],
    load: () => Promise<PageSource>,
    rendered?: string,
  ) {
    const template = await currentTemplate();
    if (!template) return undefined;
    const cacheKey = `page:${origin}:${key}${rendered ? ':rendered' : ''}`;
    return app.publicCache.get(cacheKey, [PAGE_TEMPLATE_TAG, ...tags], async () => {
      const source = await load();
      const data: FirstData[] = [
        { path: '/site', entry: await siteReads.settings() },
        ...(source.data ?? []),
      ];
      const extra: THeadElement[] = source.image
        ? [{ tag: 'link', attrs: imagePreloadAttributes(source.image.src, source.image.width) }]
        : [];
      // Only a page whose stylesheets are known is rendered on the server: it is painted with them.
      const files = pageFiles(template.manifest, route);
      const { renderPage } = template;
      const root =
        rendered && files && renderPage
          ? await renderRoot({ ...template, renderPage }, files, rendered, data)
          : undefined;
      const head = [
        renderHead(source.head, origin, source.jsonLd, extra),
        pageAssetTags(files, root?.styles),
      ].filter(Boolean);
      const html = root ? withRoot(template.html, root.html) : template.html;
      const body = fillTemplate(html, head.join('\n    '), firstDataScript(data));
      return {
        body: root ? lowPriorityScripts(body) : body,
        tags: [...(source.tags ?? []), ...data.flatMap((item) => item.entry.tags)],
      };
    });
  }

  /** What a fixed page shows first: `/` its featured courses, `/course` the catalogue's tabs and cards. */
  async function fixedPageSource(page: TPageHead & { path: string }): Promise<PageSource> {
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

  const fixed = (origin: string, key: string, head: TPageHead) =>
    page(origin, key, key, [], async () => ({ head }));

  /**
   * `serverRender`: the public pages are rendered on the server for a request without a query string (one
   * that may change what the page shows, such as a search, gets the shell); a learner's own pages never are.
   */
  async function found(
    route: TPageRoute,
    origin: string,
    serverRender: boolean,
  ): Promise<CachedBody | undefined> {
    const at = (pathname: string) => (serverRender ? pathname : undefined);
    switch (route.kind) {
      case 'site': {
        const site = route.page;
        const rendered = site.noIndex ? undefined : at(site.path);
        return page(origin, site.path, site.path, [], () => fixedPageSource(site), rendered);
      }
      case 'console':
        return fixed(origin, 'console', PAGE_HEADS.console);
      case 'course':
        return page(
          origin,
          `course:${route.slug}`,
          paths.courseDetail.pattern,
          [
            COURSE_CACHE_TAGS.courses,
            COURSE_CACHE_TAGS.categories,
            COURSE_CACHE_TAGS.courseBySlug(route.slug),
          ],
          async () => {
            const entry = await courseReads.courseBySlug(route.slug);
            const course = dataOf<TCourse>(entry);
            if (course.slug !== route.slug) throw new PageMoved(paths.courseDetail.to(course.slug));
            const [image] = course.images;
            return {
              head: courseHead(course),
              jsonLd: courseJsonLd(course, origin),
              tags: [COURSE_CACHE_TAGS.coursePage(course._id)],
              // The SPA asks for its course as /course/slug/<encoded slug>.
              data: [{ path: `/course/slug/${encodeURIComponent(route.slug)}`, entry }],
              image: image ? { src: image, width: COURSE_PAGE_IMAGE.width } : undefined,
            };
          },
          at(paths.courseDetail.to(route.slug)),
        );
      case 'service':
        return page(
          origin,
          `service:${route.id}`,
          paths.serviceDetail.pattern,
          [CONTENT_TAGS.services, CONTENT_TAGS.service(route.id)],
          async () => ({ head: serviceHead(await content.service(route.id)) }),
          at(paths.serviceDetail.to(route.id)),
        );
      case 'article':
        return page(
          origin,
          `article:${route.slug}`,
          paths.articleDetail.pattern,
          [CONTENT_TAGS.articles],
          async () => {
            const article = await content.article(route.slug);
            if (article.slug !== route.slug) throw new PageMoved(paths.articleDetail.to(article.slug));
            return { head: articleHead(article) };
          },
          at(paths.articleDetail.to(route.slug)),
        );
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
     * article's old slug. A found public page is rendered on the server unless `serverRender` is false.
     */
    async render(route: TPageRoute, origin: string, serverRender = true): Promise<RenderedPage | undefined> {
      try {
        const entry = await found(route, origin, serverRender);
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
