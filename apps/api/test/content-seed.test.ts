import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  articles,
  awards,
  communityPosts,
  faqs,
  galleryItems,
  jobs,
  mediaItems,
  partners,
  seedContent,
  services,
  siteSettings,
  slideItems,
  teamMembers,
  testimonials,
  WEBSITE_POLICY_KEY,
} from '@curio/db';
import { sanitizeRichText } from '#api/lib/sanitize.ts';
import { contentSeedHooks } from '#api/modules/content/seed-hooks.ts';
import { resetDatabase, testDatabase } from './helpers/database.ts';

const PUBLIC_DIR = fileURLToPath(new URL('../../web/public', import.meta.url));
const db = async () => (await testDatabase()).db;

describe('demo content seed', () => {
  beforeEach(resetDatabase);

  it('fills every content type once, and a second run changes nothing', async () => {
    const d = await db();
    expect(await seedContent(d, contentSeedHooks)).toBe(true);
    const sizes = async () => ({
      team: (await d.select({ n: count() }).from(teamMembers))[0]?.n,
      partners: (await d.select({ n: count() }).from(partners))[0]?.n,
      services: (await d.select({ n: count() }).from(services))[0]?.n,
      slides: (await d.select({ n: count() }).from(slideItems))[0]?.n,
      faqs: (await d.select({ n: count() }).from(faqs))[0]?.n,
      community: (await d.select({ n: count() }).from(communityPosts))[0]?.n,
      articles: (await d.select({ n: count() }).from(articles))[0]?.n,
      media: (await d.select({ n: count() }).from(mediaItems))[0]?.n,
      gallery: (await d.select({ n: count() }).from(galleryItems))[0]?.n,
      jobs: (await d.select({ n: count() }).from(jobs))[0]?.n,
      awards: (await d.select({ n: count() }).from(awards))[0]?.n,
      testimonials: (await d.select({ n: count() }).from(testimonials))[0]?.n,
    });
    const first = await sizes();
    expect(first.partners).toBeGreaterThanOrEqual(28);
    expect(first.partners).toBeLessThanOrEqual(32);
    expect(Object.values(first).every((n) => (n ?? 0) >= 5)).toBe(true);

    expect(await seedContent(d, contentSeedHooks)).toBe(false);
    expect(await sizes()).toEqual(first);
  });

  it('never tops up a type an operator already filled, and still seeds the empty ones', async () => {
    const d = await db();
    await d.insert(faqs).values({ question: 'Our own question?', answer: '<p>Our answer.</p>' });
    await d
      .insert(slideItems)
      .values({ kind: 'lms', title: 'Our LMS feature', image: '/i.svg', description: 'd' });

    expect(await seedContent(d, contentSeedHooks)).toBe(true);
    expect((await d.select().from(faqs)).map((f) => f.question)).toEqual(['Our own question?']);
    expect((await d.select().from(slideItems).where(eq(slideItems.kind, 'lms'))).length).toBe(1);
    // The lateral-hiring slider shares the table but was empty, so it was seeded.
    expect(
      (await d.select().from(slideItems).where(eq(slideItems.kind, 'lateralHiring'))).length,
    ).toBeGreaterThanOrEqual(5);
  });

  it('stores rich text exactly as the sanitizer leaves it', async () => {
    const d = await db();
    await seedContent(d, contentSeedHooks);
    const rich = [
      ...(await d.select({ html: services.description }).from(services)),
      ...(await d.select({ html: faqs.answer }).from(faqs)),
      ...(await d.select({ html: communityPosts.body }).from(communityPosts)),
      ...(await d.select({ html: jobs.description }).from(jobs)),
    ].map((r) => r.html);
    const [policy] = await d.select().from(siteSettings).where(eq(siteSettings.key, WEBSITE_POLICY_KEY));
    const value = policy?.value as { privacyPolicy: string; termsAndConditions: string };
    rich.push(value.privacyPolicy, value.termsAndConditions);
    for (const html of rich) expect(sanitizeRichText(html)).toBe(html);
    // Job descriptions keep some markup (the jobs page strips it, docs/product.md#pages).
    expect(
      (await d.select({ html: jobs.description }).from(jobs)).every((j) => /<(ul|p)>/.test(j.html)),
    ).toBe(true);
  });

  it('refuses the whole seed when a gallery embed sanitizes to nothing', async () => {
    const d = await db();
    const refusing = {
      ...contentSeedHooks,
      sanitizeGalleryEmbed: (
        html: string,
        platform: Parameters<typeof contentSeedHooks.sanitizeGalleryEmbed>[1],
      ) =>
        contentSeedHooks.sanitizeGalleryEmbed(
          html.replace(/https:\/\/www\.youtube/g, 'https://evil.example'),
          platform,
        ),
    };
    await expect(seedContent(d, refusing)).rejects.toThrow();
    expect((await d.select({ n: count() }).from(galleryItems))[0]?.n).toBe(0);
  });

  it('ships every image the seed points at, as an original SVG with a title', async () => {
    const d = await db();
    await seedContent(d, contentSeedHooks);
    const urls = [
      ...(await d.select({ u: teamMembers.image }).from(teamMembers)),
      ...(await d.select({ u: partners.logo }).from(partners)),
      ...(await d.select({ u: services.image }).from(services)),
      ...(await d.select({ u: slideItems.image }).from(slideItems)),
      ...(await d.select({ u: communityPosts.image }).from(communityPosts)),
      ...(await d.select({ u: articles.image }).from(articles)),
      ...(await d.select({ u: mediaItems.image }).from(mediaItems)),
      ...(await d.select({ u: awards.image }).from(awards)),
      ...(await d.select({ u: testimonials.image }).from(testimonials)),
    ].map((r) => r.u);
    expect(new Set(urls).size).toBe(urls.length);
    for (const url of urls) {
      expect(url).toMatch(/^\/images\/[a-z]+\/[a-z0-9-]+\.svg$/);
      const file = path.join(PUBLIC_DIR, url);
      expect(existsSync(file), url).toBe(true);
      const svg = readFileSync(file, 'utf8');
      expect(svg).toMatch(/^<svg [^>]*role="img"/);
      expect(svg).toMatch(/<title id="t">[^<]{6,}<\/title>/);
      expect(svg).not.toMatch(/<script|href="http/i);
    }
  });
});
