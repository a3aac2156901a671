import type { FastifyInstance, FastifyRequest, onRequestHookHandler } from 'fastify';
import { timingSafeEqual } from 'node:crypto';
import fp from 'fastify-plugin';
import { SignJWT, jwtVerify } from 'jose';
import { MESSAGES } from '@curio/shared';
import { requireRole, type AuthUser } from '#api/lib/auth.ts';
import { unauthorized } from '#api/lib/http-errors.ts';
import { TOKEN_LIFETIME_SECONDS } from '#api/lib/key-ring.ts';
import { recentlyUsed } from '#api/lib/recently-used.ts';
import { createUserRepository } from '#api/modules/user/index.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Verifies the bearer token and sets `request.user`; routes ask for it with `config.auth`. */
    authenticate: (request: FastifyRequest) => Promise<void>;
    /** `authenticate` when the request carries an Authorization header; else the caller stays anonymous. */
    authenticateIfPresent: (request: FastifyRequest) => Promise<void>;
    issueToken: (user: { id: string; tokenVersion: number; role: string }) => Promise<string>;
  }
  interface FastifyRequest {
    user: AuthUser | null;
  }
}

const ALGORITHM = 'HS256'; // pinned: a token naming another algorithm is refused
/** How many checked tokens an instance keeps (about 3 MB): the sessions active at once, with room. */
const VERIFIED_TOKENS = 10_000;

/** A token that passed the full check: its claims, its expiry and the key that checked it. */
type TVerifiedToken = { sub?: string; ver: unknown; exp: number; kid?: string; key: Uint8Array };

/** Whether two keys are the same bytes (the ring makes new arrays when it reads its keys again). */
const sameKey = (a: Uint8Array, b: Uint8Array) => a === b || (a.length === b.length && timingSafeEqual(a, b));

/**
 * Tokens, and the access rule of every protected route. A route declares `config.auth` ('signed-in' or a
 * list of roles, `lib/auth.ts`); this plugin puts `authenticate` and the role check first in its
 * `onRequest` hooks, which Fastify runs before parsing and validation: no token → 401, a valid token
 * without the role → 403, whatever the body, params or query. `'optional'` verifies a token only when the
 * request carries one (a bad one is still 401) and otherwise lets the caller through anonymous.
 */
export const authPlugin = fp(async (app: FastifyInstance) => {
  const users = createUserRepository(app.db);

  app.decorate('issueToken', (user: { id: string; tokenVersion: number; role: string }) => {
    const { kid, key } = app.keyRing.signing();
    return new SignJWT({ ver: user.tokenVersion, role: user.role })
      .setProtectedHeader({ alg: ALGORITHM, kid })
      .setSubject(user.id)
      .setIssuedAt()
      .setExpirationTime(`${String(TOKEN_LIFETIME_SECONDS)}s`)
      .sign(key);
  });

  app.decorateRequest('user', null);

  /**
   * Tokens whose signature this instance has checked (ADR 052). A session sends the same token with every
   * request, and checking its HMAC through WebCrypto took a sixth of the server's thread under load. A
   * token found here is taken again only while it has not expired and the ring still holds, under its key
   * id, the very key that checked it; otherwise it is checked in full. Only tokens that passed are kept.
   */
  const verified = recentlyUsed<TVerifiedToken>(VERIFIED_TOKENS);
  const claimsOf = async (token: string): Promise<{ sub?: string; ver: unknown }> => {
    const seen = verified.get(token);
    if (seen && seen.exp > Math.floor(Date.now() / 1000)) {
      const key = await app.keyRing.verifying(seen.kid);
      if (key && sameKey(key, seen.key)) return seen;
    }
    const used: { kid?: string; key?: Uint8Array } = {};
    // The token names its key (kid); any instance knows every key still in use (lib/key-ring.ts).
    const { payload } = await jwtVerify(
      token,
      async ({ kid }) => {
        const key = await app.keyRing.verifying(kid);
        if (!key) throw new Error('unknown signing key');
        Object.assign(used, { kid, key });
        return key;
      },
      { algorithms: [ALGORITHM] },
    );
    if (used.key && typeof payload.exp === 'number') {
      verified.set(token, {
        sub: payload.sub,
        ver: payload.ver,
        exp: payload.exp,
        kid: used.kid,
        key: used.key,
      });
    }
    return { sub: payload.sub, ver: payload.ver };
  };

  app.decorate('authenticate', async (request: FastifyRequest) => {
    const header = request.headers.authorization;
    const token = header?.startsWith('Bearer ') ? header.slice(7).trim() : undefined;
    if (!token) throw unauthorized(MESSAGES.auth.tokenMissing);
    let sub: string | undefined;
    let ver: unknown;
    try {
      ({ sub, ver } = await claimsOf(token));
    } catch {
      throw unauthorized(MESSAGES.auth.sessionExpired);
    }
    // The version check makes password changes and resets end every other session at once.
    const current = sub ? await users.findAuthState(sub) : undefined;
    if (!current) throw unauthorized(MESSAGES.auth.sessionExpired);
    // Disabling also moves the version on; the disabled account is told why rather than 'session ended'.
    if (current.disabledAt) throw unauthorized(MESSAGES.auth.accountDisabled);
    if (current.tokenVersion !== ver) throw unauthorized(MESSAGES.auth.sessionExpired);
    request.user = { id: current.id, email: current.email, role: current.role };
  });

  app.decorate('authenticateIfPresent', async (request: FastifyRequest) => {
    if (request.headers.authorization !== undefined) await app.authenticate(request);
  });

  // Every route registered after this plugin (all route modules are) passes through here.
  app.addHook('onRoute', (route) => {
    const rule = route.config?.auth;
    if (!rule) return;
    const guards: onRequestHookHandler[] = [
      rule === 'optional' ? app.authenticateIfPresent : app.authenticate,
    ];
    if (rule !== 'signed-in' && rule !== 'optional') guards.push(requireRole(...rule));
    route.onRequest = [...guards, ...[route.onRequest ?? []].flat()];
  });
});
