import { randomUUID } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orders } from '@curio/db';
import { insertCategory, insertCourse } from '@curio/db/testing';
import type { TOrder, TReview, TUser } from '@curio/shared';
import { multipart, png } from '../../../apps/api/test/helpers/uploads.ts';
import {
  aLearner,
  call,
  cartWith,
  eventually,
  mailHealth,
  orderMailsTo,
  placeOrder,
  signedIn,
  upstreamOf,
  useCluster,
} from './harness.ts';

/**
 * ADR 017: two real server processes on one PostgreSQL (and Redis), behind nginx as `npm run cluster` runs
 * them. Whatever one instance did, the other must know: tokens, cache invalidations, rate-limit counts,
 * uploads, idempotency keys and mail.
 */
describe('two instances behind nginx', () => {
  const ctx = useCluster('instances');

  it('a token from one instance works on every instance and through nginx', async () => {
    const learner = await signedIn(ctx.direct[0] ?? '');
    for (const base of [...ctx.direct, ctx.lb]) {
      const self = await call<TUser>(base, 'GET', '/api/user/self', { auth: learner.auth });
      expect(self.status, base).toBe(200);
      expect(self.body.data).toMatchObject({ _id: learner.id, email: learner.email });
    }
  });

  it('a review written on one instance is on every other within a second', async () => {
    const course = await insertCourse(ctx.db, await insertCategory(ctx.db));
    const url = `/api/course/${course.id}/reviews`;
    // Every instance has the empty list in its public cache first.
    for (const base of ctx.direct) {
      for (let i = 0; i < 2; i++) {
        const empty = await call<TReview[]>(base, 'GET', url);
        expect(empty.body.data).toEqual([]);
      }
    }

    const learner = await signedIn(ctx.lb);
    const written = await call(ctx.direct[0] ?? '', 'POST', `/api/course/${course.id}/review`, {
      auth: learner.auth,
      json: { rating: 5, comment: 'Seen everywhere.' },
    });
    expect(written.status).toBe(201);
    const writtenAt = Date.now();

    for (const base of ctx.direct) {
      const seen = await eventually(
        () => call<TReview[]>(base, 'GET', url),
        (r) => r.body.data.length === 1,
        5_000,
      );
      expect(seen.body.data, base).toMatchObject([{ comment: 'Seen everywhere.', rating: 5 }]);
    }
    expect(Date.now() - writtenAt).toBeLessThanOrEqual(1_000);
  });

  it('the login limit counts the tries on every instance together, whatever X-Forwarded-For claims', async () => {
    // Signed up only: a login counts as a try.
    const learner = aLearner();
    expect((await call(ctx.lb, 'POST', '/api/user/signup', { json: learner })).status).toBe(201);
    const statuses: number[] = [];
    const upstreams = new Set<string | undefined>();
    for (let i = 0; i < 12; i++) {
      const res = await call(ctx.lb, 'POST', '/api/user/login', {
        json: { email: learner.email, password: 'Wrong-password-1' },
        // A client that claims another address each time: nginx replaces it with the one it sees.
        headers: { 'x-forwarded-for': `203.0.113.${i + 1}` },
      });
      statuses.push(res.status);
      upstreams.add(upstreamOf(res));
    }
    // Round robin: both instances answered; together they allowed the 10 tries of RATE_LIMIT_LOGIN_MAX.
    expect(upstreams.size).toBe(2);
    expect(statuses).toEqual([...Array<number>(10).fill(401), 429, 429]);
    // The right password does not get through either, on any instance.
    for (const base of ctx.direct) {
      const res = await call(base, 'POST', '/api/user/login', {
        json: { email: learner.email, password: learner.password },
      });
      expect(res.status, base).toBe(429);
    }
  });

  it('an image uploaded through one instance is served by the other', async () => {
    const learner = await signedIn(ctx.lb);
    const form = multipart('profileImage', 'me.png', 'image/png', await png(320, 240), learner.auth);
    const updated = await call<TUser>(ctx.direct[0] ?? '', 'PUT', '/api/user/update', {
      body: form.payload,
      headers: form.headers,
    });
    expect(updated.status).toBe(200);
    const imageUrl = updated.body.data.profileImage;
    expect(imageUrl).toMatch(/^\/uploads\//);

    for (const base of [ctx.direct[1] ?? '', ctx.lb]) {
      const res = await fetch(`${base}${imageUrl}`);
      expect(res.status, base).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/webp');
      expect(res.headers.get('cache-control')).toContain('immutable');
      const bytes = Buffer.from(await res.arrayBuffer());
      expect(bytes.subarray(8, 12).toString('latin1')).toBe('WEBP');
    }
  });

  it('ten concurrent orders with one Idempotency-Key on both instances make one order and one mail', async () => {
    const course = await insertCourse(ctx.db, await insertCategory(ctx.db), { priceCents: 4_900 });
    const learner = await signedIn(ctx.lb);
    const order = await cartWith(ctx.lb, learner.auth, course.id, 2);
    const key = randomUUID();

    const replies = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        placeOrder(ctx.direct[i % ctx.direct.length] ?? '', learner.auth, order, key),
      ),
    );
    const statuses = replies.map((r) => r.status).sort();
    expect(statuses).toEqual([200, 200, 200, 200, 200, 200, 200, 200, 200, 201]);
    const ids = new Set(replies.map((r) => (r.body.data as TOrder)._id));
    expect(ids.size).toBe(1);

    const [stored] = await ctx.db.select({ n: count() }).from(orders).where(eq(orders.userId, learner.id));
    expect(stored?.n).toBe(1);

    // The confirmation is sent once, by one of the instances' mail workers, and nothing is left to send.
    await eventually(
      async () => orderMailsTo(ctx.smtp, learner.email).length,
      (n) => n >= 1,
      15_000,
    );
    await eventually(
      () => mailHealth(ctx),
      (health) => health.every((m) => m?.pending === 0),
      15_000,
    );
    expect(orderMailsTo(ctx.smtp, learner.email)).toHaveLength(1);
  });
});
