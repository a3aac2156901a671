import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CONTENT_MESSAGES,
  envelope,
  MESSAGES,
  ZJobApplicationRequest,
  ZLeadRequest,
  ZSubmissionReceipt,
  ZTrainerApplicationRequest,
} from '@curio/shared';
import { ok } from '#api/lib/envelope.ts';
import { limitBy } from '#api/lib/rate-limit.ts';
import { errorResponses } from '#api/lib/schemas.ts';
import { createSubmissionService } from './service.ts';

const receipt = { 201: envelope(ZSubmissionReceipt) };

/**
 * What visitors send: the contact form (POST /api/leads, docs/product.md#enquiries) and the job and trainer
 * applications (docs/product.md#enquiries). Each is limited per IP with the leads limit
 * (docs/product.md#accounts: 5 per 10 minutes by default), so the operator's inbox cannot be flooded through
 * any of the three.
 */
export async function submissionRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = createSubmissionService(fastify);
  const limit = limitBy.ip(fastify.config.rateLimits.leads);

  app.post('/leads', {
    config: limit,
    schema: {
      tags: ['Contact'],
      summary: 'Send an enquiry; it is stored and mailed to the site’s contact address',
      body: ZLeadRequest,
      response: { ...receipt, ...errorResponses(400, 429) },
    },
    handler: async (request, reply) =>
      reply.code(201).send(ok(await service.submitLead(request.body), MESSAGES.contact.sent, 201)),
  });

  app.post('/workWithCurio/:id/apply', {
    config: limit,
    schema: {
      tags: ['Careers'],
      summary: 'Apply for an open position; an unknown job is a 404',
      params: z.object({ id: z.string().max(100) }),
      body: ZJobApplicationRequest,
      response: { ...receipt, ...errorResponses(400, 404, 429) },
    },
    handler: async (request, reply) => {
      const saved = await service.applyForJob(request.params.id, request.body);
      return reply.code(201).send(ok(saved, CONTENT_MESSAGES.applicationReceived, 201));
    },
  });

  app.post('/trainer/apply', {
    config: limit,
    schema: {
      tags: ['Careers'],
      summary: 'Apply to become a trainer',
      body: ZTrainerApplicationRequest,
      response: { ...receipt, ...errorResponses(400, 429) },
    },
    handler: async (request, reply) => {
      const saved = await service.applyAsTrainer(request.body);
      return reply.code(201).send(ok(saved, CONTENT_MESSAGES.applicationReceived, 201));
    },
  });
}
