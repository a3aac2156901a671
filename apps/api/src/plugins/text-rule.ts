import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { findForbiddenText, MESSAGES } from '@curio/shared';
import { badRequest } from '#api/lib/http-errors.ts';

const PARTS = [
  ['params', (request: FastifyRequest) => request.params],
  ['querystring', (request: FastifyRequest) => request.query],
  ['body', (request: FastifyRequest) => request.body],
] as const;

/**
 * The text rule (ADR 021) for everything a route's schema does not already hold to it: every path parameter,
 * query field and JSON body is walked before validation, and a control character (other than tab, LF, CR)
 * or a lone surrogate anywhere answers 400 naming the field, as a schema's own error would. The shared zod
 * strings (`zText`, `zMultilineText`) say the same, and refuse line breaks where a field holds one line.
 */
export const textRulePlugin = fp(async (app: FastifyInstance) => {
  app.addHook('preValidation', async (request) => {
    for (const [context, read] of PARTS) {
      const path = findForbiddenText(read(request));
      if (!path) continue;
      const field = path.join('.') || context;
      const message = MESSAGES.validation.controlCharacters;
      throw badRequest(message, [{ field, message }]);
    }
  });
});
