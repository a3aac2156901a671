import type { FastifyInstance } from 'fastify';
import {
  COURSE_MESSAGES as M,
  type TAdminReview,
  type TAdminReviewListQuery,
  type TConsolePage,
} from '@curio/shared';
import { recordAudit, type AuditActor } from '#api/lib/audit.ts';
import { notFound } from '#api/lib/http-errors.ts';
import { createReviewAdminRepository, type AdminReviewRow } from './console-repository.ts';
import { invalidateCourseReviews } from './service.ts';

const toAdminReview = (row: AdminReviewRow): TAdminReview => ({
  _id: row.id,
  rating: row.rating,
  comment: row.comment,
  author: { _id: row.author.id, name: row.author.name, email: row.author.email },
  course: { _id: row.course.id, name: row.course.name, slug: row.course.slug },
  hidden: row.hiddenAt !== null,
  hiddenAt: row.hiddenAt?.toISOString() ?? null,
  hiddenReason: row.hiddenReason,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

const moderation = (row: AdminReviewRow) => ({
  hidden: row.hiddenAt !== null,
  hiddenReason: row.hiddenReason,
});

/**
 * Review moderation: a hidden review leaves its course's reviews list and rating at once (the
 * public cache entries of that course are dropped); its author still sees it, marked, in their profile.
 */
export function createReviewAdminService(app: FastifyInstance) {
  const repo = createReviewAdminRepository(app.db);

  /** Hides (a reason) or shows again (null), audited in the same transaction. */
  async function setHidden(id: string, reason: string | null, actor: AuditActor): Promise<TAdminReview> {
    const row = await app.db.transaction(async (tx) => {
      const before = await repo.find(id, tx);
      if (!before) throw notFound(M.reviewNotFound);
      await repo.setHidden(id, reason, tx);
      const after = await repo.find(id, tx);
      if (!after) throw notFound(M.reviewNotFound);
      await recordAudit(tx, actor, {
        action: reason === null ? 'unhide' : 'hide',
        entity: 'review',
        entityId: id,
        before: moderation(before),
        after: moderation(after),
      });
      return after;
    });
    invalidateCourseReviews(app, row.course);
    return toAdminReview(row);
  }

  return {
    async listReviews(query: TAdminReviewListQuery): Promise<TConsolePage<TAdminReview>> {
      const { rows, total } = await repo.list(query);
      return { items: rows.map(toAdminReview), total, page: query.page, pageSize: query.pageSize };
    },
    hideReview: (id: string, reason: string, actor: AuditActor) => setHidden(id, reason, actor),
    unhideReview: (id: string, actor: AuditActor) => setHidden(id, null, actor),
  };
}
