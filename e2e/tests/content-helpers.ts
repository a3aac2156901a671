import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';

/**
 * Helpers of the content-page specs. The pages show the seeded demo content; the specs read the same
 * content from the public API first, so they check what the page shows against what the server holds.
 */

/** GET a public content list (or object) from the API's envelope. */
export async function apiData<T>(request: APIRequestContext, path: string): Promise<T> {
  const reply = await request.get(`/api${path}`);
  expect(reply.status(), `${path}: ${await reply.text()}`).toBe(200);
  const body = (await reply.json()) as { data: T };
  return body.data;
}

/** The plain text a browser makes of a piece of stored HTML (for rich-text pages). */
export function textOf(page: Page, html: string): Promise<string> {
  return page.evaluate(
    (markup) => (new DOMParser().parseFromString(markup, 'text/html').body.textContent ?? '').trim(),
    html,
  );
}

export async function box(locator: Locator) {
  const b = await locator.boundingBox();
  expect(b, 'the element has a box on screen').not.toBeNull();
  // Checked just above: boundingBox() is null only for an element that is not rendered.
  return b as NonNullable<typeof b>;
}

/**
 * No outbound network in tests (and none on this machine): the gallery's platform frames are answered by a
 * small local page, so the test sees the frame load without reaching Facebook or YouTube.
 */
export async function stubEmbedHosts(page: Page) {
  await page.route(
    /^https:\/\/(www\.facebook\.com|platform\.twitter\.com|twitframe\.com|www\.youtube\.com|www\.youtube-nocookie\.com|www\.linkedin\.com|www\.instagram\.com)\//,
    (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: '<!doctype html><title>embed</title><p>Embedded post</p>',
      }),
  );
}
