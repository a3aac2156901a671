import type { FastifyInstance } from 'fastify';
import { HttpError } from '#api/lib/http-errors.ts';
import type { CachedBody } from '#api/lib/response-cache.ts';
import { spaIndexPath } from '#api/plugins/static.ts';
import { createSitePublicReads } from '#api/modules/site/index.ts';
import { createPageEntries } from './page-entry.ts';
import { createPageSources, fixedPage, notFoundHead } from './page-sources.ts';
import type { TPageRoute } from './resolve.ts';
import { createCrawlerFiles } from './sitemap.ts';
import { createTemplateSource, PAGE_TEMPLATE_TAG } from './template.ts';

export { PageMoved } from './page-sources.ts';

export interface RenderedPage {
  entry: CachedBody;
  status: 200 | 404;
}

/**
 * The pages the server sends (docs/decisions/008-server-rendered-head.md): the SPA's index.html with each
 * route's head written in (`page-entry.ts`, from what `page-sources.ts` says each route shows), the sitemap
 * and robots.txt (`sitemap.ts`). Each is one public-cache entry per origin, compressed once, tagged with what
 * it was read from, so the writes that change a course, a service or an article drop exactly the pages and
 * the sitemap that show it.
 */
export function createPageService(app: FastifyInstance) {
  const siteReads = createSitePublicReads(app);
  const currentTemplate = createTemplateSource(
    spaIndexPath(app.config.webDist),
    () => app.publicCache.invalidate(PAGE_TEMPLATE_TAG),
    (err) =>
      app.log.error({ err }, 'the server render of the build cannot be loaded: pages go out with the shell'),
  );
  const page = createPageEntries({ app, currentTemplate, siteSettings: siteReads.settings });
  const pageOf = createPageSources(app);

  return {
    /**
     * The page at a path: 200 with its head, or 404 with the not-found head (an unknown path, course,
     * service or article); undefined when the SPA is not built. Throws PageMoved for a course's or an
     * article's old slug. A found public page is rendered on the server unless `serverRender` is false:
     * a request with a query string (which may change what the page shows, such as a search) gets the shell,
     * and a learner's own pages never are rendered.
     */
    async render(route: TPageRoute, origin: string, serverRender = true): Promise<RenderedPage | undefined> {
      try {
        const options = pageOf(route, origin);
        const entry = options && (await page(serverRender ? options : { ...options, renderAt: undefined }));
        if (entry) return { entry, status: 200 };
      } catch (err) {
        if (!(err instanceof HttpError && err.statusCode === 404)) throw err;
      }
      const head = notFoundHead(route);
      const entry = await page(fixedPage(origin, `not-found:${head.title}`, head));
      return entry && { entry, status: 404 };
    },

    ...createCrawlerFiles({
      app,
      builtAt: () => currentTemplate().then((template) => template?.builtAt),
    }),
  };
}

export type PageService = ReturnType<typeof createPageService>;
