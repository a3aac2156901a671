import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelope, ZDashboard, ZDashboardQuery } from '@curio/shared';
import { ok } from '#api/lib/envelope.ts';
import { bearer, errorResponses } from '#api/lib/schemas.ts';
import { createDashboardService } from './console-service.ts';

/**
 * The console's front page: a period at a glance (editor and admin), the last 30 days unless the operator
 * picks today, a week or their own dates; days are the operator's, in their time zone.
 */
export async function dashboardRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = createDashboardService(fastify);

  app.get('/dashboard', {
    config: { auth: ['editor', 'admin'] },
    schema: {
      tags: ['Admin: dashboard'],
      security: bearer,
      summary:
        'Revenue, orders by status and day, new learners, inbox, new reviews, top courses over days from–to',
      querystring: ZDashboardQuery,
      response: { 200: envelope(ZDashboard), ...errorResponses(400, 401, 403) },
    },
    handler: async (request) => ok(await service.read(request.query)),
  });
}
