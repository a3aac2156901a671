import { describe, expect, it } from 'vitest';
import { findSitePage } from '../page-heads.ts';
import { CONTENT_TYPE_DEFINITIONS, CONTENT_TYPES } from './index.ts';

describe('the public pages each content type feeds (the console links to them)', () => {
  it.each(CONTENT_TYPES)('%s names pages the site has', (type) => {
    const { sitePages } = CONTENT_TYPE_DEFINITIONS[type];
    for (const path of sitePages) expect(findSitePage(path), path).toBeDefined();
  });

  it('gives a page of its own to each service (by id) and article (by slug), and to no other item', () => {
    const itemPages = Object.fromEntries(
      CONTENT_TYPES.flatMap((type) => {
        const page = CONTENT_TYPE_DEFINITIONS[type].itemPage;
        return page ? [[type, page.to(page.key === 'slug' ? 'a-slug' : 'an-id')]] : [];
      }),
    );
    expect(itemPages).toEqual({ services: '/service/an-id', articles: '/dive-our/a-slug' });
  });
});
