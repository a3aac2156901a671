import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, ZAdminListQuery, ZJobApplication, ZLead, ZTrainerApplication } from '@curio/shared';
import { ok } from '#api/lib/envelope.ts';
import { bearer, errorResponses } from '#api/lib/schemas.ts';
import { createSubmissionService } from './service.ts';

const tags = ['Admin'];

/** The operator reads what visitors sent, newest first (issue #5: "an operator can read the leads"). */
export async function submissionAdminRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = createSubmissionService(fastify);
  // Before validation: no valid token → 401, a valid one without the admin role → 403.
  const guard = { config: { auth: ['admin'] } } as const;
  const page = (query: z.output<typeof ZAdminListQuery>) => ({
    limit: query.limit,
    before: query.before ? new Date(query.before) : undefined,
  });

  app.get('/leads', {
    ...guard,
    schema: {
      tags,
      security: bearer,
      summary: 'Contact-form enquiries, newest first',
      querystring: ZAdminListQuery,
      response: { 200: envelope(z.array(ZLead)), ...errorResponses(400, 401, 403) },
    },
    handler: async (request) => ok(await service.listLeads(page(request.query))),
  });

  app.get('/job-applications', {
    ...guard,
    schema: {
      tags,
      security: bearer,
      summary: 'Job applications, newest first',
      querystring: ZAdminListQuery,
      response: { 200: envelope(z.array(ZJobApplication)), ...errorResponses(400, 401, 403) },
    },
    handler: async (request) => ok(await service.listJobApplications(page(request.query))),
  });

  app.get('/trainer-applications', {
    ...guard,
    schema: {
      tags,
      security: bearer,
      summary: 'Trainer applications, newest first',
      querystring: ZAdminListQuery,
      response: { 200: envelope(z.array(ZTrainerApplication)), ...errorResponses(400, 401, 403) },
    },
    handler: async (request) => ok(await service.listTrainerApplications(page(request.query))),
  });
}
