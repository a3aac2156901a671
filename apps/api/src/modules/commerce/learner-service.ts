import type { FastifyInstance } from 'fastify';
import type { TMyReview, TNotification, TSavedAddress } from '@curio/shared';
import { createLearnerRepository } from './learner-repository.ts';
import { createNotificationRepository } from './notification-repository.ts';
import { compactAddress, toMyReview, toNotification } from './serialize.ts';

/** What the profile and notification pages read about the signed-in learner, and only about them. */
export function createLearnerService(app: FastifyInstance) {
  const learners = createLearnerRepository(app.db);
  const notifications = createNotificationRepository(app.db);

  return {
    async savedAddress(userId: string): Promise<TSavedAddress> {
      const stored = await learners.savedAddress(userId);
      return stored ? compactAddress(stored) : null;
    },

    async myReviews(userId: string): Promise<TMyReview[]> {
      return (await learners.reviews(userId)).map(toMyReview);
    },

    /** Broadcasts and the learner's own, newest first. */
    async notifications(userId: string): Promise<TNotification[]> {
      return (await notifications.listForUser(userId)).map(toNotification);
    },
  };
}
