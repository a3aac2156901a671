import type { FastifyInstance } from 'fastify';
import { paths, SITE_PAGES, sitePages, type TSitePage } from '@curio/shared';
import { escapeHtml } from '#api/lib/escape-html.ts';
import { CONTENT_TAGS } from '#api/modules/content/index.ts';
import { COURSE_CACHE_TAGS } from '#api/modules/course/index.ts';
import { createSitemapRepository } from './repository.ts';
import { PAGE_TEMPLATE_TAG } from './template.ts';

export interface SitemapUrl {
  /** Site-relative path. */
  path: string;
  lastmod?: Date;
}

/** The latest of some dates (undefined ones left out). */
export const latest = (...dates: (Date | undefined)[]): Date | undefined =>
  dates.reduce<Date | undefined>((a, b) => (!a || (b && b > a) ? b : a), undefined);

/** Pages of SITE_PAGES a crawler may index: each once, by its own path (not its aliases). */
export const indexablePages = (): TSitePage[] => sitePages().filter((page) => !page.noIndex);

/** sitemaps.org 0.9; every URL absolute and XML-escaped. */
export function sitemapXml(origin: string, urls: readonly SitemapUrl[]): string {
  const entries = urls.map(({ path, lastmod }) => {
    const loc = `<loc>${escapeHtml(new URL(path, origin).href)}</loc>`;
    return `  <url>${loc}${lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : ''}</url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
${entries.join('\n')}
</urlset>
`;
}

/**
 * robots.txt: the learner's own pages (SITE_PAGES marked noindex, the lessons under /learn/) and the console
 * stay out of crawlers' way; the sitemap is named. Login and sign-up stay crawlable: they are public pages.
 */
export function robotsTxt(origin: string): string {
  const disallowed = [
    ...sitePages()
      .filter((page) => page.noIndex)
      .map((page) => page.path),
    paths.admin.root,
    paths.coursePreview.pattern.replace('/:id', '/'),
    paths.learn.course.pattern.replace(':slug', ''),
  ];
  return `User-agent: *
${disallowed.map((path) => `Disallow: ${path}`).join('\n')}

Sitemap: ${new URL('/sitemap.xml', origin).href}
`;
}

export interface CrawlerFilesOptions {
  app: FastifyInstance;
  /** When the SPA was built: the lastmod of every page whose content is the build's own. */
  builtAt: () => Promise<Date | undefined>;
}

/** /sitemap.xml and /robots.txt, each one public-cache entry per origin. */
export function createCrawlerFiles({ app, builtAt }: CrawlerFilesOptions) {
  const rows = createSitemapRepository(app.db);
  return {
    /** Every indexable page, published course, service and article, each with when it last changed. */
    sitemap: (origin: string) =>
      app.publicCache.get(
        `sitemap:${origin}`,
        [PAGE_TEMPLATE_TAG, COURSE_CACHE_TAGS.courses, CONTENT_TAGS.services, CONTENT_TAGS.articles],
        async () => {
          const [built, courseRows, serviceRows, articleRows] = await Promise.all([
            builtAt(),
            rows.courses(),
            rows.services(),
            rows.articles(),
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
            ...indexablePages().map((p) => ({ path: p.path, lastmod: latest(built, listed[p.path]) })),
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
