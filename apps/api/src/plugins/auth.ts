import type { FastifyInstance, FastifyRequest, onRequestHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { SignJWT, jwtVerify } from 'jose';
import { MESSAGES } from '@curio/shared';
import { requireRole, type AuthUser } from '#api/lib/auth.ts';
import { unauthorized } from '#api/lib/http-errors.ts';
import { TOKEN_LIFETIME_SECONDS } from '#api/lib/key-ring.ts';
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

  app.decorate('authenticate', async (request: FastifyRequest) => {
    const header = request.headers.authorization;
    const token = header?.startsWith('Bearer ') ? header.slice(7).trim() : undefined;
    if (!token) throw unauthorized(MESSAGES.auth.tokenMissing);
    let sub: string | undefined;
    let ver: unknown;
    try {
      // The token names its key (kid); any instance knows every key still in use (lib/key-ring.ts).
      const { payload } = await jwtVerify(
        token,
        async ({ kid }) => {
          const key = await app.keyRing.verifying(kid);
          if (!key) throw new Error('unknown signing key');
          return key;
        },
        { algorithms: [ALGORITHM] },
      );
      sub = payload.sub;
      ver = payload.ver;
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
