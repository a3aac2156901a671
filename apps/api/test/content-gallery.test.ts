import { count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { galleryItems } from '@curio/db';
import { CONTENT_MESSAGES, type TGalleryItem, type TGalleryPlatform } from '@curio/shared';
import { HttpError } from '#api/lib/http-errors.ts';
import { sanitizeGalleryEmbed } from '#api/modules/content/gallery-embed.ts';
import { createContentService } from '#api/modules/content/service.ts';
import { useTestApp } from './helpers/app.ts';
import { testDatabase } from './helpers/database.ts';

const YT = 'https://www.youtube-nocookie.com/embed/cUr1oTest01';

/** Hostile payloads that still carry one good iframe: the good part survives, nothing else does. */
const MIXED: [label: string, html: string][] = [
  ['a script beside the iframe', `<script>alert(1)</script><iframe src="${YT}"></iframe>`],
  [
    'a script from the platform itself',
    `<iframe src="${YT}"></iframe><script src="https://www.youtube.com/x.js"></script>`,
  ],
  ['an event handler on the iframe', `<iframe src="${YT}" onload="alert(1)" onerror="alert(2)"></iframe>`],
  ['an image with a handler', `<img src=x onerror="alert(1)"><iframe src="${YT}"></iframe>`],
  ['a javascript: link beside it', `<a href="javascript:alert(1)">click</a><iframe src="${YT}"></iframe>`],
  [
    'a foreign iframe beside it',
    `<iframe src="https://evil.example/embed"></iframe><iframe src="${YT}"></iframe>`,
  ],
  ['a srcdoc attribute', `<iframe src="${YT}" srcdoc="<script>alert(1)</script>"></iframe>`],
  ['fallback text inside the iframe', `<iframe src="${YT}"><b>Your browser</b> cannot show this</iframe>`],
];

/** Payloads with nothing safe in them: refused, never stored empty. */
const HOSTILE: [label: string, html: string, platform: TGalleryPlatform][] = [
  ['a bare script', '<script>alert(document.cookie)</script>', 'youtube'],
  ['an event handler on a foreign tag', '<svg onload="alert(1)"></svg>', 'facebook'],
  ['a javascript: iframe', '<iframe src="javascript:alert(1)"></iframe>', 'youtube'],
  ['a data: iframe', '<iframe src="data:text/html,<script>alert(1)</script>"></iframe>', 'twitter'],
  ['a foreign-host iframe', '<iframe src="https://evil.example/embed/a"></iframe>', 'linkedin'],
  ['a look-alike host', '<iframe src="https://www.youtube.com.evil.example/embed/a"></iframe>', 'youtube'],
  ["another platform's host", `<iframe src="${YT}"></iframe>`, 'instagram'],
  ['plain http', '<iframe src="http://www.youtube.com/embed/a"></iframe>', 'youtube'],
  ['a protocol-relative src', '<iframe src="//www.youtube.com/embed/a"></iframe>', 'youtube'],
  ['text only', 'Watch our video!', 'facebook'],
];

const isInert = (html: string) =>
  !/<script|\son\w+\s*=|javascript:|evil\.example|srcdoc|<img|<a\s/i.test(html);

describe('gallery embeds are sanitized on write', () => {
  const ctx = useTestApp();
  const service = () => createContentService(ctx.app);
  const listed = async (platform: TGalleryPlatform) =>
    (await ctx.app.inject({ method: 'GET', url: `/api/communityGallery?platform=${platform}` })).json()
      .data as TGalleryItem[];

  it.each(MIXED)(
    'keeps only the platform iframe from %s, in storage and in the reply',
    async (_label, html) => {
      const created = await service().createGalleryItem({
        platform: 'youtube',
        title: 'Talk',
        embedLink: html,
      });
      expect(isInert(created.embedLink)).toBe(true);
      // Frames only: no text, no other tag survives around or inside them.
      expect(created.embedLink).toMatch(/^<iframe [^>]*><\/iframe>$/);
      expect(created.embedLink).toContain(`src="${YT}"`);

      const [served] = await listed('youtube');
      expect(served?.embedLink).toBe(created.embedLink);
      const [row] = await (await testDatabase()).db.select().from(galleryItems);
      expect(row?.embedLink).toBe(created.embedLink);
    },
  );

  it.each(HOSTILE)(
    'refuses %s with a 400 naming embedLink, storing nothing',
    async (_label, html, platform) => {
      expect(sanitizeGalleryEmbed.bind(null, html, platform)).toThrow(HttpError);
      const attempt = service().createGalleryItem({ platform, title: 'Bad', embedLink: html });
      await expect(attempt).rejects.toMatchObject({
        statusCode: 400,
        message: CONTENT_MESSAGES.embedRejected,
        errors: [{ field: 'embedLink', message: CONTENT_MESSAGES.embedRejected }],
      });
      const [n] = await (await testDatabase()).db.select({ n: count() }).from(galleryItems);
      expect(n?.n).toBe(0);
      expect(await listed(platform)).toEqual([]);
    },
  );

  it('drops the cached gallery when an item is added, so visitors see it at once', async () => {
    expect(await listed('linkedin')).toEqual([]);
    const all = await ctx.app.inject({ method: 'GET', url: '/api/communityGallery' });
    await service().createGalleryItem({
      platform: 'linkedin',
      title: 'Post',
      embedLink: '<iframe src="https://www.linkedin.com/embed/feed/update/urn:li:share:1"></iframe>',
    });
    expect((await listed('linkedin')).map((g) => g.title)).toEqual(['Post']);
    const after = await ctx.app.inject({
      method: 'GET',
      url: '/api/communityGallery',
      headers: { 'if-none-match': String(all.headers.etag) },
    });
    expect(after.statusCode).toBe(200);
    expect(after.json().data).toHaveLength(1);
  });
});
