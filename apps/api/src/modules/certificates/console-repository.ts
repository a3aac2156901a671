import { and, desc, eq, gte, isNotNull, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { certificates, courses, users, type Db } from '@curio/db';
import type { z } from 'zod';
import type { ZAdminCertificateListQuery } from '@curio/shared';
import { cappedTotal, ilikeContains, ilikeStartsWith, pageWindow, sortOrder } from '#api/lib/console-list.ts';
import { keysetAfter, keysetAt, keysetOrder, type KeysetCursor } from '#api/lib/csv.ts';

export type CertificateListQuery = z.output<typeof ZAdminCertificateListQuery>;
export type CertificateFilter = Pick<CertificateListQuery, 'q' | 'course' | 'status' | 'from' | 'to'>;

/** The start of a whole UTC day, or of the day after it (`to` includes its whole day). */
const dayStart = (day: string, plusDays = 0) =>
  new Date(Date.parse(`${day}T00:00:00.000Z`) + plusDays * 86_400_000);

function certificateWhere(f: CertificateFilter): SQL | undefined {
  const q = f.q;
  return and(
    f.course ? eq(certificates.courseId, f.course) : undefined,
    f.status === 'valid' ? isNull(certificates.revokedAt) : undefined,
    f.status === 'revoked' ? isNotNull(certificates.revokedAt) : undefined,
    f.from ? gte(certificates.issuedAt, dayStart(f.from)) : undefined,
    f.to ? lt(certificates.issuedAt, dayStart(f.to, 1)) : undefined,
    q
      ? or(
          ilikeContains(certificates.learnerName, q),
          ilikeContains(users.name, q),
          ilikeContains(users.email, q),
          ilikeStartsWith(certificates.id, q.toLowerCase()),
        )
      : undefined,
  );
}

const issuer = alias(users, 'issuer');
const revoker = alias(users, 'revoker');

/** A row of the list and the export: the certificate, its learner now, its course's slug. */
const rowColumns = {
  certificate: certificates,
  learner: { id: users.id, name: users.name, email: users.email },
  courseSlug: courses.slug,
};

/** The console's reads of certificates (admin); SQL lives here only (issuing and revoking: repository.ts). */
export function createCertificateAdminRepository(db: Db) {
  const rows = () =>
    db
      .select(rowColumns)
      .from(certificates)
      .innerJoin(users, eq(users.id, certificates.userId))
      .innerJoin(courses, eq(courses.id, certificates.courseId));

  return {
    /** One page of the filtered certificates, newest first unless sorted otherwise, and the total. */
    async list(query: CertificateListQuery) {
      const where = certificateWhere(query);
      const order = sortOrder(
        query.sort,
        {
          issuedAt: certificates.issuedAt,
          completedAt: certificates.completedAt,
          learner: certificates.learnerName,
          course: certificates.courseName,
        },
        desc(certificates.issuedAt),
      );
      const { limit, offset } = pageWindow(query);
      const [page, total] = await Promise.all([
        rows().where(where).orderBy(order, desc(certificates.id)).limit(limit).offset(offset),
        cappedTotal(
          db,
          db
            .select({ one: sql`1` })
            .from(certificates)
            .innerJoin(users, eq(users.id, certificates.userId))
            .where(where)
            .$dynamic(),
        ),
      ]);
      return { rows: page, ...total };
    },

    /** The next batch of the export, newest first, strictly after the cursor (keyset on issue time, id). */
    exportBatch: (filter: CertificateFilter, after: KeysetCursor | undefined, limit: number) =>
      db
        .select({ ...rowColumns, keysetAt: keysetAt(certificates.issuedAt) })
        .from(certificates)
        .innerJoin(users, eq(users.id, certificates.userId))
        .innerJoin(courses, eq(courses.id, certificates.courseId))
        .where(
          and(
            certificateWhere(filter),
            after ? keysetAfter(certificates.issuedAt, certificates.id, after) : undefined,
          ),
        )
        .orderBy(...keysetOrder(certificates.issuedAt, certificates.id))
        .limit(limit),

    /** One certificate with who issued and revoked it (null for an issue on completion or a gone account). */
    async detail(id: string) {
      const [row] = await db
        .select({
          ...rowColumns,
          issuedBy: { id: issuer.id, email: issuer.email },
          revokedBy: { id: revoker.id, email: revoker.email },
          replacedBy: sql<
            string | null
          >`(select r.id from ${certificates} r where r.replaces = ${certificates.id} order by r.issued_at limit 1)`,
        })
        .from(certificates)
        .innerJoin(users, eq(users.id, certificates.userId))
        .innerJoin(courses, eq(courses.id, certificates.courseId))
        .leftJoin(issuer, eq(issuer.id, certificates.issuedBy))
        .leftJoin(revoker, eq(revoker.id, certificates.revokedBy))
        .where(eq(certificates.id, id));
      return row;
    },

    /** Whether the account and the course exist (a manual issue names both). */
    async userExists(id: string) {
      const [row] = await db.select({ id: users.id }).from(users).where(eq(users.id, id));
      return Boolean(row);
    },
    async courseExists(id: string) {
      const [row] = await db.select({ id: courses.id }).from(courses).where(eq(courses.id, id));
      return Boolean(row);
    },
  };
}

type CertificateAdminRepository = ReturnType<typeof createCertificateAdminRepository>;
export type CertificateListRow = Awaited<ReturnType<CertificateAdminRepository['list']>>['rows'][number];
export type CertificateDetailRow = NonNullable<Awaited<ReturnType<CertificateAdminRepository['detail']>>>;
