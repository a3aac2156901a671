/** The product name used before the site settings arrive (titles, the logo, link previews). */
export const BRAND_NAME = 'Curio';

export const pageTitle = (page: string) => `${page} · ${BRAND_NAME}`;

/**
 * What a page says about itself in <head>. The server writes it into the HTML it sends
 * (apps/api/src/modules/pages) and the SPA's PageMeta renders the same tags from the same values, so a link
 * preview that runs no JavaScript and a browser that does read the same head.
 */
export type TPageHead = {
  /** The page's own name; the tab reads "<title> · Curio". */
  title: string;
  description: string;
  /** For pages that should stay out of search results (a learner's own pages, the console, 404s). */
  noIndex?: boolean;
  /** A site-relative or absolute image URL for link previews (og:image, twitter:image). */
  image?: string;
  /** The page's own path (site-relative), for <link rel="canonical"> and og:url. */
  canonical?: string;
  /** og:type: 'website' unless the page is one article. */
  type?: 'website' | 'article';
};

/** One tag of <head>: the server prints it, PageMeta renders it. */
export type THeadElement =
  { tag: 'title'; text: string } | { tag: 'meta' | 'link'; attrs: Readonly<Record<string, string>> };

/**
 * The head of a page as a list of tags: title, description, robots, canonical, Open Graph and Twitter
 * card. `origin` (e.g. "https://curio.example") makes the URLs absolute, as crawlers and previews need.
 */
export function headElements(head: TPageHead, origin: string): THeadElement[] {
  const title = pageTitle(head.title);
  const absolute = (url: string) => new URL(url, origin).href;
  const url = head.canonical && !head.noIndex ? absolute(head.canonical) : undefined;
  const image = head.image ? absolute(head.image) : undefined;
  const meta = (key: 'name' | 'property', value: string, content: string): THeadElement => ({
    tag: 'meta',
    attrs: { [key]: value, content },
  });
  return [
    { tag: 'title', text: title },
    meta('name', 'description', head.description),
    ...(head.noIndex ? [meta('name', 'robots', 'noindex')] : []),
    ...(url ? [{ tag: 'link', attrs: { rel: 'canonical', href: url } } as const] : []),
    meta('property', 'og:site_name', BRAND_NAME),
    meta('property', 'og:type', head.type ?? 'website'),
    meta('property', 'og:title', title),
    meta('property', 'og:description', head.description),
    ...(url ? [meta('property', 'og:url', url)] : []),
    ...(image ? [meta('property', 'og:image', image)] : []),
    meta('name', 'twitter:card', image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', title),
    meta('name', 'twitter:description', head.description),
    ...(image ? [meta('name', 'twitter:image', image)] : []),
  ];
}
