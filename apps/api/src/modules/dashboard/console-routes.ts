import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelope, ZDashboard } from '@curio/shared';
import { ok } from '#api/lib/envelope.ts';
import { bearer, errorResponses } from '#api/lib/schemas.ts';
import { createDashboardService } from './console-service.ts';

/** The console's front page: the last 30 days at a glance (editor and admin). */
export async function dashboardRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = createDashboardService(fastify);

  app.get('/dashboard', {
    config: { auth: ['editor', 'admin'] },
    schema: {
      tags: ['Admin: dashboard'],
      security: bearer,
      summary: 'Revenue, orders by status and per day, new learners, waiting inbox, reviews, top courses',
      response: { 200: envelope(ZDashboard), ...errorResponses(401, 403) },
    },
    handler: async () => ok(await service.read()),
  });
}
