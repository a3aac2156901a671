import { and, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import {
  certificates,
  courses,
  lessonProgress,
  lessons,
  orderItems,
  orders,
  users,
  videos,
  type CertificateRow,
  type Db,
} from '@curio/db';

/** A certificate with its course's current slug (the link to the course page). */
const withSlug = { certificate: certificates, courseSlug: courses.slug };

/** A ready video's length wins over the lesson's own figure, as the course's outline counts it. */
const lessonSeconds = sql<number>`round(coalesce(case when ${videos.status} = 'ready' then ${videos.durationSeconds} end, ${lessons.durationSeconds}))`;

const isPublishedLesson = eq(lessons.status, 'published');

/** Certificates' SQL for the public reads, the learner's list and issuing (console-repository.ts: the console). */
export function createCertificateRepository(db: Db) {
  return {
    async find(id: string, tx: Db = db) {
      const [row] = await tx
        .select(withSlug)
        .from(certificates)
        .innerJoin(courses, eq(courses.id, certificates.courseId))
        .where(eq(certificates.id, id));
      return row;
    },

    /** The learner's certificates, newest first, revoked ones included. */
    listForUser: (userId: string) =>
      db
        .select(withSlug)
        .from(certificates)
        .innerJoin(courses, eq(courses.id, certificates.courseId))
        .where(eq(certificates.userId, userId))
        .orderBy(desc(certificates.issuedAt), desc(certificates.id)),

    /**
     * Serialises issuing for one learner and course until `tx` ends (a transaction-level advisory lock): two
     * progress writes completing the course's last lessons at once check the course one after the other, so
     * the second sees the first's certificate.
     */
    async lockLearnerCourse(userId: string, courseId: string, tx: Db) {
      await tx.execute(
        sql`select pg_advisory_xact_lock(hashtextextended(${`certificate:${userId}:${courseId}`}, 0))`,
      );
    },

    /** Whether the learner holds any certificate of the course, valid or revoked. */
    async hasAny(userId: string, courseId: string, tx: Db = db) {
      const [row] = await tx
        .select({ n: count() })
        .from(certificates)
        .where(and(eq(certificates.userId, userId), eq(certificates.courseId, courseId)));
      return (row?.n ?? 0) > 0;
    },

    /** The course's published lessons and how many of them the learner completed (inside `tx`). */
    async lessonCounts(userId: string, courseId: string, tx: Db) {
      const [row] = await tx
        .select({
          total: sql<number>`count(*)::int`,
          completed: sql<number>`count(${lessonProgress.completedAt})::int`,
        })
        .from(lessons)
        .leftJoin(
          lessonProgress,
          and(eq(lessonProgress.lessonId, lessons.id), eq(lessonProgress.userId, userId)),
        )
        .where(and(eq(lessons.courseId, courseId), isPublishedLesson));
      return { total: row?.total ?? 0, completed: row?.completed ?? 0 };
    },

    /** Whether an order of the learner's that holds the course is confirmed or completed (the course is theirs). */
    async ownsCourse(userId: string, courseId: string, tx: Db) {
      const [row] = await tx
        .select({ n: count() })
        .from(orders)
        .innerJoin(orderItems, eq(orderItems.orderId, orders.id))
        .where(
          and(
            eq(orders.userId, userId),
            eq(orderItems.courseId, courseId),
            inArray(orders.status, ['confirmed', 'completed']),
          ),
        );
      return (row?.n ?? 0) > 0;
    },

    /** What a certificate says, read at issue: the learner, the course and its hours of content. */
    async issueFacts(userId: string, courseId: string, tx: Db) {
      const [learner] = await tx
        .select({ name: users.name, email: users.email })
        .from(users)
        .where(eq(users.id, userId));
      const [course] = await tx
        .select({ name: courses.name, slug: courses.slug, grantsCertificate: courses.grantsCertificate })
        .from(courses)
        .where(eq(courses.id, courseId));
      const [length] = await tx
        .select({ seconds: sql<number>`coalesce(sum(${lessonSeconds}), 0)::int` })
        .from(lessons)
        .leftJoin(videos, eq(videos.id, lessons.videoId))
        .where(and(eq(lessons.courseId, courseId), isPublishedLesson));
      return learner && course
        ? { learner, course: { ...course, seconds: length?.seconds ?? 0 } }
        : undefined;
    },

    /** Inserts the certificate unless the learner holds a valid one of the course (then undefined). */
    async insert(values: typeof certificates.$inferInsert, tx: Db): Promise<CertificateRow | undefined> {
      const [row] = await tx.insert(certificates).values(values).onConflictDoNothing().returning();
      return row;
    },

    async setPdfKey(id: string, key: string) {
      await db.update(certificates).set({ pdfKey: key }).where(eq(certificates.id, id));
    },

    /** Revokes a valid certificate; undefined when it is unknown or already revoked. */
    async revoke(id: string, values: { revokedBy: string; reason: string }, tx: Db) {
      const [row] = await tx
        .update(certificates)
        .set({ revokedAt: new Date(), revokedBy: values.revokedBy, revocationReason: values.reason })
        .where(and(eq(certificates.id, id), isNull(certificates.revokedAt)))
        .returning();
      return row;
    },

    /** The row locked for the rest of `tx` (a revoke or a re-issue reads it first). */
    async lock(id: string, tx: Db) {
      const [row] = await tx.select().from(certificates).where(eq(certificates.id, id)).for('update');
      return row;
    },

    /** The certificate re-issued from `id`, if any. */
    async replacementOf(id: string, tx: Db = db) {
      const [row] = await tx
        .select({ id: certificates.id })
        .from(certificates)
        .where(eq(certificates.replaces, id))
        .limit(1);
      return row?.id ?? null;
    },
  };
}

export type CertificateRepository = ReturnType<typeof createCertificateRepository>;
export type CertificateWithSlug = NonNullable<Awaited<ReturnType<CertificateRepository['find']>>>;
