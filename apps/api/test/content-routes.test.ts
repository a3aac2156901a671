import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { seedContent } from '@curio/db';
import {
  ARTICLE_CATEGORIES,
  CONTENT_MESSAGES,
  envelope,
  GALLERY_PLATFORMS,
  EMBED_HOSTS,
  MESSAGES,
  ZArticle,
  ZArticleDetail,
  ZAward,
  ZCommunityPost,
  ZErrorEnvelope,
  ZFaq,
  ZGalleryItem,
  ZJob,
  ZMediaItem,
  ZPartner,
  ZService,
  ZSlideItem,
  ZTeamMember,
  ZTestimonial,
  ZWebsitePolicy,
} from '@curio/shared';
import { contentSeedHooks } from '#api/modules/content/seed-hooks.ts';
import { createTestApp } from './helpers/app.ts';
import { resetDatabase, testDatabase } from './helpers/database.ts';

/** The exact contract: `.strict()` fails on any field the contract does not name. */
const listOf = (item: z.ZodObject) => envelope(z.array(item.strict())).strict();

/** Every list route, its contract and the least the demo seed must put in it. */
const LISTS = [
  ['/api/team', ZTeamMember, 5],
  ['/api/partner', ZPartner, 28],
  ['/api/service', ZService, 6],
  ['/api/lateralHiring', ZSlideItem, 5],
  ['/api/lms', ZSlideItem, 6],
  ['/api/faq', ZFaq, 10],
  ['/api/community', ZCommunityPost, 6],
  ['/api/ourMedia', ZMediaItem, 6],
  ['/api/communityGallery', ZGalleryItem, 3],
  ['/api/workWithCurio', ZJob, 5],
  ['/api/communityAwards', ZAward, 7],
  ['/api/testimonials', ZTestimonial, 6],
  ['/api/article', ZArticle, 9],
] as const;

describe('public content routes with the demo seed', () => {
  let app: FastifyInstance;
  const get = (url: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url, headers });

  beforeAll(async () => {
    await resetDatabase();
    await seedContent((await testDatabase()).db, contentSeedHooks);
    app = await createTestApp();
  });
  beforeEach(() => app.publicCache.clear());
  afterAll(() => app.close());

  it.each(LISTS)('GET %s answers the seeded list in its exact contract shape', async (url, item, least) => {
    const res = await get(url);
    expect(res.statusCode).toBe(200);
    const body = listOf(item).parse(res.json());
    expect(body).toMatchObject({ statusCode: 200, message: MESSAGES.api.ok });
    expect(body.data.length).toBeGreaterThanOrEqual(least);
    expect(new Set(body.data.map((row) => row._id)).size).toBe(body.data.length);
  });

  it('answers the website policy as two sanitized rich-text documents', async () => {
    const res = await get('/api/websitepolicy');
    expect(res.statusCode).toBe(200);
    const { data } = envelope(ZWebsitePolicy.strict()).parse(res.json());
    expect(data.privacyPolicy).toContain('<h2>');
    expect(data.termsAndConditions).toContain('<h2>');
    expect(`${data.privacyPolicy}${data.termsAndConditions}`).not.toMatch(/<script|on\w+=|javascript:/i);
  });

  it('lists an odd number of awards, so the middle one can be centred', async () => {
    const { data } = (await get('/api/communityAwards')).json();
    expect(data.length % 2).toBe(1);
  });

  it('answers one service by id, and the same 404 for an unknown or malformed id', async () => {
    const { data: services } = (await get('/api/service')).json();
    const first = services[0];
    const one = await get(`/api/service/${first._id}`);
    expect(one.statusCode).toBe(200);
    expect(envelope(ZService.strict()).parse(one.json()).data).toEqual(first);

    for (const id of ['3f1c2b9e-8d7a-4c6b-9e5f-1a2b3c4d5e6f', 'not-a-uuid', '42']) {
      const missing = await get(`/api/service/${id}`);
      expect(missing.statusCode).toBe(404);
      expect(ZErrorEnvelope.parse(missing.json())).toEqual({
        statusCode: 404,
        message: CONTENT_MESSAGES.serviceNotFound,
        data: null,
      });
    }
  });

  it('filters articles by each category, newest first, and all categories without one', async () => {
    const all = (await get('/api/article')).json().data as z.infer<typeof ZArticle>[];
    let total = 0;
    for (const category of ARTICLE_CATEGORIES) {
      const res = await get(`/api/article?category=${category}`);
      expect(res.statusCode).toBe(200);
      const { data } = listOf(ZArticle).parse(res.json());
      expect(data.length).toBeGreaterThanOrEqual(2);
      expect(data.every((a) => a.category === category)).toBe(true);
      expect(data).toEqual(all.filter((a) => a.category === category));
      total += data.length;
    }
    expect(total).toBe(all.length);
    const dates = all.map((a) => Date.parse(a.createdAt));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
  });

  it('answers every seeded article in full at its own slug: paragraphs, a list somewhere, no script', async () => {
    const all = listOf(ZArticle).parse((await get('/api/article')).json()).data;
    const bodies: string[] = [];
    for (const article of all) {
      const res = await get(`/api/article/slug/${article.slug}`);
      expect(res.statusCode).toBe(200);
      const { data } = envelope(ZArticleDetail.strict()).parse(res.json());
      expect(data).toMatchObject(article);
      expect(data.body).toContain('<p>');
      expect(data.body).not.toMatch(/<script|on\w+=|javascript:/i);
      bodies.push(data.body);
    }
    expect(new Set(all.map((a) => a.slug)).size).toBe(all.length);
    expect(bodies.filter((body) => /<(ul|ol)>/.test(body)).length).toBeGreaterThanOrEqual(3);
  });

  it('refuses an unknown article category with 400 and the field named', async () => {
    for (const category of ['Blog', 'newsletter', '']) {
      const res = await get(`/api/article?category=${category}`);
      expect(res.statusCode).toBe(400);
      expect(ZErrorEnvelope.parse(res.json()).errors?.[0]?.field).toBe('category');
    }
  });

  it('filters the gallery by platform, leaves at least one platform empty, refuses an unknown one', async () => {
    const counts: Record<string, number> = {};
    for (const platform of GALLERY_PLATFORMS) {
      const res = await get(`/api/communityGallery?platform=${platform}`);
      expect(res.statusCode).toBe(200);
      const { data } = listOf(ZGalleryItem).parse(res.json());
      expect(data.every((g) => g.platform === platform)).toBe(true);
      counts[platform] = data.length;
    }
    expect(Object.values(counts).filter((n) => n === 0).length).toBeGreaterThanOrEqual(1);
    expect(Object.values(counts).filter((n) => n > 0).length).toBeGreaterThanOrEqual(3);
    expect((await get('/api/communityGallery?platform=myspace')).statusCode).toBe(400);
  });

  it('serves seeded embeds only as https iframes from the platform’s own hosts', async () => {
    const { data } = (await get('/api/communityGallery')).json() as { data: z.infer<typeof ZGalleryItem>[] };
    expect(data.length).toBeGreaterThan(0);
    for (const item of data) {
      expect(item.embedLink).toMatch(/^(<iframe [^>]*><\/iframe>)+$/);
      expect(item.embedLink).not.toMatch(/<script|<div|\son\w+=|javascript:/i);
      const sources = [...item.embedLink.matchAll(/\ssrc="([^"]+)"/g)].map((m) => new URL(m[1] ?? ''));
      expect(sources.length).toBeGreaterThan(0);
      for (const src of sources) {
        expect(src.protocol).toBe('https:');
        expect(EMBED_HOSTS[item.platform]).toContain(src.hostname);
      }
    }
  });

  it('answers 304 to a browser holding the current ETag, with public no-cache revalidation', async () => {
    const first = await get('/api/faq');
    expect(first.headers['cache-control']).toBe('public, no-cache');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[\w-]+"$/);

    const again = await get('/api/faq', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');

    const stale = await get('/api/faq', { 'if-none-match': '"stale"' });
    expect(stale.statusCode).toBe(200);
    expect(stale.json()).toEqual(first.json());
  });

  it('keeps one cache entry per article category, so a tab never gets another tab’s list', async () => {
    const news = await get('/api/article?category=Newsletter');
    const features = await get('/api/article?category=Features');
    expect(news.headers.etag).not.toBe(features.headers.etag);
    expect(news.json().data[0].category).toBe('Newsletter');
    expect(features.json().data[0].category).toBe('Features');
  });
});
