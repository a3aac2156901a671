import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelope, IMAGE_UPLOAD_LIMITS, MESSAGES, ZImageUpload } from '@curio/shared';
import { auditActor } from '#api/lib/audit.ts';
import { ok } from '#api/lib/envelope.ts';
import { IMAGE_UPLOAD_RULES, readImageUpload } from '#api/lib/images.ts';
import { limitBy } from '#api/lib/rate-limit.ts';
import { bearer, errorResponses } from '#api/lib/schemas.ts';
import { uploadContentImage } from './service.ts';

const { field } = IMAGE_UPLOAD_LIMITS;

/** Images for the content types and the site settings (team photos, partner logos, the founder's photo…). */
export async function uploadAdminRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post('/uploads/images', {
    // Before the body is read: no valid token → 401, a learner → 403 (plugins/auth.ts).
    config: { auth: ['editor', 'admin'], ...limitBy.user(fastify.config.rateLimits.uploads) },
    schema: {
      tags: ['Admin: uploads'],
      security: bearer,
      summary: `Upload an image (${IMAGE_UPLOAD_RULES}); save its URL in a content item or the site settings within a day`,
      consumes: ['multipart/form-data'],
      response: { 201: envelope(ZImageUpload), ...errorResponses(400, 401, 403, 429, 503) },
    },
    handler: async (request, reply) => {
      const uploaded = await uploadContentImage(
        fastify,
        auditActor(request),
        await readImageUpload(request, field),
      );
      return reply.code(201).send(ok(uploaded, MESSAGES.images.uploaded, 201));
    },
  });
}
