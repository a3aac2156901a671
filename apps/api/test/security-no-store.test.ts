import { z } from 'zod';
import { afterAll, describe, expect, it } from 'vitest';
import { authUser, requiresToken } from '#api/lib/auth.ts';
import { PUBLIC_CACHE_CONTROL, sendCached } from '#api/plugins/cache.ts';
import { createTestApp } from './helpers/app.ts';
import { badInput, routeName, routeTable, tokensByRole, type RouteEntry } from './helpers/route-table.ts';
import { aUser, signedInUser } from './helpers/users.ts';

/**
 * A private reply is never kept by a browser or a proxy (ADR 022): every route with a token rule, every
 * account route and the whole console answer `Cache-Control: private, no-store`, a refusal or a 404 included.
 * The routes come from the app's own route table, so a new route is covered from the day it is added.
 * Public reads keep their own caching, token or not.
 */

const TEST_ROUTE = '/api/test/private-cached';
const { table, onRoute } = routeTable();
const app = await createTestApp(
  {},
  {
    onRoute,
    routes: (a) =>
      // A private route that (wrongly) reaches for the public cache.
      a.get(TEST_ROUTE, { config: { auth: 'signed-in' } }, async (request, reply) => {
        await sendCached(request, reply, {
          key: `private:${authUser(request.user).id}`,
          tags: ['private'],
          schema: z.object({ data: z.unknown() }),
          load: async () => ({ email: authUser(request.user).email }),
        });
      }),
  },
);
afterAll(() => app.close());
const authFor = tokensByRole(app);

const isAccountOrConsole = (route: RouteEntry) =>
  route.url.startsWith('/api/user/') || route.url.startsWith('/api/admin/');
const appRoutes = table.filter((route) => route.url !== TEST_ROUTE);
const privateRoutes = appRoutes.filter((route) => route.auth || isAccountOrConsole(route));
const publicRoutes = appRoutes.filter((route) => !privateRoutes.includes(route));

/**
 * A token of the first role the route lets through (a learner's for 'signed-in'); none for an account route.
 */
async function allowedHeaders(route: RouteEntry): Promise<Record<string, string>> {
  if (!route.auth) return {};
  return authFor(route.auth === 'signed-in' || route.auth === 'optional' ? 'user' : route.auth[0]);
}

const cacheControl = (res: { headers: Record<string, unknown> }) =>
  String(res.headers['cache-control'] ?? '');

describe('the route table', () => {
  it('holds the private routes this test walks', () => {
    expect(privateRoutes.map(routeName)).toEqual(
      expect.arrayContaining([
        'GET /api/user/self',
        'POST /api/user/login',
        'POST /api/user/signup',
        'POST /api/user/forgot/otpverify',
        'GET /api/admin/users',
        'GET /api/admin/orders.csv',
      ]),
    );
    expect(publicRoutes.map(routeName)).toContain('GET /api/course');
  });
});

describe.each(privateRoutes.map((route) => [routeName(route), route] as const))('%s', (_, route) => {
  it('answers an allowed caller with no-store, whatever the input', async () => {
    const res = await app.inject(badInput(route, await allowedHeaders(route)));
    expect([401, 403], res.body).not.toContain(res.statusCode);
    expect(cacheControl(res)).toBe('private, no-store');
  });

  if (requiresToken(route.auth))
    it('answers a caller without a token with no-store', async () => {
      const res = await app.inject(badInput(route));
      expect(res.statusCode).toBe(401);
      expect(cacheControl(res)).toBe('private, no-store');
    });

  // A route open to anyone that reads the token when one is sent: the anonymous reply is private too.
  if (route.auth === 'optional')
    it('answers a caller without a token with no-store', async () => {
      const res = await app.inject(badInput(route));
      expect(res.statusCode).not.toBe(401);
      expect(cacheControl(res)).toBe('private, no-store');
    });
});

describe('the account replies', () => {
  it('answers a sign-up, a login and a password reset with no-store', async () => {
    const user = aUser();
    const signup = await app.inject({ method: 'POST', url: '/api/user/signup', payload: user });
    const login = await app.inject({ method: 'POST', url: '/api/user/login', payload: user });
    const otp = await app.inject({
      method: 'POST',
      url: '/api/user/forgot/otpsend',
      payload: { email: user.email },
    });
    expect([signup.statusCode, login.statusCode, otp.statusCode]).toEqual([201, 200, 200]);
    expect(login.json().data.token).toEqual(expect.any(String));
    for (const res of [signup, login, otp]) expect(cacheControl(res)).toBe('private, no-store');
  });

  it('answers the signed-in learner’s own profile with no-store', async () => {
    const me = await signedInUser(app);
    const res = await app.inject({ method: 'GET', url: '/api/user/self', headers: me.auth });
    expect(res.statusCode).toBe(200);
    expect(cacheControl(res)).toBe('private, no-store');
  });
});

describe('public reads', () => {
  it('keep their public caching, with or without a token', async () => {
    const me = await signedInUser(app);
    for (const headers of [{}, me.auth]) {
      const res = await app.inject({ method: 'GET', url: '/api/course', headers });
      expect(res.statusCode).toBe(200);
      expect(cacheControl(res)).toBe(PUBLIC_CACHE_CONTROL);
      expect(res.headers.etag).toEqual(expect.any(String));
    }
  });

  it.each(publicRoutes.map((route) => [routeName(route), route] as const))(
    '%s is never given no-store',
    async (_, route) => {
      const res = await app.inject(badInput(route));
      expect(cacheControl(res)).not.toContain('no-store');
    },
  );
});

describe('the public cache', () => {
  it('never takes a private reply: a private route that reaches for it fails, and nothing is stored', async () => {
    const me = await signedInUser(app);
    const res = await app.inject({ method: 'GET', url: TEST_ROUTE, headers: me.auth });
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toContain(me.email);
    expect(cacheControl(res)).toBe('private, no-store');
    expect(app.publicCache.peek(`private:${me.profile._id}`)).toBeUndefined();
  });
});
