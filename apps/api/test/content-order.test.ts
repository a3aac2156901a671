import { describe, expect, it } from 'vitest';
import {
  articles,
  awards,
  communityPosts,
  faqs,
  galleryItems,
  jobs,
  mediaItems,
  partners,
  services,
  siteSettings,
  slideItems,
  teamMembers,
  testimonials,
  WEBSITE_POLICY_KEY,
} from '@curio/db';
import { MESSAGES } from '@curio/shared';
import { testDatabase } from './helpers/database.ts';
import { useTestApp } from './helpers/app.ts';

/**
 * List order is the operator's explicit sort order (or newest first for dated publications), never the
 * order rows happened to be inserted in: each case inserts out of order on purpose.
 */
describe('content list order', () => {
  const ctx = useTestApp();
  const db = async () => (await testDatabase()).db;
  const names = async (url: string, field: string) =>
    ((await ctx.app.inject({ method: 'GET', url })).json().data as Record<string, unknown>[]).map(
      (row) => row[field],
    );
  const day = (d: number) => new Date(Date.UTC(2026, 0, d));

  it('orders the operator-sorted lists by sort order, whatever the insertion order', async () => {
    const d = await db();
    await d.insert(teamMembers).values([
      { name: 'Third', role: 'r', bio: 'b', image: '/i.svg', sortOrder: 30 },
      { name: 'First', role: 'r', bio: 'b', image: '/i.svg', sortOrder: 10 },
      { name: 'Second', role: 'r', bio: 'b', image: '/i.svg', sortOrder: 20 },
    ]);
    await d.insert(partners).values([
      { name: 'B', logo: '/b.svg', description: 'd', sortOrder: 2 },
      { name: 'A', logo: '/a.svg', description: 'd', sortOrder: 1 },
    ]);
    await d.insert(services).values([
      { title: 'Two', image: '/i', shortDescription: 's', description: 'd', sortOrder: 2 },
      { title: 'One', image: '/i', shortDescription: 's', description: 'd', sortOrder: 1 },
    ]);
    await d.insert(faqs).values([
      { question: 'Q2', answer: 'a', sortOrder: 2 },
      { question: 'Q1', answer: 'a', sortOrder: 1 },
    ]);
    await d.insert(jobs).values([
      { title: 'J2', description: 'd', jobType: 't', jobLocation: 'l', salary: '1', sortOrder: 2 },
      { title: 'J1', description: 'd', jobType: 't', jobLocation: 'l', salary: '1', sortOrder: 1 },
    ]);
    await d.insert(awards).values([
      { awardName: 'A2', year: 2020, place: 'p', image: '/i', sortOrder: 2 },
      { awardName: 'A1', year: 2024, place: 'p', image: '/i', sortOrder: 1 },
    ]);
    await d.insert(testimonials).values([
      { name: 'T2', designation: 'd', message: 'm', image: '/i', sortOrder: 2 },
      { name: 'T1', designation: 'd', message: 'm', image: '/i', sortOrder: 1 },
    ]);
    await d.insert(slideItems).values([
      { kind: 'lms', title: 'L2', image: '/i', description: 'd', sortOrder: 2 },
      { kind: 'lateralHiring', title: 'H1', image: '/i', description: 'd', sortOrder: 1 },
      { kind: 'lms', title: 'L1', image: '/i', description: 'd', sortOrder: 1 },
    ]);

    expect(await names('/api/team', 'name')).toEqual(['First', 'Second', 'Third']);
    expect(await names('/api/partner', 'name')).toEqual(['A', 'B']);
    expect(await names('/api/service', 'title')).toEqual(['One', 'Two']);
    expect(await names('/api/faq', 'question')).toEqual(['Q1', 'Q2']);
    expect(await names('/api/workWithCurio', 'title')).toEqual(['J1', 'J2']);
    expect(await names('/api/communityAwards', 'awardName')).toEqual(['A1', 'A2']);
    expect(await names('/api/testimonials', 'name')).toEqual(['T1', 'T2']);
    // One table, two sliders: each route sees only its own kind.
    expect(await names('/api/lms', 'title')).toEqual(['L1', 'L2']);
    expect(await names('/api/lateralHiring', 'title')).toEqual(['H1']);
  });

  it('orders articles, media and community posts newest first', async () => {
    const d = await db();
    await d.insert(articles).values([
      {
        title: 'Middle',
        slug: 'middle',
        body: 'b',
        image: '/i',
        category: 'Features',
        summary: 's',
        createdAt: day(5),
      },
      {
        title: 'Newest',
        slug: 'newest',
        body: 'b',
        image: '/i',
        category: 'Newsletter',
        summary: 's',
        createdAt: day(9),
      },
      {
        title: 'Oldest',
        slug: 'oldest',
        body: 'b',
        image: '/i',
        category: 'Features',
        summary: 's',
        createdAt: day(1),
      },
    ]);
    await d.insert(mediaItems).values([
      { title: 'Old', image: '/i', source: 's', summary: 's', createdAt: day(1) },
      { title: 'New', image: '/i', source: 's', summary: 's', createdAt: day(2) },
    ]);
    await d.insert(communityPosts).values([
      { title: 'Old', excerpt: 'e', body: 'b', author: 'a', image: '/i', createdAt: day(3) },
      { title: 'New', excerpt: 'e', body: 'b', author: 'a', image: '/i', createdAt: day(4) },
    ]);

    expect(await names('/api/article', 'title')).toEqual(['Newest', 'Middle', 'Oldest']);
    expect(await names('/api/article?category=Features', 'title')).toEqual(['Middle', 'Oldest']);
    expect(await names('/api/ourMedia', 'title')).toEqual(['New', 'Old']);
    expect(await names('/api/community', 'title')).toEqual(['New', 'Old']);
  });

  it('numbers gallery items per platform in the operator’s order', async () => {
    const frame = (id: string) => `<iframe src="https://www.youtube.com/embed/${id}"></iframe>`;
    await (await db()).insert(galleryItems).values([
      { platform: 'youtube', title: 'Second', embedLink: frame('b'), sortOrder: 2 },
      { platform: 'youtube', title: 'First', embedLink: frame('a'), sortOrder: 1 },
    ]);
    expect(await names('/api/communityGallery?platform=youtube', 'title')).toEqual(['First', 'Second']);
  });

  it('answers empty lists (not errors) on an empty database, and an empty policy', async () => {
    for (const url of ['/api/team', '/api/partner', '/api/faq', '/api/article', '/api/communityGallery']) {
      const res = await ctx.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ statusCode: 200, message: MESSAGES.api.ok, data: [] });
    }
    const policy = await ctx.app.inject({ method: 'GET', url: '/api/websitepolicy' });
    expect(policy.json().data).toEqual({ privacyPolicy: '', termsAndConditions: '' });

    await (await db()).insert(siteSettings).values({
      key: WEBSITE_POLICY_KEY,
      value: { privacyPolicy: '<p>P</p>', termsAndConditions: '<p>T</p>' },
    });
    ctx.app.publicCache.clear();
    const stored = await ctx.app.inject({ method: 'GET', url: '/api/websitepolicy' });
    expect(stored.json().data).toEqual({ privacyPolicy: '<p>P</p>', termsAndConditions: '<p>T</p>' });
  });
});
