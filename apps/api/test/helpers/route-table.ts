import type { FastifyInstance, FastifySchema, HTTPMethods, InjectOptions, onRouteHookHandler } from 'fastify';
import { z } from 'zod';
import type { TRole } from '@curio/shared';
import { requiresToken, type RouteAuth } from '#api/lib/auth.ts';
import { createTestApp } from './app.ts';
import { signedInStaff, signedInUser } from './users.ts';

/** One operation of the app's route table, as the onRoute hook saw it. */
export interface RouteEntry {
  method: HTTPMethods;
  url: string;
  auth: RouteAuth | undefined;
  schema: FastifySchema | undefined;
}

/**
 * Pass `onRoute` to createTestApp; `table` then holds every route the app registered (HEAD twins left out).
 */
export function routeTable() {
  const table: RouteEntry[] = [];
  const onRoute: onRouteHookHandler = (route) => {
    for (const method of [route.method].flat()) {
      // Fastify adds a HEAD route beside every GET; it shares the GET's options and hooks.
      if (method === 'HEAD') continue;
      table.push({ method, url: route.url, auth: route.config?.auth, schema: route.schema });
    }
  };
  return { table, onRoute };
}

/**
 * A test app and its whole route table, read as the app registers it, so a test over the table covers a
 * new route from the day it is added.
 */
export async function createAppWithRouteTable(): Promise<{ app: FastifyInstance; table: RouteEntry[] }> {
  const { table, onRoute } = routeTable();
  const app = await createTestApp({}, { onRoute });
  return { app, table };
}

export const routeName = (route: RouteEntry) => `${route.method} ${route.url}`;

/** A route a caller without a token is refused (401): any `config.auth` but 'optional'. */
export const needsToken = (route: RouteEntry) => requiresToken(route.auth);

/** A route open to anyone that verifies a token when the request carries one (`config.auth: 'optional'`). */
export const readsOptionalToken = (route: RouteEntry) => route.auth === 'optional';

/** The roles a route names in `config.auth` (none for 'signed-in', 'optional' or a public route). */
export const allowedRoles = (route: RouteEntry): TRole[] =>
  Array.isArray(route.auth) ? [...(route.auth as readonly TRole[])] : [];

/**
 * A request the route's schemas refuse, were they to run: junk in every path parameter and query field,
 * a JSON string where the body is an object.
 */
export function badInput(route: RouteEntry, headers: Record<string, string> = {}): InjectOptions {
  const url = route.url.replace(/:[A-Za-z]+/g, 'not-a-uuid').replace(/\*$/, 'junk');
  const query = route.schema?.querystring;
  const fields = query instanceof z.ZodObject ? Object.keys(query.shape) : ['junk'];
  const withBody = route.method !== 'GET' && route.method !== 'DELETE';
  return {
    method: route.method,
    url: `${url}?${fields.map((field) => `${field}=%00not-valid`).join('&')}`,
    headers: withBody ? { ...headers, 'content-type': 'application/json' } : headers,
    ...(withBody ? { payload: '"not an object"' } : {}),
  };
}

/**
 * One signed-in account per role, made on first use (the tokens outlive the tests: no reset between them).
 */
export function tokensByRole(app: FastifyInstance) {
  const tokens = new Map<TRole, Promise<Record<string, string>>>();
  return (role: TRole) => {
    let auth = tokens.get(role);
    if (!auth) {
      auth =
        role === 'user'
          ? signedInUser(app).then((u) => u.auth)
          : signedInStaff(app, role).then((u) => u.auth);
      tokens.set(role, auth);
    }
    return auth;
  };
}
