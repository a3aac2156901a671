import type { FastifyInstance } from 'fastify';
import {
  ADMIN_ONLY_SEARCH_GROUPS,
  CONSOLE_SEARCH_GROUPS,
  CONSOLE_SEARCH_PER_GROUP,
  CONSOLE_SEARCH_TEXTS as T,
  ORDER_STATUS_LABELS,
  type TConsoleSearchGroup,
  type TConsoleSearchGroupName,
  type TConsoleSearchHit,
  type TConsoleSearchReply,
  type TRole,
  type TSearchInboxKind,
} from '@curio/shared';
import { orderReference } from '#api/modules/commerce/index.ts';
import { createConsoleSearchRepository } from './console-repository.ts';

/** A group's hits as the reply has them: at most the bound, and whether there were more. */
const bounded = (group: TConsoleSearchGroupName, hits: TConsoleSearchHit[]): TConsoleSearchGroup => ({
  group,
  items: hits.slice(0, CONSOLE_SEARCH_PER_GROUP),
  hasMore: hits.length > CONSOLE_SEARCH_PER_GROUP,
});

/** The groups a role may open: orders and users are for admins (docs/product.md#console). */
export const searchGroupsFor = (role: TRole): TConsoleSearchGroupName[] =>
  CONSOLE_SEARCH_GROUPS.filter((group) => role === 'admin' || !ADMIN_ONLY_SEARCH_GROUPS.includes(group));

/**
 * The console's search across courses, orders, users and enquiries (docs/product.md#console). Each group
 * reads one more row than it shows, to say whether there are more; a group the role may not open is not read.
 */
export function createConsoleSearchService(app: FastifyInstance) {
  const repository = createConsoleSearchRepository(app.db);
  // One more than a group shows: its presence is what `hasMore` reports.
  const limit = CONSOLE_SEARCH_PER_GROUP + 1;

  async function enquiries(q: string): Promise<TConsoleSearchHit[]> {
    const kinds: [TSearchInboxKind, Awaited<ReturnType<typeof repository.leads>>][] = [
      ['leads', await repository.leads(q, limit)],
      ['job-applications', await repository.jobApplications(q, limit)],
      ['trainer-applications', await repository.trainerApplications(q, limit)],
    ];
    return kinds
      .flatMap(([inbox, rows]) => rows.map((row) => ({ inbox, row })))
      .sort((a, b) => b.row.createdAt.getTime() - a.row.createdAt.getTime())
      .map(({ inbox, row }) => ({
        _id: row.id,
        title: row.name,
        detail: `${row.email} · ${T.inboxKinds[inbox]}`,
        inbox,
      }));
  }

  const readers: Record<TConsoleSearchGroupName, (q: string) => Promise<TConsoleSearchHit[]>> = {
    courses: async (q) =>
      (await repository.courses(q, limit)).map((row) => ({
        _id: row.id,
        title: row.name,
        detail: `/${row.slug} · ${T.courseStatuses[row.status]}`,
      })),
    orders: async (q) =>
      (await repository.orders(q, limit)).map((row) => ({
        _id: row.id,
        title: orderReference(row.id),
        detail: `${row.email} · ${ORDER_STATUS_LABELS[row.status]}`,
      })),
    users: async (q) =>
      (await repository.users(q, limit)).map((row) => ({
        _id: row.id,
        title: row.name,
        detail: `${row.email} · ${T.roles[row.role]}`,
      })),
    enquiries,
  };

  return {
    async search(q: string, role: TRole): Promise<TConsoleSearchReply> {
      const groups: TConsoleSearchGroup[] = [];
      // One after the other: on the embedded database every query shares one connection anyway.
      for (const group of searchGroupsFor(role)) groups.push(bounded(group, await readers[group](q)));
      return { groups };
    },
  };
}
