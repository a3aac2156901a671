import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  envelope,
  MESSAGES,
  ZBroadcast,
  ZBroadcastRequest,
  ZConsoleListQuery,
  ZConsolePage,
} from '@curio/shared';
import { auditActor } from '#api/lib/audit.ts';
import { ok } from '#api/lib/envelope.ts';
import { bearer, errorResponses } from '#api/lib/schemas.ts';
import { createBroadcastService } from './console-service.ts';

const tags = ['Admin: notifications'];

/** Broadcast notifications (editor and admin): every learner sees them in GET /api/notification/user. */
export async function broadcastRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = createBroadcastService(fastify);
  const guard = { config: { auth: ['editor', 'admin'] } } as const;

  app.get('/notifications', {
    ...guard,
    schema: {
      tags,
      security: bearer,
      summary: 'Broadcasts sent, newest first',
      querystring: ZConsoleListQuery.pick({ page: true, pageSize: true }),
      response: { 200: envelope(ZConsolePage(ZBroadcast)), ...errorResponses(400, 401, 403) },
    },
    handler: async (request) => ok(await service.list(request.query)),
  });

  app.post('/notifications', {
    ...guard,
    schema: {
      tags,
      security: bearer,
      summary: 'Send a broadcast (title, message, optional link) to every learner',
      body: ZBroadcastRequest,
      response: { 201: envelope(ZBroadcast), ...errorResponses(400, 401, 403) },
    },
    handler: async (request, reply) =>
      reply
        .code(201)
        .send(ok(await service.send(auditActor(request), request.body), MESSAGES.broadcast.sent, 201)),
  });
}
