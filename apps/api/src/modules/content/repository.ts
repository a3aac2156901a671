import { and, asc, count, desc, eq, getTableColumns, isNotNull, type AnyColumn, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import {
  articles,
  articleSlugRedirects,
  CONTENT_TYPE_TABLES,
  galleryItems,
  jobApplications,
  siteSettings,
  WEBSITE_POLICY_KEY,
  type Db,
} from '@curio/db';
import { contentTypeOf, ZWebsitePolicy, type TContentType, type TWebsitePolicy } from '@curio/shared';
import type { ContentRow } from './console-repository.ts';

export type NewGalleryRow = typeof galleryItems.$inferInsert;

/** The one condition every public read of a content table applies: unpublished rows stay in the console. */
export const isPublished = (table: { published: AnyColumn }): SQL => eq(table.published, true);

/** A type's published rows (of its slider, for a shared table), narrowed by `filter` (field → value). */
function publishedOf(type: TContentType, filter: Record<string, unknown> = {}) {
  const stored = CONTENT_TYPE_TABLES[type];
  const columns = getTableColumns(stored.table) as Record<string, AnyPgColumn>;
  const matches = Object.entries(filter)
    .filter(([, value]) => value !== undefined)
    .map(([name, value]) => eq(columns[name] as AnyPgColumn, value));
  const scope = stored.scope ? eq(stored.scope.column, stored.scope.value) : undefined;
  return { stored, columns, where: and(isPublished(stored.table), scope, ...matches) };
}

/**
 * All SQL of the public content. Lists have an explicit order, the one the type's definition names: the
 * operator's sort order (after its grouping, the gallery's platform), or newest first for dated
 * publications; the id breaks ties, so the order never depends on the planner.
 */
export function createContentRepository(db: Db) {
  return {
    /** Kept in site_settings under its own key; empty until an operator (or the seed) writes one. */
    async websitePolicy(): Promise<TWebsitePolicy> {
      const [row] = await db
        .select({ value: siteSettings.value })
        .from(siteSettings)
        .where(eq(siteSettings.key, WEBSITE_POLICY_KEY));
      const parsed = ZWebsitePolicy.safeParse(row?.value);
      return parsed.success ? parsed.data : { privacyPolicy: '', termsAndConditions: '' };
    },
    /** A type's published items in the site's order; `filter` keeps those whose fields have these values. */
    async items(type: TContentType, filter?: Record<string, unknown>): Promise<ContentRow[]> {
      const { stored, columns, where } = publishedOf(type, filter);
      const { order, groupedBy } = contentTypeOf(type);
      const { table } = stored;
      const sorted =
        order === 'newest' || !table.sortOrder
          ? [desc(table.createdAt)]
          : [...(groupedBy ? [asc(columns[groupedBy] as AnyPgColumn)] : []), asc(table.sortOrder)];
      const rows = await db
        .select()
        .from(table)
        .where(where)
        .orderBy(...sorted, asc(table.id));
      return rows as ContentRow[];
    },
    /** The published item of a type with this id. */
    async item(type: TContentType, id: string): Promise<ContentRow | undefined> {
      const { stored, where } = publishedOf(type, { id });
      const [row] = await db.select().from(stored.table).where(where);
      return row as ContentRow | undefined;
    },
    /** The published article at this slug, or the one that gave it up (its page then redirects). */
    async articleBySlug(slug: string): Promise<ContentRow | undefined> {
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
    /** How many applications each job has had, by job id; a job nobody applied for is not in it. */
    async applicationCounts(): Promise<Map<string, number>> {
      const rows = await db
        .select({ jobId: jobApplications.jobId, applications: count() })
        .from(jobApplications)
        .where(isNotNull(jobApplications.jobId))
        .groupBy(jobApplications.jobId);
      return new Map(rows.flatMap(({ jobId, applications }) => (jobId ? [[jobId, applications]] : [])));
    },
    async insertGalleryItem(values: NewGalleryRow): Promise<ContentRow> {
      const [row] = await db.insert(galleryItems).values(values).returning();
      if (!row) throw new Error('insert returned no row');
      return row;
    },
  };
}

export type ContentRepository = ReturnType<typeof createContentRepository>;
