import { describe, expect, it } from 'vitest';
import { headElements } from './head-elements.ts';
import { findSitePage, SITE_PAGES, sitePages } from './page-heads.ts';
import { paths } from './paths.ts';

/** Every fixed address of the SPA (paths.ts), the console's aside: the server answers only these with 200. */
const fixedPaths = Object.entries(paths)
  .filter(([key, value]) => key !== 'admin' && typeof value === 'string')
  .map(([, value]) => value as string);

describe('SITE_PAGES', () => {
  it.each(fixedPaths)('gives %s a head', (path) => {
    const page = findSitePage(path);
    expect(page, path).toBeDefined();
    expect(page?.title).not.toBe('');
    expect(page?.description).not.toBe('');
  });

  it('names each page by its own path, and each address once', () => {
    const addresses = sitePages().flatMap((page) => [page.path, ...(page.aliases ?? [])]);
    expect(new Set(addresses).size).toBe(addresses.length);
    for (const page of sitePages()) expect(page.canonical).toBe(page.path);
    expect(findSitePage(paths.whoWeBe)).toBe(SITE_PAGES.home);
  });

  it('matches as React Router does: any case, a trailing slash, escaped characters', () => {
    expect(findSitePage('/whowebe/')).toBe(SITE_PAGES.home);
    expect(findSitePage('/terms%26condition')).toBe(SITE_PAGES.terms);
    expect(findSitePage('/no-such-page')).toBeUndefined();
    expect(findSitePage('/%E0%A4%A')).toBeUndefined();
  });
});

describe('headElements', () => {
  const origin = 'https://curio.example';

  it('makes absolute URLs and picks the large card when there is an image', () => {
    const tags = headElements(
      { title: 'T', description: 'D', canonical: '/course', image: '/images/a.svg' },
      origin,
    );
    expect(tags[0]).toEqual({ tag: 'title', text: 'T · Curio' });
    expect(tags).toContainEqual({ tag: 'link', attrs: { rel: 'canonical', href: `${origin}/course` } });
    expect(tags).toContainEqual({
      tag: 'meta',
      attrs: { property: 'og:image', content: `${origin}/images/a.svg` },
    });
    expect(tags).toContainEqual({
      tag: 'meta',
      attrs: { name: 'twitter:card', content: 'summary_large_image' },
    });
  });

  it('gives a noindex page no canonical or og:url', () => {
    const tags = headElements({ ...SITE_PAGES.cart }, origin);
    expect(tags).toContainEqual({ tag: 'meta', attrs: { name: 'robots', content: 'noindex' } });
    expect(tags.some((t) => t.tag === 'link')).toBe(false);
    expect(tags.some((t) => t.tag === 'meta' && t.attrs.property === 'og:url')).toBe(false);
  });
});
