import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { z } from 'zod';
import { notFoundEnvelope } from '#api/plugins/errors.ts';
import { sendEntry } from '#api/plugins/cache.ts';
import { isFilePath } from '#api/plugins/static.ts';
import { requestOrigin } from './origin.ts';
import { resolvePage } from './resolve.ts';
import { createPageService, PageMoved } from './service.ts';

const tags = ['Site'];
/**
 * Pages are revalidated on every visit (their ETag makes that a 304), so a deploy or an edit shows at once.
 */
const PAGE_CACHE_CONTROL = 'no-cache';

/**
 * Every path that is not an API route or a file: the SPA's page with its head written in, a 404 page, or a
 * 301 from a course's or an article's old slug; plus /sitemap.xml and /robots.txt. Registered at the root
 * (fastify-plugin): the not-found handler is the whole site's.
 */
export const pageRoutes = fp(async (fastify: FastifyInstance) => {
  const pages = createPageService(fastify);

  /** A file for crawlers, made per origin by `load` and served from the public cache. */
  const crawlerFile = (url: string, summary: string, type: string, load: typeof pages.robots) =>
    fastify.get(url, {
      schema: { tags, summary, response: { 200: z.string() } },
      handler: async (request, reply) =>
        sendEntry(request, reply, await load(requestOrigin(request)), { type }),
    });

  crawlerFile(
    '/sitemap.xml',
    'Every public page, published course, service and article, with lastmod',
    'application/xml; charset=utf-8',
    pages.sitemap,
  );
  crawlerFile(
    '/robots.txt',
    'Crawler rules: the sitemap, and no learner or console pages',
    'text/plain; charset=utf-8',
    pages.robots,
  );

  async function sendPage(request: FastifyRequest, reply: FastifyReply, pathname: string) {
    const route = resolvePage(pathname);
    try {
      // A query string may change what the page shows (a search, a preselected service): such a request gets
      // the shell and the app renders the page, rather than a server render of the page without it.
      const page = await pages.render(route, requestOrigin(request), request.url === pathname);
      if (!page) return undefined;
      return sendEntry(request, reply, page.entry, {
        type: 'text/html; charset=utf-8',
        cacheControl: PAGE_CACHE_CONTROL,
        status: page.status,
      });
    } catch (err) {
      if (!(err instanceof PageMoved)) throw err;
      const query = request.url.slice(pathname.length);
      return reply.header('cache-control', PAGE_CACHE_CONTROL).redirect(`${err.location}${query}`, 301);
    }
  }

  fastify.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? request.url;
    const isApi = pathname === '/api' || pathname.startsWith('/api/');
    const wantsPage = request.method === 'GET' || request.method === 'HEAD';
    // A missing file (an old chunk name, an upload) must be a 404: HTML in its place breaks the page.
    if (!isApi && !isFilePath(pathname) && wantsPage) {
      // A reply is thenable: awaiting it resolves to nothing, so ask the reply whether the page went out.
      await sendPage(request, reply, pathname);
      if (reply.sent) return reply;
    }
    return reply.code(404).send(notFoundEnvelope(request.method, request.url));
  });
});
