import { afterAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@curio/shared';
import { bearer, optionalBearer } from '#api/lib/schemas.ts';
import { createTestApp } from './helpers/app.ts';
import {
  allowedRoles,
  badInput,
  needsToken,
  readsOptionalToken,
  routeName as name,
  routeTable,
  tokensByRole,
  type RouteEntry,
} from './helpers/route-table.ts';
import { adminAuth, signedInUser } from './helpers/users.ts';

/**
 * Authorization runs before validation on every protected route, so a caller who may not use a
 * route never sees its validation errors (a learner never learns an admin route's body shape). The routes
 * come from the app's own route table, so a new route is covered from the day it is added.
 */

/**
 * Every route that needs no token. A new route lands here only on purpose; otherwise it declares
 * `config.auth` ('signed-in' or its roles, `src/lib/auth.ts`) and this test checks its guard.
 */
const PUBLIC_ROUTES = [
  'GET /healthz',
  'GET /readyz',
  // OpenAPI document and its viewer (plugins/docs.ts)
  'GET /api/docs',
  'GET /api/docs/json',
  'GET /api/docs/yaml',
  'GET /api/docs/static/index.html',
  'GET /api/docs/static/swagger-initializer.js',
  'GET /api/docs/static/*',
  // Accounts: sign-up, login and the password reset are for people without a token
  'POST /api/user/signup',
  'POST /api/user/login',
  'POST /api/user/forgot/otpsend',
  'POST /api/user/forgot/otpverify',
  // Public reads (docs/product.md#api), served from the public cache
  'GET /api/site',
  'GET /api/category',
  'GET /api/course',
  'GET /api/course/slug/:slug',
  'GET /api/course/:id/reviews',
  'GET /api/course/:id/quiz',
  'GET /api/course/:id/outline',
  'GET /api/websitepolicy',
  'GET /api/team',
  'GET /api/partner',
  'GET /api/faq',
  'GET /api/testimonials',
  'GET /api/communityAwards',
  'GET /api/service',
  'GET /api/service/:id',
  'GET /api/lateralHiring',
  'GET /api/lms',
  'GET /api/article',
  'GET /api/article/slug/:slug',
  'GET /api/ourMedia',
  'GET /api/community',
  'GET /api/communityGallery',
  'GET /api/workWithCurio',
  // Certificates anyone may verify (docs/product.md#certificates): the reply, the PDF, the signed credential,
  // its revocation status, the issuer's profile and keys
  'GET /api/certificates/:id',
  'GET /api/certificates/:id/pdf',
  'GET /api/certificates/:id/credential',
  'GET /api/certificates/:id/status',
  'GET /api/certificates/issuer',
  'GET /api/certificates/issuer/jwks.json',
  // What visitors send (rate-limited per IP)
  'POST /api/leads',
  'POST /api/workWithCurio/:id/apply',
  'POST /api/trainer/apply',
  // Uploaded images (plugins/static.ts)
  'GET /uploads/*',
  // A lesson's media: no token, the cookie its lesson's read set is checked instead (ADR 033)
  'GET /media/videos/:videoId/*',
  'GET /media/files/:lessonId',
  // Stripe's events: no token, its signature over the raw body is checked instead (ADR 039)
  'POST /api/payments/stripe/webhook',
  // For crawlers (modules/pages)
  'GET /sitemap.xml',
  'GET /robots.txt',
];

const { table, onRoute } = routeTable();
const app = await createTestApp({}, { onRoute });
afterAll(() => app.close());

const protectedRoutes = table.filter(needsToken);
/** Open to anyone, and the caller's own reply when a token is sent (`config.auth: 'optional'`). */
const optionalRoutes = table.filter(readsOptionalToken);
const roleRoutes = protectedRoutes.filter(
  (route) => route.auth !== 'signed-in' && !route.auth?.includes('user'),
);
/** The console's API (ADR 007): every route of it is for staff, some for admins only. */
const consoleRoutes = table.filter((route) => route.url.startsWith('/api/admin/'));
const hasInput = (route: RouteEntry) =>
  Boolean(route.schema?.body || route.schema?.params || route.schema?.querystring);

// `badInput` (helpers/route-table.ts) is a request the route's schemas refuse: a 400 would give the schema
// away, so the guard must answer first.

describe('the route table', () => {
  it('holds the routes this test guards (the onRoute hook sees them all)', () => {
    expect(table.length).toBeGreaterThan(PUBLIC_ROUTES.length);
    expect(protectedRoutes.map(name)).toContain('PATCH /api/admin/booking/:id');
    expect(roleRoutes.map(name)).toEqual(
      expect.arrayContaining(['PATCH /api/admin/booking/:id', 'GET /api/admin/leads']),
    );
  });

  it('has exactly the listed public routes: every other route declares config.auth', () => {
    const unguarded = table.filter((route) => !route.auth).map(name);
    expect(unguarded.sort()).toEqual([...PUBLIC_ROUTES].sort());
  });

  it('documents a bearer token on exactly the protected routes, optional where it is (OpenAPI)', () => {
    for (const route of table)
      expect(route.schema?.security, name(route)).toEqual(
        readsOptionalToken(route) ? optionalBearer : route.auth ? bearer : undefined,
      );
  });

  it('holds the routes that read a token only when one is sent', () => {
    expect(optionalRoutes.map(name)).toEqual(
      expect.arrayContaining(['GET /api/learn/courses/:slug', 'GET /api/learn/lessons/:id']),
    );
  });
});

describe.each(protectedRoutes.map((route) => [name(route), route] as const))('%s', (_, route) => {
  it('answers a request without a token and with bad input 401, with no validation errors', async () => {
    const res = await app.inject(badInput(route));
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ statusCode: 401, message: MESSAGES.auth.tokenMissing, data: null });
  });

  if (roleRoutes.includes(route))
    it('answers a learner’s token with bad input 403, with no validation errors', async () => {
      const learner = await signedInUser(app);
      const res = await app.inject(badInput(route, learner.auth));
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ statusCode: 403, message: MESSAGES.auth.forbidden, data: null });
    });

  // Proves the input above is bad: the guard, not a lenient schema, is what kept the 400 away.
  if (hasInput(route))
    it('answers an allowed caller’s bad input 400 with the validation errors', async () => {
      const headers = roleRoutes.includes(route) ? await adminAuth(app) : (await signedInUser(app)).auth;
      const res = await app.inject(badInput(route, headers));
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual(
        expect.arrayContaining([expect.objectContaining({ field: expect.any(String) })]),
      );
    });
});

describe.each(optionalRoutes.map((route) => [name(route), route] as const))(
  '%s (token optional)',
  (_, route) => {
    it('lets a caller without a token through to validation: bad input is a 400', async () => {
      const res = await app.inject(badInput(route));
      expect(res.statusCode).toBe(400);
    });

    it('answers a token it cannot verify 401, before validation: never quietly anonymous', async () => {
      const res = await app.inject(badInput(route, { authorization: 'Bearer not.a.token' }));
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ statusCode: 401, message: MESSAGES.auth.sessionExpired, data: null });
    });

    it('answers a header without a bearer token 401', async () => {
      const res = await app.inject(badInput(route, { authorization: 'Basic abc' }));
      expect(res.statusCode).toBe(401);
    });
  },
);

const authFor = tokensByRole(app);

/**
 * The console's authorization matrix (ADR 007), generated from the route table: every `/api/admin/*`
 * operation answers 401 without a token, 403 to a learner, 403 to an editor where it is admin-only (its
 * `config.auth`), and lets each role it names through: not 401 or 403 (on this junk input it may then be a
 * 400 or a 404).
 */
describe('the console’s authorization matrix', () => {
  it('covers the console: every /api/admin/* route is for staff roles only', () => {
    expect(consoleRoutes.map(name)).toEqual(
      expect.arrayContaining(['GET /api/admin/users', 'GET /api/admin/audit', 'GET /api/admin/dashboard']),
    );
    for (const route of consoleRoutes) {
      expect(allowedRoles(route).length, name(route)).toBeGreaterThan(0);
      expect(allowedRoles(route), name(route)).not.toContain('user');
    }
  });

  describe.each(consoleRoutes.map((route) => [name(route), route] as const))('%s', (_, route) => {
    it('answers no token 401 and a learner 403', async () => {
      expect((await app.inject(badInput(route))).statusCode).toBe(401);
      expect((await app.inject(badInput(route, await authFor('user')))).statusCode).toBe(403);
    });

    if (!allowedRoles(route).includes('editor'))
      it('answers an editor 403: the route is admin-only', async () => {
        const res = await app.inject(badInput(route, await authFor('editor')));
        expect(res.statusCode).toBe(403);
        expect(res.json().message).toBe(MESSAGES.auth.forbidden);
      });

    it.each(allowedRoles(route))('lets %s through the guard', async (role) => {
      const res = await app.inject(badInput(route, await authFor(role)));
      expect([401, 403]).not.toContain(res.statusCode);
    });
  });
});
