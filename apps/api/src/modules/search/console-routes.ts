import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { CONSOLE_SEARCH_PER_GROUP, envelope, ZConsoleSearchQuery, ZConsoleSearchReply } from '@curio/shared';
import { authUser } from '#api/lib/auth.ts';
import { ok } from '#api/lib/envelope.ts';
import { bearer, errorResponses } from '#api/lib/schemas.ts';
import { createConsoleSearchService } from './console-service.ts';

/** The console header's search box: one request, the matches grouped, for editors and admins. */
export async function consoleSearchRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = createConsoleSearchService(fastify);

  app.get('/search', {
    // Before validation: no valid token → 401, a learner → 403 (plugins/auth.ts).
    config: { auth: ['editor', 'admin'] },
    schema: {
      tags: ['Admin: search'],
      security: bearer,
      summary: `Courses, orders, users, enquiries matching q, ≤ ${CONSOLE_SEARCH_PER_GROUP} each (by role)`,
      querystring: ZConsoleSearchQuery,
      response: { 200: envelope(ZConsoleSearchReply), ...errorResponses(400, 401, 403) },
    },
    handler: async (request) => ok(await service.search(request.query.q, authUser(request.user).role)),
  });
}
