import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SITE_PAGES } from '@curio/shared';
import { stubApi } from '#web-test/api-stub.ts';
import { findPageHeading, renderApp } from '#web-test/render-app.tsx';
import { paths } from '#web/lib/paths.ts';

/** The head the server writes into the page it sends (apps/api/src/modules/pages), for /course. */
const SERVER_HEAD = `
  <title data-head>Our Course · Curio</title>
  <meta data-head name="description" content="${SITE_PAGES.courses.description}" />
  <link data-head rel="canonical" href="https://curio.example/course" />
  <meta data-head property="og:title" content="Our Course · Curio" />
  <meta data-head property="og:url" content="https://curio.example/course" />
  <meta data-head name="twitter:card" content="summary" />
`;

const count = (selector: string) => document.head.querySelectorAll(selector).length;
const attribute = (selector: string, name: string) =>
  document.head.querySelector(selector)?.getAttribute(name);

describe('PageMeta and the head the server wrote', () => {
  it('replaces the server’s tags with its own, one of each, naming the server’s origin', async () => {
    document.head.innerHTML = SERVER_HEAD;
    stubApi();
    const { router } = renderApp(paths.courses);
    await findPageHeading('Our Course');
    await waitFor(() => expect(count('[data-head]')).toBe(0));
    expect(document.title).toBe('Our Course · Curio');
    expect(count('title')).toBe(1);
    expect(count('meta[name="description"]')).toBe(1);
    expect(count('link[rel="canonical"]')).toBe(1);
    expect(attribute('link[rel="canonical"]', 'href')).toBe('https://curio.example/course');
    expect(attribute('meta[property="og:url"]', 'content')).toBe('https://curio.example/course');
    expect(attribute('meta[name="twitter:card"]', 'content')).toBe('summary');

    // After a navigation the head is the new page's, still one tag of each kind.
    await router.navigate(paths.cart);
    await findPageHeading('Cart');
    await waitFor(() => expect(document.title).toBe('Cart · Curio'));
    expect(count('title')).toBe(1);
    expect(count('meta[name="description"]')).toBe(1);
    expect(attribute('meta[name="robots"]', 'content')).toBe('noindex');
    expect(count('link[rel="canonical"]')).toBe(0);
  });
});
