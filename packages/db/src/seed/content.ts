import { count, eq, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { suggestSlug } from '@curio/shared';
import type { Db } from '../client.ts';
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
} from '../schema.ts';
import { ARTICLES, MEDIA } from './content-articles.ts';
import { COMMUNITY_POSTS } from './content-community.ts';
import { FAQS } from './content-faqs.ts';
import { GALLERY } from './content-gallery.ts';
import { JOBS } from './content-jobs.ts';
import { PARTNER_ROWS } from './content-partners.ts';
import { PRIVACY_POLICY, TERMS_AND_CONDITIONS } from './content-policy.ts';
import { SERVICES } from './content-services.ts';
import { LATERAL_HIRING, LMS_FEATURES } from './content-slides.ts';
import { TEAM } from './content-team.ts';
import { AWARDS, TESTIMONIALS } from './content-testimonials.ts';
import { withSeedImages } from './images.ts';
import type { ContentSeedOptions } from './options.ts';

/** Sort orders leave gaps of 10 so an operator can slot an item in between without renumbering. */
const ordered = <T extends object>(rows: T[]) => rows.map((row, i) => ({ ...row, sortOrder: (i + 1) * 10 }));

/**
 * Demo content of every content type (docs/product.md#content-pages). Each type is seeded only while its
 * table (for the sliders: its kind) is empty, so an operator's own content is never topped up with demo rows.
 * Returns whether anything was written.
 */
export async function seedContent(db: Db, options: ContentSeedOptions): Promise<boolean> {
  const { sanitizeRichText: rich, sanitizeGalleryEmbed } = options;
  // Image URLs pass the image pipeline only when their rows are about to be written (ADR 010).
  const images =
    <K extends string, T extends Record<K, string>>(rows: readonly T[], key: K) =>
    () =>
      withSeedImages(rows, key, options);
  // Gallery markup is cleaned before anything is written: a bad demo embed fails the seed as a whole.
  const gallery = GALLERY.map((item, i) => ({
    ...item,
    embedLink: sanitizeGalleryEmbed(item.embedLink, item.platform),
    sortOrder: (i + 1) * 10,
  }));

  const results = [
    await seedPolicy(db, rich),
    await seedIfEmpty(db, teamMembers, images(ordered(TEAM), 'image')),
    await seedIfEmpty(db, partners, images(ordered(PARTNER_ROWS), 'logo')),
    await seedIfEmpty(
      db,
      services,
      images(ordered(SERVICES.map((s) => ({ ...s, description: rich(s.description) }))), 'image'),
    ),
    await seedIfEmpty(
      db,
      slideItems,
      images(ordered(LATERAL_HIRING.map((s) => ({ ...s, kind: 'lateralHiring' as const }))), 'image'),
      eq(slideItems.kind, 'lateralHiring'),
    ),
    await seedIfEmpty(
      db,
      slideItems,
      images(ordered(LMS_FEATURES.map((s) => ({ ...s, kind: 'lms' as const }))), 'image'),
      eq(slideItems.kind, 'lms'),
    ),
    await seedIfEmpty(db, faqs, ordered(FAQS.map((f) => ({ ...f, answer: rich(f.answer) })))),
    await seedIfEmpty(
      db,
      communityPosts,
      images(
        COMMUNITY_POSTS.map((p) => ({ ...p, body: rich(p.body), updatedAt: p.createdAt })),
        'image',
      ),
    ),
    await seedIfEmpty(
      db,
      articles,
      images(
        ARTICLES.map((a) => ({
          ...a,
          slug: suggestSlug(a.title),
          body: rich(a.body),
          updatedAt: a.createdAt,
        })),
        'image',
      ),
    ),
    await seedIfEmpty(
      db,
      mediaItems,
      images(
        MEDIA.map((m) => ({ ...m, updatedAt: m.createdAt })),
        'image',
      ),
    ),
    await seedIfEmpty(db, galleryItems, gallery),
    await seedIfEmpty(db, jobs, ordered(JOBS.map((j) => ({ ...j, description: rich(j.description) })))),
    await seedIfEmpty(db, awards, images(ordered(AWARDS), 'image')),
    await seedIfEmpty(db, testimonials, images(ordered(TESTIMONIALS), 'image')),
  ];
  return results.some(Boolean);
}

/**
 * Inserts the rows only while the table (or the part of it `where` selects) is empty. The table lock makes
 * two processes seeding at once (two API instances starting together) write the rows once, not twice.
 * Rows given as a function are only made when they are about to be written.
 */
async function seedIfEmpty<T extends PgTable>(
  db: Db,
  table: T,
  rows: T['$inferInsert'][] | (() => Promise<T['$inferInsert'][]>),
  where?: SQL,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`lock table ${table} in share row exclusive mode`);
    const [row] = await tx
      .select({ n: count() })
      .from(table as PgTable)
      .where(where);
    if ((row?.n ?? 0) > 0) return false;
    await tx.insert(table).values(typeof rows === 'function' ? await rows() : rows);
    return true;
  });
}

async function seedPolicy(db: Db, rich: (html: string) => string): Promise<boolean> {
  const inserted = await db
    .insert(siteSettings)
    .values({
      key: WEBSITE_POLICY_KEY,
      value: { privacyPolicy: rich(PRIVACY_POLICY), termsAndConditions: rich(TERMS_AND_CONDITIONS) },
    })
    .onConflictDoNothing({ target: siteSettings.key })
    .returning({ key: siteSettings.key });
  return inserted.length > 0;
}
