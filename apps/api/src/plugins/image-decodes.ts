import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ServiceBusyError } from '#api/lib/http-errors.ts';
import { imageDecodes } from '#api/lib/images.ts';

/**
 * Sizes this instance's image decodes from the configuration (IMAGE_DECODE_*, ADR 023), and sends a busy
 * reply's Retry-After header with its envelope. The onError hook runs before the error handler, which keeps
 * the headers already set.
 */
export const imageDecodesPlugin = fp(async (app: FastifyInstance) => {
  imageDecodes.configure(app.config.imageDecodes);
  app.addHook('onError', async (_request, reply, error) => {
    if (error instanceof ServiceBusyError) reply.header('retry-after', String(error.retryAfterSeconds));
  });
});
