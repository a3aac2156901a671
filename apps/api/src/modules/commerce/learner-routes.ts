import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  COMMERCE_MESSAGES as M,
  envelope,
  MESSAGES,
  ZMyReview,
  ZNotification,
  ZSavedAddress,
} from '@curio/shared';
import { userId } from '#api/lib/auth.ts';
import { ok } from '#api/lib/envelope.ts';
import { bearer, errorResponses } from '#api/lib/schemas.ts';
import { createLearnerService } from './learner-service.ts';

/** The learner's own saved address, reviews and notifications (profile and notification pages). */
export function learnerRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = createLearnerService(fastify);
  // Before validation: no valid token → 401 (plugins/auth.ts).
  const read = { config: { auth: 'signed-in' } } as const;

  app.get('/user/address', {
    ...read,
    schema: {
      tags: ['Accounts'],
      security: bearer,
      summary: 'The address saved at checkout, or null',
      response: { 200: envelope(ZSavedAddress), ...errorResponses(401) },
    },
    handler: async (request) => {
      const address = await service.savedAddress(userId(request.user));
      return ok(address, address ? MESSAGES.api.ok : M.savedAddressNone);
    },
  });

  app.get('/user/reviews', {
    ...read,
    schema: {
      tags: ['Reviews'],
      security: bearer,
      summary: 'The learner’s own reviews with their courses, newest first',
      response: { 200: envelope(z.array(ZMyReview)), ...errorResponses(401) },
    },
    handler: async (request) => ok(await service.myReviews(userId(request.user))),
  });

  app.get('/notification/user', {
    ...read,
    schema: {
      tags: ['Notifications'],
      security: bearer,
      summary: 'Messages to everyone and to this learner, newest first',
      response: { 200: envelope(z.array(ZNotification)), ...errorResponses(401) },
    },
    handler: async (request) => ok(await service.notifications(userId(request.user))),
  });
}
