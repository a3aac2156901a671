import type { TContentType } from '@curio/shared';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
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
} from './schema/content.ts';

/** Where a content type's items are stored: its table and, for a table several types share, its rows. */
export interface ContentTypeTable {
  table: PgTable & {
    id: AnyPgColumn;
    published: AnyPgColumn;
    createdAt: AnyPgColumn;
    updatedAt: AnyPgColumn;
    /** Where the site shows the operator's order (a type ordered by `position`). */
    sortOrder?: AnyPgColumn;
  };
  /** The rows of a shared table that belong to this type (the two sliders of slide_items). */
  scope?: { column: AnyPgColumn; field: string; value: string };
}

/**
 * Each content type's table (its definition is in packages/shared/src/content-types/; docs/ARCHITECTURE.md,
 * "Content types"). A column per field of the definition, under the field's name.
 */
export const CONTENT_TYPE_TABLES: Readonly<Record<TContentType, ContentTypeTable>> = {
  team: { table: teamMembers },
  partners: { table: partners },
  services: { table: services },
  'lateral-hiring': {
    table: slideItems,
    scope: { column: slideItems.kind, field: 'kind', value: 'lateralHiring' },
  },
  lms: { table: slideItems, scope: { column: slideItems.kind, field: 'kind', value: 'lms' } },
  faqs: { table: faqs },
  community: { table: communityPosts },
  media: { table: mediaItems },
  gallery: { table: galleryItems },
  jobs: { table: jobs },
  awards: { table: awards },
  testimonials: { table: testimonials },
  articles: { table: articles },
};
