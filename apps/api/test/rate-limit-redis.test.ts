import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { loggerOptions } from '#api/app.ts';
import { DEFAULT_RATE_LIMITS } from '#api/config.ts';
import { eventually, freePort, useInstances } from './helpers/instances.ts';
import { uniqueRedisPrefix, useRedisServer } from './helpers/redis.ts';
import { testDatabase } from './helpers/database.ts';
import { aUser, signUp } from './helpers/users.ts';

const LOGIN_MAX = DEFAULT_RATE_LIMITS.login.max;

/** A login with the wrong password: 401 while under the limit, 429 over it. */
const wrongLogin = (app: FastifyInstance, email: string) =>
  app.inject({ method: 'POST', url: '/api/user/login', payload: { email, password: 'Wrong-pass1' } });

const readyz = async (app: FastifyInstance) =>
  (await app.inject({ method: 'GET', url: '/readyz' })).json() as { rateLimits: string };

/** What an app logs, as parsed lines. */
function capturedLog() {
  const lines: { level: number; msg: string }[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  return { lines, logger: { ...(loggerOptions('info') as object), stream } };
}

describe('login limit shared through Redis by every instance (ADR 015)', () => {
  // The worker's database opens in a hook (the instances of each test then start quickly).
  beforeAll(async () => {
    await testDatabase();
  });
  const instance = useInstances();
  const redisServer = useRedisServer();

  async function twoInstances(url: string) {
    // A loaded machine's Redis can take longer than the production 250 ms to answer, and a count it misses is
    // counted locally: these tests count across instances, so they wait longer. A dead Redis fails at once.
    const redis = { url, prefix: uniqueRedisPrefix(), commandTimeoutMs: 10_000 };
    const first = await instance({ rateLimits: DEFAULT_RATE_LIMITS, redis });
    const second = await instance({ rateLimits: DEFAULT_RATE_LIMITS, redis });
    return [first, second] as const;
  }

  /** Each instance says (in /readyz) that it counts in Redis, once its client has connected. */
  async function expectShared(...apps: FastifyInstance[]) {
    for (const app of apps) {
      const ready = await eventually(
        () => readyz(app),
        (r) => r.rateLimits === 'shared',
      );
      expect(ready.rateLimits).toBe('shared');
    }
  }

  it(`allows ${LOGIN_MAX} tries in total across two instances, not ${LOGIN_MAX} on each`, async () => {
    const redis = await redisServer();
    const [first, second] = await twoInstances(redis.url);
    await expectShared(first, second);
    const { email } = aUser();
    for (let i = 0; i < LOGIN_MAX; i++) {
      const res = await wrongLogin(i % 2 === 0 ? first : second, email);
      expect(res.statusCode, `try ${i + 1}`).toBe(401);
    }
    for (const app of [first, second]) {
      const limited = await wrongLogin(app, email);
      expect(limited.statusCode).toBe(429);
      expect(limited.json().message).toMatch(/^Too many attempts\. Try again in /);
    }
    // The limit is per address and email: someone else still gets in.
    const other = aUser();
    await signUp(first, other);
    const ok = await second.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: { email: other.email, password: other.password },
    });
    expect(ok.statusCode).toBe(200);
  });

  it('with Redis unreachable from the start, answers normally and limits each instance on its own', async () => {
    const closed = `redis://127.0.0.1:${await freePort()}`;
    const { lines, logger } = capturedLog();
    const redis = { url: closed, prefix: uniqueRedisPrefix() };
    const first = await instance({ rateLimits: DEFAULT_RATE_LIMITS, redis }, { logger });
    const second = await instance({ rateLimits: DEFAULT_RATE_LIMITS, redis });
    expect((await readyz(first)).rateLimits).toBe('per-instance');
    const { email } = aUser();
    for (let i = 0; i < LOGIN_MAX; i++) expect((await wrongLogin(first, email)).statusCode).toBe(401);
    expect((await wrongLogin(first, email)).statusCode).toBe(429);
    // The other instance has counted nothing of those.
    expect((await wrongLogin(second, email)).statusCode).toBe(401);
    const warnings = await eventually(
      async () => lines.filter((line) => line.msg.startsWith('rate limits: Redis is unreachable')),
      (found) => found.length > 0,
    );
    expect(warnings.length).toBeGreaterThanOrEqual(1);
    expect(warnings.every((line) => line.level === 40)).toBe(true);
    // Rate-limited: one warning for the outage, not one per request or reconnect attempt.
    expect(warnings.length).toBeLessThanOrEqual(2);
  });

  it('falls back without a 5xx when Redis dies mid-run, and shares the count again once it is back', async () => {
    const redis = await redisServer();
    const [first, second] = await twoInstances(redis.url);
    for (const app of [first, second])
      await eventually(
        () => readyz(app),
        (r) => r.rateLimits === 'shared',
      );
    const { email } = aUser();
    for (let i = 0; i < 4; i++) expect((await wrongLogin(first, email)).statusCode).toBe(401);

    await redis.kill();
    // Counted in this instance from zero: the requests are answered, never a 500, and the limit still holds.
    const statuses: number[] = [];
    for (let i = 0; i <= LOGIN_MAX; i++) statuses.push((await wrongLogin(first, email)).statusCode);
    expect(statuses.filter((status) => status >= 500)).toEqual([]);
    expect(statuses.at(-1)).toBe(429);
    expect(statuses.slice(0, -1).every((status) => status === 401 || status === 429)).toBe(true);
    expect((await readyz(first)).rateLimits).toBe('per-instance');

    await redis.start();
    await expectShared(first, second);
    // The restarted Redis is empty: a fresh shared count of LOGIN_MAX across both instances.
    const next = aUser();
    for (let i = 0; i < LOGIN_MAX; i++)
      expect((await wrongLogin(i % 2 === 0 ? second : first, next.email)).statusCode).toBe(401);
    expect((await wrongLogin(first, next.email)).statusCode).toBe(429);
    expect((await wrongLogin(second, next.email)).statusCode).toBe(429);
  });
});
