import { vi } from 'vitest';
import { testSite } from './fixtures.ts';

export type TStubReply = {
  status?: number;
  message?: string;
  data?: unknown;
  errors?: { field: string; message: string }[];
  /** A paged list's `page`, beside `data` (GET /api/course). */
  page?: unknown;
};
export type TStubHandler = TStubReply | ((request: TRecordedRequest) => TStubReply | Promise<TStubReply>);
export type TRecordedRequest = {
  method: string;
  path: string;
  headers: Headers;
  /** Parsed JSON, or the FormData as sent. */
  body: unknown;
};

/**
 * Stubs fetch at the browser boundary with envelope-shaped replies (docs/product.md#api), keyed by
 * "METHOD /api/path" (the path with its query string, exactly as sent). A key ending in `?*` answers that
 * path with any query string, for a list whose filters a test changes ("GET /api/admin/users?*").
 * GET /api/site answers with the test site settings unless overridden; anything unexpected gets a 404
 * envelope. Returns the requests the app made, in order.
 */
export function stubApi(handlers: Record<string, TStubHandler> = {}) {
  const requests: TRecordedRequest[] = [];
  const all: Record<string, TStubHandler> = { 'GET /api/site': { data: testSite }, ...handlers };
  const fetchStub = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const path = typeof input === 'string' ? input : input instanceof URL ? input.pathname : input.url;
    const method = (init.method ?? 'GET').toUpperCase();
    const raw = init.body;
    const body = typeof raw === 'string' ? (JSON.parse(raw) as unknown) : raw;
    const request = { method, path, headers: new Headers(init.headers), body };
    requests.push(request);
    const handler = all[`${method} ${path}`] ?? all[`${method} ${path.split('?')[0] ?? ''}?*`];
    const reply =
      typeof handler === 'function'
        ? await handler(request)
        : (handler ?? { status: 404, message: 'Not found' });
    const status = reply.status ?? 200;
    const envelope = {
      statusCode: status,
      message: reply.message ?? 'OK',
      data: reply.data ?? null,
      errors: reply.errors,
      ...(reply.page === undefined ? {} : { page: reply.page }),
    };
    return new Response(JSON.stringify(envelope), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchStub);
  return {
    requests,
    fetchStub,
    find: (key: string) => requests.filter((r) => `${r.method} ${r.path}` === key),
    /** The query parameters of each GET of `path` (given without its query string), in order. */
    queriesOf: (path: string) =>
      requests
        .filter((r) => r.method === 'GET' && r.path.split('?')[0] === path)
        .map((r) => Object.fromEntries(new URL(r.path, 'http://localhost').searchParams)),
  };
}
