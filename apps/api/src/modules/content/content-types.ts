import { getTableColumns } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import { articleSlugRedirects, CONTENT_TYPE_TABLES, jobApplications, type Db } from '@curio/db';
import {
  CONTENT_INPUTS,
  CONTENT_TYPES,
  contentTypeOf,
  type ContentTypeDefinition,
  type TContentType,
  type TGalleryPlatform,
} from '@curio/shared';
import { sanitizeRichText } from '#api/lib/sanitize.ts';
import { contentTypeTag } from './cache-tags.ts';
import { isReferenced, moveArticleSlug, type ContentRow, type ContentStore } from './console-repository.ts';
import { sanitizeGalleryEmbed } from './gallery-embed.ts';

/**
 * Each content type as the API serves it (docs/ARCHITECTURE.md, "Content types"): its definition
 * (packages/shared/src/content-types/), its table (packages/db CONTENT_TYPE_TABLES), and what follows from
 * them: the console's routes, reads and writes, the public reads and their serializers. Nothing here names
 * a field; a new type or field needs no change in this module.
 */
export interface ContentTypeDef extends ContentStore {
  type: TContentType;
  definition: ContentTypeDefinition;
  /** The create fields (packages/shared CONTENT_INPUTS). */
  fields: z.ZodObject;
  /** Public cache tags of the replies built from this type: a write drops exactly these. */
  tags: string[];
  /** Cleans a write's values in place of those sent: rich text, embeds (`current`: the row, in an edit). */
  clean: (values: Record<string, unknown>, current?: ContentRow) => Record<string, unknown>;
  /** A field no two items may share (a slug): a unique violation is a 409 naming it, with this message. */
  unique?: { field: string; message: string };
  /** Runs in the write's transaction once the row is stored (`before`: undefined on a create). */
  afterWrite?: (tx: Db, after: ContentRow, before?: ContentRow) => Promise<void>;
  /**
   * Whether rows elsewhere point at the item: its delete lets go of them, so it cannot be undone (ADR 027).
   */
  hasDependants?: (tx: Db, id: string) => Promise<boolean>;
}

/** What else a write does in its transaction: the slug an article gives up keeps answering (ADR 014). */
const AFTER_WRITE: Partial<Record<TContentType, ContentTypeDef['afterWrite']>> = {
  articles: (tx, after, before) =>
    moveArticleSlug(after.id, before?.slug as string | undefined, String(after.slug), tx),
};

/**
 * What points at an item: a job's applications (kept, unlinked, when it goes) and an article's old slugs
 * (their redirects go with it).
 */
const DEPENDANTS: Partial<Record<TContentType, ContentTypeDef['hasDependants']>> = {
  jobs: (tx, id) => isReferenced(jobApplications, jobApplications.jobId, id, tx),
  articles: (tx, id) => isReferenced(articleSlugRedirects, articleSlugRedirects.articleId, id, tx),
};

const fieldsOfKind = (definition: ContentTypeDefinition, kind: string) =>
  Object.entries(definition.fields).filter(([, field]) => field.kind === kind);

/**
 * A write's values, cleaned: rich text through the site's allowlist (docs/product.md#api: HTML is cleaned on
 * write), an embed through its platform's allowlist, also when only the platform changes.
 */
function cleanerOf(definition: ContentTypeDefinition): ContentTypeDef['clean'] {
  const rich = fieldsOfKind(definition, 'rich').map(([name]) => name);
  const embeds = fieldsOfKind(definition, 'embed').map(([name, field]) => ({
    name,
    platform: field.embedPlatformField ?? '',
  }));
  return (values, current) => {
    const out = { ...values };
    for (const name of rich) {
      const value = out[name];
      if (typeof value === 'string') out[name] = sanitizeRichText(value);
    }
    for (const { name, platform } of embeds) {
      if (values[name] === undefined && values[platform] === undefined) continue;
      const embed = String(values[name] ?? current?.[name] ?? '');
      out[name] = sanitizeGalleryEmbed(embed, (values[platform] ?? current?.[platform]) as TGalleryPlatform);
    }
    return out;
  };
}

/** A column of the type's table, by the field's name; a field without one is a mistake caught at start. */
function columnOf(type: TContentType, table: PgTable, name: string): AnyPgColumn {
  const column = (getTableColumns(table) as Record<string, AnyPgColumn>)[name];
  if (!column) throw new Error(`content type ${type}: no column for its field ${name}`);
  return column;
}

function defOf(type: TContentType): ContentTypeDef {
  const definition = contentTypeOf(type);
  const { table, scope } = CONTENT_TYPE_TABLES[type];
  for (const name of Object.keys(definition.fields)) columnOf(type, table, name);
  const isOrdered = definition.order === 'position';
  if (isOrdered && !table.sortOrder) throw new Error(`content type ${type} is ordered but has no sort_order`);
  const slug = fieldsOfKind(definition, 'slug')[0];
  return {
    type,
    definition,
    entity: definition.auditName,
    table,
    columns: {
      id: table.id,
      published: table.published,
      createdAt: table.createdAt,
      updatedAt: table.updatedAt,
      sortOrder: isOrdered ? table.sortOrder : undefined,
      title: columnOf(type, table, definition.title),
    },
    ...(scope && { scope }),
    fields: CONTENT_INPUTS[type],
    tags: [contentTypeTag(type)],
    clean: cleanerOf(definition),
    ...(slug?.[1].slug && { unique: { field: slug[0], message: slug[1].slug.takenMessage } }),
    ...(AFTER_WRITE[type] && { afterWrite: AFTER_WRITE[type] }),
    ...(DEPENDANTS[type] && { hasDependants: DEPENDANTS[type] }),
  };
}

export const CONTENT_TYPE_DEFS: Readonly<Record<TContentType, ContentTypeDef>> = Object.fromEntries(
  CONTENT_TYPES.map((type) => [type, defOf(type)]),
) as Record<TContentType, ContentTypeDef>;

/** The fields of a type that hold an image address (marked `image` in its definition). */
export const imageFieldsOf = (def: ContentTypeDef): string[] =>
  fieldsOfKind(def.definition, 'image').map(([name]) => name);

/** Every content column that may hold an uploaded image's URL (the uploads cleanup asks them all). */
export const CONTENT_IMAGE_COLUMNS: readonly { table: PgTable; column: AnyPgColumn }[] = [
  ...new Map(
    Object.values(CONTENT_TYPE_DEFS).flatMap((def) =>
      imageFieldsOf(def).map((name) => {
        const column = columnOf(def.type, def.table, name);
        return [column, { table: def.table, column }] as const;
      }),
    ),
  ).values(),
];
