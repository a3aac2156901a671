import type { FastifyInstance, FastifySchema, HTTPMethods } from 'fastify';
import type { RouteAuth } from '#api/lib/auth.ts';
import { createTestApp } from './app.ts';

/** One operation of the app: what its route declares (its guard and its schemas). */
export interface RouteEntry {
  method: HTTPMethods;
  url: string;
  auth: RouteAuth | undefined;
  schema: FastifySchema | undefined;
}

/**
 * A test app and its whole route table, read as the app registers it (the onRoute hook), so a test over
 * the table covers a new route from the day it is added.
 */
export async function createAppWithRouteTable(): Promise<{ app: FastifyInstance; table: RouteEntry[] }> {
  const table: RouteEntry[] = [];
  const app = await createTestApp(
    {},
    {
      onRoute: (route) => {
        for (const method of [route.method].flat()) {
          // Fastify adds a HEAD route beside every GET; it shares the GET's options and hooks.
          if (method === 'HEAD') continue;
          table.push({ method, url: route.url, auth: route.config?.auth, schema: route.schema });
        }
      },
    },
  );
  return { app, table };
}

export const routeName = (route: RouteEntry) => `${route.method} ${route.url}`;
