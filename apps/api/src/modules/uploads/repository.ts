import { inArray, sql } from 'drizzle-orm';
import { courses, orderItems, siteSettings, type Db } from '@curio/db';
import { CONTENT_IMAGE_COLUMNS, keptDeletedRows } from '#api/modules/content/index.ts';

/** Every string inside a JSON value (a setting's document). */
function* stringsIn(value: unknown): Generator<string> {
  if (typeof value === 'string') yield value;
  else if (Array.isArray(value)) for (const item of value) yield* stringsIn(item);
  else if (value && typeof value === 'object')
    for (const item of Object.values(value)) yield* stringsIn(item);
}

/**
 * Which uploaded images rows still point at. The places a staff upload's URL can be saved: a course's images
 * and certificate image, the copies its orders keep (an order shows what was bought), every image column of
 * the content types, the site settings (the founder's photo) and content deleted within the hour, which Undo
 * may restore (ADR 027). A new place to save an upload must be added here, or the cleanup deletes its files.
 */
export function createUploadsRepository(db: Db) {
  return {
    /** Those of `urls` that some row references. */
    async referenced(urls: readonly string[]): Promise<Set<string>> {
      const wanted = new Set(urls);
      const found = new Set<string>();
      const keep = (url: string) => {
        if (wanted.has(url)) found.add(url);
      };
      if (urls.length === 0) return found;
      const list = sql`array[${sql.join(
        urls.map((url) => sql`${url}`),
        sql`, `,
      )}]::text[]`;

      // jsonb lists of URLs; `?|` is true when the list holds any of them.
      const courseRows = await db
        .select({ urls: courses.images })
        .from(courses)
        .where(sql`${courses.images} ?| ${list}`);
      const orderRows = await db
        .select({ urls: orderItems.courseImages })
        .from(orderItems)
        .where(sql`${orderItems.courseImages} ?| ${list}`);
      for (const row of [...courseRows, ...orderRows]) row.urls.forEach(keep);

      // Single URLs: a course's certificate image, and every image column of the content types.
      for (const { table, column } of [
        { table: courses, column: courses.certificateDemo },
        ...CONTENT_IMAGE_COLUMNS,
      ]) {
        const rows = await db
          .selectDistinct({ url: sql<string>`${column}` })
          .from(table)
          .where(inArray(column, [...urls]));
        for (const row of rows) keep(row.url);
      }

      // A handful of documents, one per settings key.
      for (const row of await db.select({ value: siteSettings.value }).from(siteSettings))
        for (const text of stringsIn(row.value)) keep(text);
      // Content deleted within the hour, which Undo may bring back with its images (ADR 027).
      for (const row of await keptDeletedRows(db)) for (const text of stringsIn(row)) keep(text);
      return found;
    },
  };
}
