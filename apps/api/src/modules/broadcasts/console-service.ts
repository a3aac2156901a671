import type { FastifyInstance } from 'fastify';
import type { NotificationRow } from '@curio/db';
import type { TBroadcast, TConsolePage } from '@curio/shared';
import { recordAudit, type AuditActor } from '#api/lib/audit.ts';
import { pageWindow, toConsolePage } from '#api/lib/console-list.ts';
import { createNotificationRepository } from '#api/modules/commerce/index.ts';

const toBroadcast = (row: NotificationRow): TBroadcast => ({
  _id: row.id,
  title: row.title,
  message: row.message,
  link: row.link,
  createdAt: row.createdAt.toISOString(),
});

/** Messages to every learner, composed in the console; they show on the notification page. */
export function createBroadcastService(app: FastifyInstance) {
  const notifications = createNotificationRepository(app.db);

  return {
    list: async (query: { page: number; pageSize: number }): Promise<TConsolePage<TBroadcast>> =>
      toConsolePage(await notifications.listBroadcasts(pageWindow(query)), query, toBroadcast),

    /** Stores the broadcast and its audit row together. */
    send: (actor: AuditActor, input: { title: string; message: string; link?: string }) =>
      app.db.transaction(async (tx) => {
        const row = await notifications.insertBroadcast(
          { title: input.title, message: input.message, link: input.link ?? null },
          tx,
        );
        const broadcast = toBroadcast(row);
        await recordAudit(tx, actor, {
          action: 'create',
          entity: 'broadcast',
          entityId: row.id,
          after: { title: broadcast.title, message: broadcast.message, link: broadcast.link },
        });
        return broadcast;
      }),
  };
}
