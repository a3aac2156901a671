import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { normalizeIP } from '@fastify/rate-limit';
import { MESSAGES } from '@curio/shared';
import type { RateLimit } from '#api/config.ts';
import { HttpError } from './http-errors.ts';

const bodyEmail = (request: FastifyRequest) => {
  const body = request.body as { email?: unknown } | undefined;
  return typeof body?.email === 'string' ? body.email.trim().toLowerCase() : '';
};

/** What a limit counts by: one key per request, or undefined to leave this request uncounted. */
export type LimitKey = (request: FastifyRequest) => string | undefined;

/** The keys our limits count by. Those that read the body run at preHandler, after validation. */
export const keyBy = {
  /** The library's own IP key: an IPv6 client counts by its /64, which one host usually holds whole. */
  ip: (r: FastifyRequest) => normalizeIP(r.ip),
  email: (r: FastifyRequest) => bodyEmail(r),
  ipAndEmail: (r: FastifyRequest) => `${normalizeIP(r.ip)}|${bodyEmail(r)}`,
  user: (r: FastifyRequest) => `user:${r.user?.id ?? r.ip}`,
} satisfies Record<string, LimitKey>;

/**
 * A route's own limit (its `config`; README "Configuration", ADR 020). Keys that use the body run at
 * preHandler, after parsing and validation, so a malformed request is refused without spending anyone's
 * allowance.
 */
export const limitBy = {
  ip: (limit: RateLimit) => ({ rateLimit: { ...limit } }),
  ipAndEmail: (limit: RateLimit) => ({
    rateLimit: { ...limit, hook: 'preHandler' as const, keyGenerator: keyBy.ipAndEmail },
  }),
  /** Per signed-in user; runs at preHandler, after `authenticate` (onRequest) has set request.user. */
  user: (limit: RateLimit) => ({
    rateLimit: { ...limit, hook: 'preHandler' as const, keyGenerator: keyBy.user },
  }),
  email: (limit: RateLimit) => ({
    rateLimit: { ...limit, hook: 'preHandler' as const, keyGenerator: keyBy.email },
  }),
};

/** "15 minutes", "1 minute", "40 seconds": the wording of the library's own 429 (`@lukeed/ms`, long). */
export function waitText(seconds: number): string {
  const units = [
    ['day', 86_400],
    ['hour', 3_600],
    ['minute', 60],
  ] as const;
  for (const [unit, size] of units) {
    if (seconds >= size) {
      const n = Math.round(seconds / size);
      return `${n} ${unit}${n === 1 ? '' : 's'}`;
    }
  }
  return `${seconds} second${seconds === 1 ? '' : 's'}`;
}

/**
 * One more limit on a route, as a preHandler: @fastify/rate-limit takes one `config.rateLimit` per route.
 * It counts in the app's rate-limit store (Redis with REDIS_URL, else memory; ADR 015), under its own
 * name, so two routes given the same limiter share one count (the password-guess limits of the password
 * and email changes). The 429 is the library's: same message and Retry-After.
 */
export function createLimiter(app: FastifyInstance, name: string, limit: RateLimit, key: LimitKey) {
  const options = {
    ...limit,
    // Not in CreateRateLimitOptions' type, but passed on to the store's `child` like a route's options.
    cache: app.config.rateLimitMemoryKeys,
    keyGenerator: (request: FastifyRequest) => `${name}:${key(request) ?? ''}`,
  };
  const check = app.createRateLimit(options);
  return async function rateLimited(request: FastifyRequest, reply: FastifyReply) {
    if (key(request) === undefined) return;
    const result = await check(request);
    if (result.isAllowed || !result.isExceeded) return;
    reply.header('retry-after', result.ttlInSeconds);
    throw new HttpError(429, MESSAGES.api.rateLimited(waitText(result.ttlInSeconds)));
  };
}
