import { paths, sitePages, type TSitePage } from '@curio/shared';
import { escapeHtml } from '#api/lib/escape-html.ts';

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
 * robots.txt: the learner's own pages (SITE_PAGES marked noindex) and the console stay out of crawlers' way;
 * the sitemap is named. Login and sign-up stay crawlable: they are public pages.
 */
export function robotsTxt(origin: string): string {
  const disallowed = [
    ...sitePages()
      .filter((page) => page.noIndex)
      .map((page) => page.path),
    paths.admin.root,
    paths.coursePreview.pattern.replace('/:id', '/'),
  ];
  return `User-agent: *
${disallowed.map((path) => `Disallow: ${path}`).join('\n')}

Sitemap: ${new URL('/sitemap.xml', origin).href}
`;
}
