import { desc, eq, isNull, or, sql } from 'drizzle-orm';
import { notifications, type Db } from '@curio/db';
import { cappedTotal, matchingRows } from '#api/lib/console-list.ts';

/** How many notifications the page lists (newest first); older ones are not shown. */
export const NOTIFICATION_LIST_LIMIT = 100;

/** Notifications (SQL lives here only): broadcasts have no user, a learner's own carry their id. */
export function createNotificationRepository(db: Db) {
  const forUser = db
    .select({
      id: notifications.id,
      userId: notifications.userId,
      title: notifications.title,
      message: notifications.message,
      link: notifications.link,
      createdAt: notifications.createdAt,
    })
    .from(notifications)
    .where(or(isNull(notifications.userId), eq(notifications.userId, sql.placeholder('userId'))))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(NOTIFICATION_LIST_LIMIT)
    .prepare('commerce_notifications_for_user');

  return {
    /** Broadcasts and the learner's own, newest first. */
    listForUser: (userId: string) => forUser.execute({ userId }),

    /** A learner's own notification, as a write not yet run: `await` it, or put it into another statement. */
    insert: (values: { userId: string; title: string; message: string; link?: string | null }, tx: Db = db) =>
      tx.insert(notifications).values(values),

    /** A message to every learner (the console's broadcasts). */
    async insertBroadcast(values: { title: string; message: string; link: string | null }, tx: Db = db) {
      const [row] = await tx.insert(notifications).values(values).returning();
      if (!row) throw new Error('insert returned no row');
      return row;
    },

    /** One page of broadcasts, newest first, and how many there are. */
    async listBroadcasts({ limit, offset }: { limit: number; offset: number }) {
      const [rows, total] = await Promise.all([
        db
          .select()
          .from(notifications)
          .where(isNull(notifications.userId))
          .orderBy(desc(notifications.createdAt), desc(notifications.id))
          .limit(limit)
          .offset(offset),
        cappedTotal(db, matchingRows(db, notifications, isNull(notifications.userId))),
      ]);
      return { rows, ...total };
    },
  };
}
