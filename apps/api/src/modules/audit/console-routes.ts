import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AuditLogRow } from '@curio/db';
import { envelope, ZAuditEntry, ZAuditListQuery, ZConsolePage, type TAuditEntry } from '@curio/shared';
import { toConsolePage } from '#api/lib/console-list.ts';
import { ok } from '#api/lib/envelope.ts';
import { bearer, errorResponses } from '#api/lib/schemas.ts';
import { createAuditRepository } from './console-repository.ts';

const toAuditEntry = (row: AuditLogRow): TAuditEntry => ({
  _id: row.id,
  actorId: row.actorId,
  actorEmail: row.actorEmail,
  actorIp: row.actorIp,
  action: row.action,
  entity: row.entity,
  entityId: row.entityId,
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
