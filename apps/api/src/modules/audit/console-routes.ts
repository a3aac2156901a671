import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  AUDIT_SETTING_NAMES,
  envelope,
  ZAuditEntry,
  ZAuditListQuery,
  ZConsolePage,
  type TAuditEntry,
} from '@curio/shared';
import { toConsolePage } from '#api/lib/console-list.ts';
import { ok } from '#api/lib/envelope.ts';
import { bearer, errorResponses } from '#api/lib/schemas.ts';
import { orderReference } from '#api/modules/commerce/index.ts';
import { createAuditRepository, type NamedAuditRow } from './console-repository.ts';

/** The name of an item the database does not name: an order's reference, a setting's, an image's URL. */
function nameWithoutTable({ entity, entityId }: NamedAuditRow): string | null {
  if (entityId === null) return null;
  if (entity === 'order') return orderReference(entityId);
  if (entity === 'setting') return AUDIT_SETTING_NAMES[entityId] ?? entityId;
  return entity === 'image' ? entityId : null;
}

export const toAuditEntry = (row: NamedAuditRow): TAuditEntry => ({
  _id: row.id,
  actorId: row.actorId,
  actorName: row.actorName,
  actorEmail: row.actorEmail,
  actorIp: row.actorIp,
  action: row.action,
  entity: row.entity,
  entityId: row.entityId,
  entityName: row.entityName ?? nameWithoutTable(row),
  before: row.before,
  after: row.after,
  createdAt: row.createdAt.toISOString(),
});

/**
 * The audit log, admin only. Read-only by design: this module has no write route, and no
 * other route updates or deletes an audit row.
 */
export async function auditRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const repo = createAuditRepository(fastify.db);

  app.get('/audit', {
    config: { auth: ['admin'] },
    schema: {
      tags: ['Admin: audit'],
      security: bearer,
      summary: 'Console writes, newest first: filter by entity, id, actor, action and days',
      querystring: ZAuditListQuery,
      response: { 200: envelope(ZConsolePage(ZAuditEntry)), ...errorResponses(400, 401, 403) },
    },
    handler: async (request) =>
      ok(toConsolePage(await repo.list(request.query), request.query, toAuditEntry)),
  });
}
