import type { PgTable } from 'drizzle-orm/pg-core';

/** A demo row as written in the data files: the database fills ids, timestamps and the sort order. */
export type SeedRow<T extends PgTable> = Omit<
  T['$inferInsert'],
  'id' | 'sortOrder' | 'createdAt' | 'updatedAt'
>;

/** A dated demo row (articles, media, community posts): its publication date is part of the content. */
export type DatedSeedRow<T extends PgTable> = SeedRow<T> & { createdAt: Date };
