import { and, asc, desc, eq, type AnyColumn, type SQL } from 'drizzle-orm';
import {
  articles,
  articleSlugRedirects,
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
  type Db,
} from '@curio/db';
import {
  ZWebsitePolicy,
  type TArticleCategory,
  type TGalleryPlatform,
  type TWebsitePolicy,
} from '@curio/shared';

export type NewGalleryRow = typeof galleryItems.$inferInsert;

/** The one condition every public read of a content table applies: unpublished rows stay in the console. */
export const isPublished = (table: { published: AnyColumn }): SQL => eq(table.published, true);

/**
 * All SQL of the public content. Lists have an explicit order: the operator's sort order (id breaks
 * ties, so the order never depends on the planner), or newest first for dated publications.
 */
export function createContentRepository(db: Db) {
  return {
    /** Kept in site_settings under its own key; an empty policy until an operator (or the seed) writes one. */
    async websitePolicy(): Promise<TWebsitePolicy> {
      const [row] = await db
        .select({ value: siteSettings.value })
        .from(siteSettings)
        .where(eq(siteSettings.key, WEBSITE_POLICY_KEY));
      const parsed = ZWebsitePolicy.safeParse(row?.value);
      return parsed.success ? parsed.data : { privacyPolicy: '', termsAndConditions: '' };
    },
    team: () =>
      db
        .select()
        .from(teamMembers)
        .where(isPublished(teamMembers))
        .orderBy(asc(teamMembers.sortOrder), asc(teamMembers.id)),
    partners: () =>
      db
        .select()
        .from(partners)
        .where(isPublished(partners))
        .orderBy(asc(partners.sortOrder), asc(partners.id)),
    services: () =>
      db
        .select()
        .from(services)
        .where(isPublished(services))
        .orderBy(asc(services.sortOrder), asc(services.id)),
    async service(id: string) {
      const [row] = await db
        .select()
        .from(services)
        .where(and(eq(services.id, id), isPublished(services)));
      return row;
    },
    slides: (kind: 'lateralHiring' | 'lms') =>
      db
        .select()
        .from(slideItems)
        .where(and(eq(slideItems.kind, kind), isPublished(slideItems)))
        .orderBy(asc(slideItems.sortOrder), asc(slideItems.id)),
    faqs: () => db.select().from(faqs).where(isPublished(faqs)).orderBy(asc(faqs.sortOrder), asc(faqs.id)),
    community: () =>
      db
        .select()
        .from(communityPosts)
        .where(isPublished(communityPosts))
        .orderBy(desc(communityPosts.createdAt), asc(communityPosts.id)),
    articles: (category?: TArticleCategory) =>
      db
        .select()
        .from(articles)
        .where(and(isPublished(articles), category ? eq(articles.category, category) : undefined))
        .orderBy(desc(articles.createdAt), asc(articles.id)),
    /** The published article at this slug, or the one that gave it up (its page then redirects). */
    async articleBySlug(slug: string) {
      const [current] = await db
        .select()
        .from(articles)
        .where(and(eq(articles.slug, slug), isPublished(articles)));
      if (current) return current;
      const [moved] = await db
        .select({ article: articles })
        .from(articleSlugRedirects)
        .innerJoin(articles, eq(articles.id, articleSlugRedirects.articleId))
        .where(and(eq(articleSlugRedirects.oldSlug, slug), isPublished(articles)));
      return moved?.article;
    },
    media: () =>
      db
        .select()
        .from(mediaItems)
        .where(isPublished(mediaItems))
        .orderBy(desc(mediaItems.createdAt), asc(mediaItems.id)),
    gallery: (platform?: TGalleryPlatform) =>
      db
        .select()
        .from(galleryItems)
        .where(and(isPublished(galleryItems), platform ? eq(galleryItems.platform, platform) : undefined))
        .orderBy(asc(galleryItems.platform), asc(galleryItems.sortOrder), asc(galleryItems.id)),
    async insertGalleryItem(values: NewGalleryRow) {
      const [row] = await db.insert(galleryItems).values(values).returning();
      if (!row) throw new Error('insert returned no row');
      return row;
    },
    jobs: () => db.select().from(jobs).where(isPublished(jobs)).orderBy(asc(jobs.sortOrder), asc(jobs.id)),
    async job(id: string) {
      const [row] = await db
        .select()
        .from(jobs)
        .where(and(eq(jobs.id, id), isPublished(jobs)));
      return row;
    },
    awards: () =>
      db.select().from(awards).where(isPublished(awards)).orderBy(asc(awards.sortOrder), asc(awards.id)),
    testimonials: () =>
      db
        .select()
        .from(testimonials)
        .where(isPublished(testimonials))
        .orderBy(asc(testimonials.sortOrder), asc(testimonials.id)),
  };
}

export type ContentRepository = ReturnType<typeof createContentRepository>;
