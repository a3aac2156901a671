import type { FastifyInstance } from 'fastify';
import { imagePreloadAttributes, type THeadElement, type TPageHead } from '@curio/shared';
import type { CachedBody, CachedEntry } from '#api/lib/response-cache.ts';
import { firstDataScript, type FirstData } from './first-data.ts';
import { renderHead } from './head-html.ts';
import { pageAssetTags, pageFiles } from './page-assets.ts';
import { renderRoot } from './server-render.ts';
import {
  AFTER_PAINT_ENTRY,
  fillTemplate,
  PAGE_TEMPLATE_TAG,
  scriptsAfterPaint,
  withRoot,
  type PageTemplate,
} from './template.ts';

/** What a page's head is built from, with the tags of the data it read. */
export interface PageSource {
  head: TPageHead;
  jsonLd?: unknown;
  tags?: readonly string[];
  /** The public API replies the page shows first, embedded for the SPA (ADR 012); their tags come along. */
  data?: FirstData[];
  /** The page's LCP image, preloaded with high priority from the head. */
  image?: { src: string; width: number };
}

/** One page to make (or find in the public cache). */
export interface PageOptions {
  origin: string;
  /** What names the page in its cache entry (`page:{origin}:{key}`): its path, or its kind and slug. */
  key: string;
  /** The route its page module is listed under (`PAGE_MODULES`): which chunks and stylesheets it needs. */
  route: string;
  /** The cache tags known before `load` runs; those of what it reads come with its source. */
  tags?: readonly string[];
  /** Runs only on a miss; may throw a 404 (never cached) or PageMoved. */
  load: () => Promise<PageSource>;
  /** The path the page is rendered at on the server (ADR 019); without it, it goes out with the shell. */
  renderAt?: string;
}

export interface PageEntriesOptions {
  app: FastifyInstance;
  currentTemplate: () => Promise<PageTemplate | undefined>;
  /** The site settings (bar, footer): every page carries them in its first data. */
  siteSettings: () => CachedEntry | Promise<CachedEntry>;
}

/**
 * Pages made from the built template: the head written in, the first data and the load hints added, and
 * `#root` rendered on the server when asked. Each is one public-cache entry, tagged with the template and
 * with what it was read from.
 */
export function createPageEntries({ app, currentTemplate, siteSettings }: PageEntriesOptions) {
  /** The page's cache entry; undefined while the SPA is not built. */
  return async function page({
    origin,
    key,
    route,
    tags = [],
    load,
    renderAt,
  }: PageOptions): Promise<CachedBody | undefined> {
    const template = await currentTemplate();
    if (!template) return undefined;
    const cacheKey = `page:${origin}:${key}${renderAt ? ':rendered' : ''}`;
    return app.publicCache.get(cacheKey, [PAGE_TEMPLATE_TAG, ...tags], async () => {
      const source = await load();
      const data: FirstData[] = [{ path: '/site', entry: await siteSettings() }, ...(source.data ?? [])];
      const extra: THeadElement[] = source.image
        ? [{ tag: 'link', attrs: imagePreloadAttributes(source.image.src, source.image.width) }]
        : [];
      // Only a page whose stylesheets are known is rendered on the server: it is painted with them.
      const files = pageFiles(template.manifest, route);
      const { renderPage } = template;
      const root =
        renderAt && files && renderPage
          ? await renderRoot({
              template: { ...template, renderPage },
              files,
              pathname: renderAt,
              data,
              log: app.log,
            })
          : undefined;
      const head = [
        renderHead(source.head, origin, source.jsonLd, extra),
        pageAssetTags(files, root?.styles),
      ].filter(Boolean);
      const html = root ? withRoot(template.html, root.html) : template.html;
      const body = fillTemplate(html, head.join('\n    '), firstDataScript(data));
      return {
        body: root ? scriptsAfterPaint(body, template.manifest[AFTER_PAINT_ENTRY]?.file) : body,
        tags: [...(source.tags ?? []), ...data.flatMap((item) => item.entry.tags)],
      };
    });
  };
}
