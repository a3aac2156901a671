import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { SignJWT, jwtVerify } from 'jose';
import { MESSAGES } from '@curio/shared';
import { unauthorized } from '#api/lib/http-errors.ts';
import { createUserRepository } from '#api/modules/user/repository.ts';

export interface AuthUser {
  id: string;
  role: 'user' | 'admin';
}

declare module 'fastify' {
  interface FastifyInstance {
    /** onRequest hook for routes that need a logged-in user; sets `request.user`. */
    authenticate: (request: FastifyRequest) => Promise<void>;
    issueToken: (user: { id: string; tokenVersion: number; role: string }) => Promise<string>;
  }
  interface FastifyRequest {
    user: AuthUser | null;
  }
}

const ALGORITHM = 'HS256'; // pinned: a token naming another algorithm is refused
const LIFETIME = '7d';

export const authPlugin = fp(async (app: FastifyInstance) => {
  const key = new TextEncoder().encode(app.config.jwtSecret);
  const users = createUserRepository(app.db);

  app.decorate('issueToken', (user: { id: string; tokenVersion: number; role: string }) =>
    new SignJWT({ ver: user.tokenVersion, role: user.role })
      .setProtectedHeader({ alg: ALGORITHM })
      .setSubject(user.id)
      .setIssuedAt()
      .setExpirationTime(LIFETIME)
      .sign(key),
  );

  app.decorateRequest('user', null);

  app.decorate('authenticate', async (request: FastifyRequest) => {
    const header = request.headers.authorization;
    const token = header?.startsWith('Bearer ') ? header.slice(7).trim() : undefined;
    if (!token) throw unauthorized(MESSAGES.auth.tokenMissing);
    let sub: string | undefined;
    let ver: unknown;
    try {
      const { payload } = await jwtVerify(token, key, { algorithms: [ALGORITHM] });
      sub = payload.sub;
      ver = payload.ver;
    } catch {
      throw unauthorized(MESSAGES.auth.sessionExpired);
    }
    // The version check makes password changes and resets end every other session at once.
    const current = sub ? await users.findAuthState(sub) : undefined;
    if (!current || current.tokenVersion !== ver) throw unauthorized(MESSAGES.auth.sessionExpired);
    request.user = { id: current.id, role: current.role };
  });
});
