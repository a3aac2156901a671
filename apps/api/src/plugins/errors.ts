import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { MESSAGES, type TErrorEnvelope, type TFieldError } from '@curio/shared';
import { HttpError } from '#api/lib/http-errors.ts';

export const envelope = (statusCode: number, message: string, errors?: TFieldError[]): TErrorEnvelope => ({
  statusCode,
  message,
  data: null,
  ...(errors?.length ? { errors } : {}),
});

// Fastify's own client errors whose text we replace with a clearer one.
const KNOWN: Record<string, [number, string]> = {
  FST_ERR_CTP_INVALID_JSON_BODY: [400, MESSAGES.api.malformedJson],
  FST_ERR_CTP_BODY_TOO_LARGE: [413, MESSAGES.api.bodyTooLarge],
  FST_REQ_FILE_TOO_LARGE: [413, MESSAGES.profile.imageTooLarge],
  FST_PARTS_LIMIT: [413, MESSAGES.api.bodyTooLarge],
  FST_FILES_LIMIT: [413, MESSAGES.api.bodyTooLarge],
  FST_MP_PREMATURE_CLOSE: [400, MESSAGES.api.malformedUpload],
  FST_INVALID_MULTIPART_CONTENT_TYPE: [400, MESSAGES.api.malformedUpload],
};

/**
 * What the multipart parser (busboy) throws, as plain errors, for a form with no boundary or cut short: the
 * client's fault, so 400. Matched on a multipart request only, so no other failure is mistaken for them.
 */
const MALFORMED_MULTIPART =
  /^(Multipart: Boundary not found|Boundary required|Unexpected end of (form|file|multipart data)|Malformed part header)|terminated early/;
const isMalformedMultipart = (error: Error, request: FastifyRequest) =>
  request.isMultipart() && MALFORMED_MULTIPART.test(error.message);

/**
 * docs/product.md#api: every failure is an envelope with the right status; a 5xx never leaks a stack or SQL.
 */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors: TFieldError[] = [];
      for (const v of error.validation) {
        const field =
          v.instancePath.replace(/^\//, '').replaceAll('/', '.') || (error.validationContext ?? 'body');
        // One message per field, the first rule it broke (what a form shows next to it).
        if (!errors.some((e) => e.field === field))
          errors.push({ field, message: v.message ?? MESSAGES.api.validation });
      }
      return reply.code(400).send(envelope(400, errors[0]?.message ?? MESSAGES.api.validation, errors));
    }
    if (error instanceof HttpError) {
      return reply.code(error.statusCode).send(envelope(error.statusCode, error.message, error.errors));
    }
    const known = 'code' in error && error.code ? KNOWN[error.code] : undefined;
    if (known) return reply.code(known[0]).send(envelope(known[0], known[1]));
    if (error instanceof SyntaxError) return reply.code(400).send(envelope(400, MESSAGES.api.malformedJson));
    if (isMalformedMultipart(error, request))
      return reply.code(400).send(envelope(400, MESSAGES.api.malformedUpload));

    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Fastify's own 4xx texts describe the request, never our internals.
      return reply.code(status).send(envelope(status, error.message));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send(envelope(500, MESSAGES.api.internal));
  });
});

export const notFoundEnvelope = (method: string, url: string) =>
  envelope(404, MESSAGES.api.routeNotFound(method, url.split('?')[0] ?? url));
