import { describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { DEFAULT_RATE_LIMITS } from '#api/config.ts';
import { useTestApp } from './helpers/app.ts';
import { aUser } from './helpers/users.ts';

/**
 * Behind the load balancer every request comes from its address; X-Forwarded-For names the
 * client, but only a configured proxy (TRUST_PROXY) is believed, so nobody can pick their own address.
 */
const LIMIT = DEFAULT_RATE_LIMITS.signup.max;
const PROXY = '10.0.0.5';

function signUp(app: FastifyInstance, from: { remoteAddress: string; forwardedFor?: string }) {
  return app.inject({
    method: 'POST',
    url: '/api/user/signup',
    remoteAddress: from.remoteAddress,
    headers: from.forwardedFor ? { 'x-forwarded-for': from.forwardedFor } : {},
    payload: aUser(),
  });
}

async function signUpsUntilLimited(
  app: FastifyInstance,
  from: { remoteAddress: string; forwardedFor?: string },
) {
  for (let i = 0; i < LIMIT; i++) expect((await signUp(app, from)).statusCode).toBe(201);
  expect((await signUp(app, from)).statusCode).toBe(429);
}

describe('TRUST_PROXY set to the load balancer', () => {
  const ctx = useTestApp({ rateLimits: { ...DEFAULT_RATE_LIMITS }, trustProxy: [PROXY, '192.168.0.0/16'] });

  it('counts each client behind the proxy on its own', async () => {
    await signUpsUntilLimited(ctx.app, { remoteAddress: PROXY, forwardedFor: '203.0.113.7' });
    // Another client through the same proxy still has its allowance.
    expect((await signUp(ctx.app, { remoteAddress: PROXY, forwardedFor: '203.0.113.8' })).statusCode).toBe(
      201,
    );
    // A proxy inside a trusted range is believed too.
    expect(
      (await signUp(ctx.app, { remoteAddress: '192.168.4.2', forwardedFor: '203.0.113.7' })).statusCode,
    ).toBe(429);
  });

  it('ignores X-Forwarded-For from anyone else: a client cannot claim a fresh address', async () => {
    const from = '198.51.100.20';
    for (let i = 0; i < LIMIT; i++)
      expect(
        (await signUp(ctx.app, { remoteAddress: from, forwardedFor: `198.51.100.${100 + i}` })).statusCode,
      ).toBe(201);
    expect((await signUp(ctx.app, { remoteAddress: from, forwardedFor: '198.51.100.250' })).statusCode).toBe(
      429,
    );
  });
});

describe('without TRUST_PROXY', () => {
  const ctx = useTestApp({ rateLimits: { ...DEFAULT_RATE_LIMITS } });

  it('never reads X-Forwarded-For', async () => {
    for (let i = 0; i < LIMIT; i++)
      expect(
        (await signUp(ctx.app, { remoteAddress: PROXY, forwardedFor: `203.0.113.${i + 1}` })).statusCode,
      ).toBe(201);
    expect((await signUp(ctx.app, { remoteAddress: PROXY, forwardedFor: '203.0.113.99' })).statusCode).toBe(
      429,
    );
  });
});
