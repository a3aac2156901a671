import { getTableColumns, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import {
  auditLog,
  categories,
  certificates,
  CONTENT_TYPE_TABLES,
  courses,
  courseSections,
  jobApplications,
  leads,
  lessons,
  notifications,
  reviews,
  trainerApplications,
  users,
} from '@curio/db';
import { CONTENT_TYPES, contentTypeOf } from '@curio/shared';

/**
 * How the audit log names what a row changed, in the list's own query (one statement, no query per row):
 * the item's name as it is now, or, once it is deleted, as the row's `before` (or a create's `after`) kept it.
 */

const UUID_PATTERN = '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$';

/** The row's entity id as a uuid (so the lookups use the primary keys), or null when it is not one. */
const entityUuid = sql`(case when ${auditLog.entityId} ~ ${UUID_PATTERN} then ${auditLog.entityId}::uuid end)`;

/** The name of the row of `table` whose id is the entry's: a scalar subquery on the primary key. */
const nameIn = (table: PgTable, id: AnyColumn, name: AnyColumn): SQL =>
  sql`(select ${name} from ${table} where ${id} = ${entityUuid})`;

/** Each entity kept in a table, the name of its row, and the key an entry's fields keep that name under. */
const NAMED: { entity: string; name: SQL; snapshotKey?: string }[] = [
  { entity: 'course', name: nameIn(courses, courses.id, courses.name), snapshotKey: 'name' },
  { entity: 'category', name: nameIn(categories, categories.id, categories.name), snapshotKey: 'name' },
  {
    // A review is named by its course (its author is in the review itself).
    entity: 'review',
    name: sql`(select ${courses.name} from ${reviews} join ${courses} on ${courses.id} = ${reviews.courseId}
      where ${reviews.id} = ${entityUuid})`,
  },
  {
    entity: 'course_section',
    name: nameIn(courseSections, courseSections.id, courseSections.title),
    snapshotKey: 'title',
  },
  { entity: 'lesson', name: nameIn(lessons, lessons.id, lessons.title), snapshotKey: 'title' },
  { entity: 'user', name: nameIn(users, users.id, users.name) },
  { entity: 'lead', name: nameIn(leads, leads.id, leads.name) },
  { entity: 'job_application', name: nameIn(jobApplications, jobApplications.id, jobApplications.name) },
  {
    entity: 'trainer_application',
    name: nameIn(trainerApplications, trainerApplications.id, trainerApplications.name),
  },
  { entity: 'broadcast', name: nameIn(notifications, notifications.id, notifications.title) },
  {
    // A certificate's id is no uuid: its row by the text id, named by whom and what it certifies.
    entity: 'certificate',
    name: sql`(select ${certificates.learnerName} || ' · ' || ${certificates.courseName} from ${certificates}
      where ${certificates.id} = ${auditLog.entityId})`,
  },
  ...CONTENT_TYPES.map((type) => {
    const { auditName, title } = contentTypeOf(type);
    const { table } = CONTENT_TYPE_TABLES[type];
    const columns: Record<string, AnyColumn> = getTableColumns(table);
    const titleColumn = columns[title];
    if (!titleColumn) throw new Error(`the table of ${type} has no column ${title}`);
    return { entity: auditName, name: nameIn(table, table.id, titleColumn), snapshotKey: title };
  }),
];

/** The entry's item named from the database; null for an entity named otherwise (an order, a setting). */
export const entityNameSql: SQL<string | null> = sql`case ${auditLog.entity} ${sql.join(
  NAMED.map(({ entity, name, snapshotKey }) => {
    const named = snapshotKey
      ? sql`coalesce(${name}, ${auditLog.before} ->> ${snapshotKey}, ${auditLog.after} ->> ${snapshotKey})`
      : name;
    return sql`when ${entity} then ${named}`;
  }),
  sql` `,
)} end`;
