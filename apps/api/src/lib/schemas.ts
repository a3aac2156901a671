import { ZErrorEnvelope } from '@curio/shared';

/** OpenAPI documentation of the error replies a route can give (all share the envelope). */
export const errorResponses = (...codes: (400 | 401 | 403 | 404 | 409 | 411 | 413 | 415 | 429 | 503)[]) =>
  Object.fromEntries(codes.map((c) => [c, ZErrorEnvelope])) as Record<number, typeof ZErrorEnvelope>;

export const bearer = [{ bearerAuth: [] }];
/** OpenAPI: a route open to anyone that reads a bearer token when one is sent (`config.auth: 'optional'`). */
export const optionalBearer: Record<string, string[]>[] = [{}, { bearerAuth: [] }];
