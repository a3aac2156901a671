import { randomUUID } from 'node:crypto';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { count, eq } from 'drizzle-orm';
import { z } from 'zod';
import { afterAll, describe, expect, it } from 'vitest';
import { auditLog, leads, users } from '@curio/db';
import { MESSAGES, type TRole } from '@curio/shared';
import { createAppWithRouteTable, routeName, tokensByRole, type RouteEntry } from './helpers/route-table.ts';
import { aUser } from './helpers/users.ts';

/**
 * The text rule (ADR 021) over the whole route table: NUL, lone surrogates, other C0 controls, DEL and C1
 * controls in every string field of every operation (body fields from its zod schema, nested objects and
 * arrays included; every query field; every path parameter), and raw junk in path parameters. Nothing may
 * answer 5xx, every API reply is the envelope, and a refused field is named. A deterministic set of values,
 * not random ones: a failure names the route, the field and the value.
 */

const { app, table } = await createAppWithRouteTable();
afterAll(() => app.close());

const name = routeName;

/** Every character class the rule refuses, as it would arrive in a JSON string. */
const BAD_VALUES = {
  nul: 'a\u0000b',
  'high surrogate': 'a\ud800b',
  'low surrogate': 'a\udfffb',
  'C0 control': 'a\u0001b',
  escape: 'a\u001bb',
  DEL: 'a\u007fb',
  'C1 control': 'a\u0085b',
  'last C1 control': 'a\u009fb',
} as const;
type BadValue = keyof typeof BAD_VALUES;
const BAD_NAMES = Object.keys(BAD_VALUES) as BadValue[];

/** Percent-encoded as a URL carries them; a lone surrogate has no UTF-8 form, so its WTF-8 bytes. */
const inUrl = (value: string) =>
  [...value]
    .map((char) =>
      /[\ud800-\udfff]/.test(char)
        ? [
            ...Buffer.from([
              0xe0 | (char.charCodeAt(0) >> 12),
              0x80 | ((char.charCodeAt(0) >> 6) & 0x3f),
              0x80 | (char.charCodeAt(0) & 0x3f),
            ]),
          ]
            .map((byte) => `%${byte.toString(16).toUpperCase()}`)
            .join('')
        : encodeURIComponent(char),
    )
    .join('');
const isSurrogate = (value: BadValue) => value.includes('surrogate');

/** What goes into a path parameter besides the values above: what a scanner tries. */
const PATH_JUNK = [
  '%00',
  '%zz',
  '%',
  '%ED%A0%80',
  '%C2%85',
  '%2e%2e%2f%2e%2e',
  '..%5c..',
  'a'.repeat(300),
  '%F0%9F%98',
];

type Path = (string | number)[];
interface ZodDefLike {
  type: string;
  shape?: Record<string, unknown>;
  element?: unknown;
  innerType?: unknown;
  in?: unknown;
  options?: unknown[];
  left?: unknown;
  right?: unknown;
  valueType?: unknown;
  values?: unknown[];
}

/** The paths of every string (or enum, or string literal) a zod schema holds, through objects and arrays. */
function stringPaths(schema: unknown, path: Path = [], depth = 0): Path[] {
  if (!(schema instanceof z.ZodType) || depth > 10) return [];
  const def = schema.def as unknown as ZodDefLike;
  const inner = (next: unknown, at: Path = path) => stringPaths(next, at, depth + 1);
  switch (def.type) {
    case 'string':
    case 'enum':
      return [path];
    case 'literal':
      return def.values?.some((value) => typeof value === 'string') ? [path] : [];
    case 'object':
      return Object.entries(def.shape ?? {}).flatMap(([key, field]) => inner(field, [...path, key]));
    case 'array':
      return inner(def.element, [...path, 0]);
    case 'record':
      return inner(def.valueType, [...path, 'key']);
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'catch':
    case 'nonoptional':
      return inner(def.innerType);
    case 'pipe':
      return inner(def.in);
    case 'union':
      return uniquePaths((def.options ?? []).flatMap((option) => inner(option)));
    case 'intersection':
      return uniquePaths([...inner(def.left), ...inner(def.right)]);
    default:
      return [];
  }
}
const uniquePaths = (paths: Path[]) => [...new Map(paths.map((path) => [path.join('.'), path])).values()];

/** A value holding only `value` at `path` (arrays where the path has an index). */
function valueAt(path: Path, value: unknown): unknown {
  if (path.length === 0) return value;
  const [head, ...rest] = path;
  return typeof head === 'number' ? [valueAt(rest, value)] : { [head as string]: valueAt(rest, value) };
}

const paramNames = (route: RouteEntry) =>
  [...route.url.matchAll(/:([A-Za-z]+)/g)].map((match) => match[1] ?? '');
const queryFields = (route: RouteEntry) => {
  const query = route.schema?.querystring;
  return query instanceof z.ZodObject ? Object.keys(query.shape) : [];
};
const bodyPaths = (route: RouteEntry) => stringPaths(route.schema?.body);

/** The route's URL with a harmless id in every parameter, or `junk` in the one named. */
const urlOf = (route: RouteEntry, param?: string, junk?: string) =>
  route.url
    .replace(/:([A-Za-z]+)/g, (_, name: string) =>
      name === param && junk !== undefined ? junk : randomUUID(),
    )
    .replace(/\*$/, param === '*' && junk !== undefined ? junk : 'file.png');

const withBody = (route: RouteEntry) => route.method !== 'GET' && route.method !== 'DELETE';

/** The role a sweep of the route signs in as: the least one its guard lets through. */
type Caller = 'anonymous' | TRole;
function callerOf(route: RouteEntry): Caller {
  if (!route.auth) return 'anonymous';
  if (route.auth === 'signed-in' || route.auth.includes('user')) return 'user';
  return route.auth.includes('editor') ? 'editor' : 'admin';
}

const tokenOf = tokensByRole(app);
const authFor = (caller: Caller) => (caller === 'anonymous' ? Promise.resolve({}) : tokenOf(caller));

/** No 5xx, and every refusal from the API (or any 400) is the envelope; a CSV or a page may answer 200. */
function expectEnvelope(res: LightMyRequestResponse, label: string) {
  expect(res.statusCode, `${label}: ${res.body.slice(0, 200)}`).toBeLessThan(500);
  if (res.statusCode === 400 || (res.statusCode >= 400 && label.includes(' /api/'))) {
    expect(res.headers['content-type'], label).toMatch(/^application\/json/);
    expect(res.json(), label).toEqual(
      expect.objectContaining({ statusCode: res.statusCode, message: expect.any(String) }),
    );
  }
}

/** A 400 in the envelope whose errors name `field`. */
function expectRefused(res: LightMyRequestResponse, field: string, label: string) {
  expectEnvelope(res, label);
  expect(res.statusCode, `${label}: ${res.body.slice(0, 200)}`).toBe(400);
  expect(res.json().errors, label).toEqual(expect.arrayContaining([expect.objectContaining({ field })]));
}

const inject = async (route: RouteEntry, options: Omit<InjectOptions, 'method'>, caller = callerOf(route)) =>
  app.inject({
    method: route.method,
    ...options,
    headers: { ...(await authFor(caller)), ...options.headers },
  });

describe('the route table', () => {
  it('holds the operations the probe found answering 500 (the sweep reaches them)', () => {
    expect(table.map(name)).toEqual(
      expect.arrayContaining([
        'POST /api/user/signup',
        'POST /api/leads',
        'GET /api/course/slug/:slug',
        'GET /api/article/slug/:slug',
        'PUT /api/admin/settings/site',
      ]),
    );
    const withStrings = table.filter((route) => bodyPaths(route).length > 0);
    expect(withStrings.length).toBeGreaterThan(30);
    // Nested objects and arrays are walked: an order's address, a course's curriculum and quiz.
    expect(table.flatMap((route) => bodyPaths(route).map((path) => path.join('.')))).toEqual(
      expect.arrayContaining(['address.fullAddress', 'curriculum.0.title', 'quiz.0.options.0']),
    );
  });
});

describe.each(
  table.filter((route) => bodyPaths(route).length > 0).map((route) => [name(route), route] as const),
)('the body of %s', (_, route) => {
  it.each(bodyPaths(route).map((path) => [path.join('.'), path] as const))(
    'refuses every control character and lone surrogate in %s, naming it',
    async (field, path) => {
      for (const bad of BAD_NAMES) {
        const res = await inject(route, {
          url: urlOf(route),
          headers: { 'content-type': 'application/json' },
          payload: JSON.stringify(valueAt(path, BAD_VALUES[bad])),
        });
        expectRefused(res, field || 'body', `${name(route)} ${field} ${bad}`);
      }
    },
  );
});

describe.each(
  table.filter((route) => queryFields(route).length > 0).map((route) => [name(route), route] as const),
)('the query of %s', (_, route) => {
  it.each(queryFields(route))('refuses every control character in %s, naming it', async (field) => {
    for (const bad of BAD_NAMES) {
      const res = await inject(route, { url: `${urlOf(route)}?${field}=${inUrl(BAD_VALUES[bad])}` });
      // A lone surrogate has no UTF-8 form: the URL can only carry bytes that do not decode.
      if (isSurrogate(bad)) expectEnvelope(res, `${name(route)} ?${field} ${bad}`);
      else expectRefused(res, field, `${name(route)} ?${field} ${bad}`);
    }
  });
});

const routesWithParams = table.filter((route) => paramNames(route).length > 0 || route.url.endsWith('*'));
describe.each(routesWithParams.map((route) => [name(route), route] as const))(
  'the path of %s',
  (_, route) => {
    const params = route.url.endsWith('*') ? ['*'] : paramNames(route);
    it.each(params)('refuses control characters in :%s, naming it', async (param) => {
      for (const bad of BAD_NAMES.filter((value) => !isSurrogate(value))) {
        const res = await inject(route, {
          url: urlOf(route, param, inUrl(BAD_VALUES[bad])),
          ...(withBody(route) ? { headers: { 'content-type': 'application/json' }, payload: '{}' } : {}),
        });
        expectRefused(res, param, `${name(route)} :${param} ${bad}`);
      }
    });

    it.each(params)('answers raw junk in :%s without a 5xx', async (param) => {
      for (const junk of [
        ...PATH_JUNK,
        ...BAD_NAMES.filter(isSurrogate).map((bad) => inUrl(BAD_VALUES[bad])),
      ]) {
        const res = await inject(route, {
          url: urlOf(route, param, junk),
          ...(withBody(route) ? { headers: { 'content-type': 'application/json' }, payload: '{}' } : {}),
        });
        expectEnvelope(res, `${name(route)} :${param}=${junk.slice(0, 20)}`);
      }
    });
  },
);

describe('every operation, whoever calls it', () => {
  const callers: Caller[] = ['anonymous', 'user', 'editor', 'admin'];
  it.each(callers)('answers NUL and a lone surrogate everywhere as %s without a 5xx', async (caller) => {
    for (const route of table) {
      const [path = ['junk']] = bodyPaths(route);
      for (const bad of ['nul', 'high surrogate'] as const) {
        const [field = 'q'] = queryFields(route);
        const res = await inject(
          route,
          {
            url: `${urlOf(route)}?${field}=${inUrl(BAD_VALUES[bad])}`,
            ...(withBody(route)
              ? {
                  headers: { 'content-type': 'application/json' },
                  payload: JSON.stringify(valueAt(path, BAD_VALUES[bad])),
                }
              : {}),
          },
          caller,
        );
        expectEnvelope(res, `${caller} ${name(route)} ${bad}`);
      }
    }
  });
});

describe('a refused request changes nothing', () => {
  const countOf = async (table: typeof users | typeof leads | typeof auditLog) =>
    (await app.db.select({ n: count() }).from(table))[0]?.n ?? 0;

  it('creates no account for a sign-up with a NUL, a lone surrogate or a tab in its name', async () => {
    for (const name of ['Ann\u0000Lee', 'Ann\ud800Lee', 'Ann\tLee']) {
      const user = aUser({ name });
      const res = await app.inject({ method: 'POST', url: '/api/user/signup', payload: user });
      expectRefused(res, 'name', `signup ${JSON.stringify(name)}`);
      expect(await app.db.select().from(users).where(eq(users.email, user.email))).toEqual([]);
    }
  });

  it('says which rule: invisible characters, or a line break in a one-line field', async () => {
    const withNul = await app.inject({
      method: 'POST',
      url: '/api/user/signup',
      payload: aUser({ name: 'A\u0000nn' }),
    });
    expect(withNul.json().errors).toContainEqual({
      field: 'name',
      message: MESSAGES.validation.controlCharacters,
    });
    const withTab = await app.inject({
      method: 'POST',
      url: '/api/user/signup',
      payload: aUser({ name: 'Ann\tLee' }),
    });
    expect(withTab.json().errors).toContainEqual({ field: 'name', message: MESSAGES.validation.lineBreaks });
  });

  it('stores no lead with a control character, and keeps the line breaks of one that has none', async () => {
    const before = await countOf(leads);
    const lead = { name: 'Ann Lee', email: 'ann@example.com', comment: 'Hello\u0007there' };
    expectRefused(await app.inject({ method: 'POST', url: '/api/leads', payload: lead }), 'comment', 'lead');
    expect(await countOf(leads)).toBe(before);
    const fine = await app.inject({
      method: 'POST',
      url: '/api/leads',
      payload: { ...lead, comment: 'Hello,\r\n\tthere' },
    });
    expect(fine.statusCode).toBe(201);
    expect(await countOf(leads)).toBe(before + 1);
  });

  it('writes no audit row for a refused console write', async () => {
    const admin = await authFor('admin');
    const before = await countOf(auditLog);
    const res = await app.inject({
      method: 'POST',
      url: '/api/admin/categories',
      headers: admin,
      payload: { name: 'Data\ud800' },
    });
    expectRefused(res, 'name', 'category');
    expect(await countOf(auditLog)).toBe(before);
  });
});
