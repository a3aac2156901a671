import type { FastifyRequest } from 'fastify';
import type { RateLimit } from '#api/config.ts';

const bodyEmail = (request: FastifyRequest) => {
  const body = request.body as { email?: unknown } | undefined;
  return typeof body?.email === 'string' ? body.email.trim().toLowerCase() : '';
};

/**
 * Per-route limits of DESIGN §4. Keys that use the body run at preHandler, after parsing and
 * validation, so a malformed request is refused without spending anyone's allowance.
 */
export const limitBy = {
  ip: (limit: RateLimit) => ({ rateLimit: { ...limit } }),
  ipAndEmail: (limit: RateLimit) => ({
    rateLimit: {
      ...limit,
      hook: 'preHandler' as const,
      keyGenerator: (r: FastifyRequest) => `${r.ip}|${bodyEmail(r)}`,
    },
  }),
  /** Per signed-in user; runs at preHandler, after `authenticate` (onRequest) has set request.user. */
  user: (limit: RateLimit) => ({
    rateLimit: {
      ...limit,
      hook: 'preHandler' as const,
      keyGenerator: (r: FastifyRequest) => `user:${r.user?.id ?? r.ip}`,
    },
  }),
  email: (limit: RateLimit) => ({
    rateLimit: { ...limit, hook: 'preHandler' as const, keyGenerator: (r: FastifyRequest) => bodyEmail(r) },
  }),
};
