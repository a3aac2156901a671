import type { FastifyRequest } from 'fastify';
import type { TRole } from '@curio/shared';
import { forbidden, unauthorized } from './http-errors.ts';

/**
 * Who may call a route, and who is calling. A protected route declares its rule in `config.auth`;
 * `plugins/auth.ts` (which verifies the token) turns the rule into `onRequest` hooks, so a caller who may
 * not call the route is refused (401/403) before the body, params or query are validated and a learner
 * never learns the shape of an admin route.
 */

/** 'user' (a learner), 'editor' or 'admin' (packages/shared ZRole). */
export type Role = TRole;

/** The caller as `authenticate` read them from the database on this request (not from the token). */
export interface AuthUser {
  id: string;
  /** Names the actor in the audit log. */
  email: string;
  role: Role;
}

/**
 * `'signed-in'`: any valid token; a list of roles: only those (a valid token with another role is a 403);
 * `'optional'`: anyone, and a request that carries an Authorization header has its token verified (a bad one
 * is a 401, never quietly anonymous), so the reply can be the caller's own (the learner's lesson pages).
 */
export type RouteAuth = 'signed-in' | 'optional' | readonly [Role, ...Role[]];

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route's access rule; absent on a public route (the route-guard test keeps those on a list). */
    auth?: RouteAuth;
  }
}

/** onRequest hook after `authenticate`: a caller without one of `roles` is known, just not allowed (403). */
export function requireRole(...roles: Role[]) {
  return async (request: FastifyRequest): Promise<void> => {
    if (!request.user) throw unauthorized();
    if (!roles.includes(request.user.role)) throw forbidden();
  };
}

/** Routes with `config.auth` always have a user; this narrows the type without a `!`. */
export function authUser<T extends AuthUser>(user: T | null): T {
  if (!user) throw new Error('authenticate did not run: is config.auth missing on the route?');
  return user;
}

/** A route whose callers must hold a token: any rule but 'optional'. */
export const requiresToken = (rule: RouteAuth | undefined): boolean => Boolean(rule) && rule !== 'optional';

/** The signed-in user's id (routes with `config.auth`). */
export const userId = (user: AuthUser | null): string => authUser(user).id;
