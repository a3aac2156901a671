// Column helpers every table shares. Each call returns a fresh builder, so no two tables share one.
import { boolean, index, timestamp, type ExtraConfigColumn } from 'drizzle-orm/pg-core';

/** `created_at timestamptz not null default now()`. */
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** `updated_at timestamptz not null default now()`; repositories set it on every update. */
export const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/** Both of the above, for a table that keeps when a row was created and last changed. */
export const timestamps = () => ({ createdAt: createdAt(), updatedAt: updatedAt() });

/**
 * `published boolean not null default true`: whether a content row shows on the site
 * (docs/product.md#console). Rows that existed before the console stay visible; the public reads filter on it
 * (modules/content/repository.ts).
 */
export const published = () => boolean('published').notNull().default(true);

/**
 * A trigram GIN index on each column, named `<table>_<column>_trgm_idx`: a console search's `ILIKE '%text%'`
 * reads the index instead of every row (pg_trgm, created by migration 0019; ADR 042).
 */
export const trigramIndexes = (table: string, ...columns: ExtraConfigColumn[]) =>
  columns.map((column) => index(`${table}_${column.name}_trgm_idx`).using('gin', column.op('gin_trgm_ops')));
