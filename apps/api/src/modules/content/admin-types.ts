import { getTableColumns } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { z } from 'zod';
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
  slideItems,
  teamMembers,
  testimonials,
} from '@curio/db';
import {
  CONTENT_INPUTS,
  MESSAGES,
  zContentImage,
  type TContentType,
  type TGalleryPlatform,
} from '@curio/shared';
import type { Db } from '@curio/db';
import { sanitizeRichText } from '#api/lib/sanitize.ts';
import { moveArticleSlug } from './admin-repository.ts';
import { CONTENT_TAGS as T } from './cache-tags.ts';
import { sanitizeGalleryEmbed } from './gallery-embed.ts';

/** A content row as the generic repository sees it: its columns by their property names. */
export type ContentRow = Record<string, unknown> & { id: string; createdAt: Date; updatedAt: Date };

/**
 * What the console needs to know about one content type: its table, its fields, what it
 * searches, which public replies show it, and how its markup is cleaned. The routes, the service and the
 * repository are generated from these entries, so a new type is one entry.
 */
export interface ContentTypeDef {
  type: TContentType;
  /** The audit log's entity name. */
  entity: string;
  table: PgTable;
  columns: {
    id: AnyPgColumn;
    published: AnyPgColumn;
    createdAt: AnyPgColumn;
    updatedAt: AnyPgColumn;
    /** Present where the site shows the operator's order (then the type can be reordered). */
    sortOrder?: AnyPgColumn;
    /** What `q` searches and `sort=title` sorts. */
    title: AnyPgColumn;
  };
  /** Rows of a shared table that belong to this type (the two sliders of slide_items). */
  scope?: { column: AnyPgColumn; field: string; value: string };
  /** The create fields (packages/shared CONTENT_INPUTS). */
  fields: z.ZodObject;
  /** Public cache tags of the replies built from this type: a write drops exactly these. */
  tags: string[];
  /** Cleans a write's values in place of the sent ones: rich text, embeds (`current`: the row, on an edit). */
  clean?: (values: Record<string, unknown>, current?: ContentRow) => Record<string, unknown>;
  /** A field no two items may share: a unique violation is a 409 naming it, with this message. */
  unique?: { field: string; message: string };
  /** Runs in the write's transaction once the row is stored (`before`: undefined on a create). */
  afterWrite?: (tx: Db, after: ContentRow, before?: ContentRow) => Promise<void>;
}

/** Sanitizes the named rich-text fields that a write carries (docs/product.md#api: HTML is cleaned on write). */
const richText =
  (...names: string[]) =>
  (values: Record<string, unknown>) => {
    const out = { ...values };
    for (const name of names) {
      const value = out[name];
      if (typeof value === 'string') out[name] = sanitizeRichText(value);
    }
    return out;
  };

/** The gallery's embed always goes through the allowlist of its platform, also when only the platform changes. */
function galleryEmbed(values: Record<string, unknown>, current?: ContentRow) {
  if (values.embedLink === undefined && values.platform === undefined) return values;
  const platform = (values.platform ?? current?.platform) as TGalleryPlatform;
  const embed = String(values.embedLink ?? current?.embedLink ?? '');
  return { ...values, embedLink: sanitizeGalleryEmbed(embed, platform) };
}

/** The columns the console uses; `sortOrder` where the table has one (then the type can be reordered). */
const columnsOf = (
  table: {
    id: AnyPgColumn;
    published: AnyPgColumn;
    createdAt: AnyPgColumn;
    updatedAt: AnyPgColumn;
    sortOrder?: AnyPgColumn;
  },
  title: AnyPgColumn,
): ContentTypeDef['columns'] => ({
  id: table.id,
  published: table.published,
  createdAt: table.createdAt,
  updatedAt: table.updatedAt,
  sortOrder: table.sortOrder,
  title,
});

const slider = (type: 'lateral-hiring' | 'lms', kind: 'lateralHiring' | 'lms', tag: string) =>
  ({
    type,
    entity: type === 'lms' ? 'lms-feature' : 'lateral-hiring-item',
    table: slideItems,
    columns: columnsOf(slideItems, slideItems.title),
    scope: { column: slideItems.kind, field: 'kind', value: kind },
    fields: CONTENT_INPUTS[type],
    tags: [tag],
  }) satisfies ContentTypeDef;

export const CONTENT_TYPE_DEFS: readonly ContentTypeDef[] = [
  {
    type: 'team',
    entity: 'team-member',
    table: teamMembers,
    columns: columnsOf(teamMembers, teamMembers.name),
    fields: CONTENT_INPUTS.team,
    tags: [T.team],
  },
  {
    type: 'partners',
    entity: 'partner',
    table: partners,
    columns: columnsOf(partners, partners.name),
    fields: CONTENT_INPUTS.partners,
    tags: [T.partners],
  },
  {
    type: 'services',
    entity: 'service',
    table: services,
    columns: columnsOf(services, services.title),
    fields: CONTENT_INPUTS.services,
    // `services` also tags every /service/{id} reply.
    tags: [T.services],
    clean: richText('description'),
  },
  slider('lateral-hiring', 'lateralHiring', T.lateralHiring),
  slider('lms', 'lms', T.lms),
  {
    type: 'faqs',
    entity: 'faq',
    table: faqs,
    columns: columnsOf(faqs, faqs.question),
    fields: CONTENT_INPUTS.faqs,
    tags: [T.faqs],
    clean: richText('answer'),
  },
  {
    type: 'community',
    entity: 'community-post',
    table: communityPosts,
    columns: columnsOf(communityPosts, communityPosts.title),
    fields: CONTENT_INPUTS.community,
    tags: [T.community],
    clean: richText('body'),
  },
  {
    type: 'media',
    entity: 'media-item',
    table: mediaItems,
    columns: columnsOf(mediaItems, mediaItems.title),
    fields: CONTENT_INPUTS.media,
    tags: [T.media],
  },
  {
    type: 'gallery',
    entity: 'gallery-item',
    table: galleryItems,
    columns: columnsOf(galleryItems, galleryItems.title),
    fields: CONTENT_INPUTS.gallery,
    tags: [T.gallery],
    clean: galleryEmbed,
  },
  {
    type: 'jobs',
    entity: 'job',
    table: jobs,
    columns: columnsOf(jobs, jobs.title),
    fields: CONTENT_INPUTS.jobs,
    tags: [T.jobs],
    clean: richText('description'),
  },
  {
    type: 'awards',
    entity: 'award',
    table: awards,
    columns: columnsOf(awards, awards.awardName),
    fields: CONTENT_INPUTS.awards,
    tags: [T.awards],
  },
  {
    type: 'testimonials',
    entity: 'testimonial',
    table: testimonials,
    columns: columnsOf(testimonials, testimonials.name),
    fields: CONTENT_INPUTS.testimonials,
    tags: [T.testimonials],
  },
  {
    type: 'articles',
    entity: 'article',
    table: articles,
    columns: columnsOf(articles, articles.title),
    fields: CONTENT_INPUTS.articles,
    // `articles` also tags every /api/article/slug/{slug} reply and /dive-our/{slug} page.
    tags: [T.articles],
    clean: richText('body'),
    unique: { field: 'slug', message: MESSAGES.admin.articleSlugTaken },
    afterWrite: (tx, after, before) =>
      moveArticleSlug(after.id, before?.slug as string | undefined, String(after.slug), tx),
  },
];

/** The fields of a type that hold an image address (`zContentImage` in its shared input schema). */
export function imageFieldsOf(def: ContentTypeDef): string[] {
  return Object.entries(def.fields.shape)
    .filter(([, schema]) => (schema instanceof z.ZodOptional ? schema.unwrap() : schema) === zContentImage)
    .map(([name]) => name);
}

/** Every content column that may hold an uploaded image's URL (the uploads cleanup asks them all). */
export const CONTENT_IMAGE_COLUMNS: readonly { table: PgTable; column: AnyPgColumn }[] = [
  ...new Map(
    CONTENT_TYPE_DEFS.flatMap((def) => {
      const columns = getTableColumns(def.table) as Record<string, AnyPgColumn>;
      return imageFieldsOf(def).map((name) => {
        const column = columns[name];
        if (!column) throw new Error(`${def.type}.${name} is an image field without a column`);
        return [column, { table: def.table, column }] as const;
      });
    }),
  ).values(),
];
