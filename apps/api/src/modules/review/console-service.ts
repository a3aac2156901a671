import type { FastifyInstance } from 'fastify';
import {
  BULK_MESSAGES,
  COURSE_MESSAGES as M,
  type TAdminReview,
  type TAdminReviewListQuery,
  type TConsolePage,
} from '@curio/shared';
import { toConsolePage } from '#api/lib/console-list.ts';
import { recordAudit, type AuditActor } from '#api/lib/audit.ts';
import { conflict, notFound } from '#api/lib/http-errors.ts';
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

  /**
   * Hides (a reason) or shows again (null), audited in the same transaction. A bulk action (`isBulk`) leaves
   * a review already in that state alone and says so, where the single hide may change a hidden one's reason.
   */
  async function setHidden(
    id: string,
    reason: string | null,
    actor: AuditActor,
    isBulk = false,
  ): Promise<TAdminReview> {
    const row = await app.db.transaction(async (tx) => {
      const before = await repo.find(id, tx);
      if (!before) throw notFound(M.reviewNotFound);
      const isHidden = before.hiddenAt !== null;
      if (isBulk && isHidden === (reason !== null))
        throw conflict(BULK_MESSAGES.already(isHidden ? 'hidden' : 'visible'));
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
      return toConsolePage(await repo.list(query), query, toAdminReview);
    },
    hideReview: (id: string, reason: string, actor: AuditActor, isBulk?: boolean) =>
      setHidden(id, reason, actor, isBulk),
    unhideReview: (id: string, actor: AuditActor, isBulk?: boolean) => setHidden(id, null, actor, isBulk),
  };
}
