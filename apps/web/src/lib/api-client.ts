import type { TFieldError } from '@curio/shared';
import { expireSession, readSession, reportAccessRefused } from './session.ts';

export class ApiError extends Error {
  readonly status: number;
  readonly errors: TFieldError[];
  /** True when this 401 ended the stored session (the session-expiry handler already told the user). */
  readonly endedSession: boolean;

  constructor(status: number, message: string, errors: TFieldError[] = [], endedSession = false) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.errors = errors;
    this.endedSession = endedSession;
  }
}

/** `page` is a paged list's place (GET /api/course, ADR 041): beside `data`, as the API sends it. */
export type TApiEnvelope<T> = { statusCode: number; message: string; data: T; page?: unknown };

type TRequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** A plain object is sent as JSON; FormData is sent as-is (the browser sets the boundary). */
  body?: unknown;
  /**
   * false for the login, sign-up and reset calls: a stale token must not turn a wrong password into "session
   * ended".
   */
  auth?: boolean;
  signal?: AbortSignal;
  /**
   * Extra request headers, such as the checkout's Idempotency-Key; Authorization and Content-Type stay ours.
   */
  headers?: Record<string, string>;
  /**
   * The request outlives the page (fetch's `keepalive`): a lesson's last progress report, sent on `pagehide`
   * (ADR 035). Its body must stay under the browser's 64 KB.
   */
  keepalive?: boolean;
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

async function readBody(response: Response): Promise<Record<string, unknown>> {
  try {
    const body: unknown = await response.json();
    return isRecord(body) ? body : {};
  } catch {
    return {}; // not JSON (a proxy error page, an empty 204): the caller falls back to its own message
  }
}

const toFieldErrors = (value: unknown): TFieldError[] =>
  Array.isArray(value)
    ? value.filter(
        (e): e is TFieldError => isRecord(e) && typeof e.field === 'string' && typeof e.message === 'string',
      )
    : [];

/** The console's API (`/api/admin/*`), where a 403 means the user's role no longer allows it. */
const isConsolePath = (path: string) => path.startsWith('/admin/');

/** One call to the Curio API (docs/product.md#api): parses the envelope, throws ApiError on any non-2xx. */
export async function apiRequest<T>(path: string, options: TRequestOptions = {}): Promise<TApiEnvelope<T>> {
  const { method = 'GET', body, auth = true, signal, keepalive } = options;
  const headers = new Headers({ ...options.headers, Accept: 'application/json' });
  const token = auth ? readSession().token : null;
  if (token) headers.set('Authorization', `Bearer ${token}`);
  let payload: BodyInit | undefined;
  if (body instanceof FormData) payload = body;
  else if (body !== undefined) {
    headers.set('Content-Type', 'application/json');
    payload = JSON.stringify(body);
  }

  const response = await fetch(`/api${path}`, {
    method,
    headers,
    body: payload,
    signal,
    ...(keepalive ? { keepalive } : {}),
  });
  const envelope = await readBody(response);
  const message = typeof envelope.message === 'string' ? envelope.message : '';
  if (!response.ok) {
    const endedSession = response.status === 401 && token !== null;
    if (endedSession) expireSession();
    if (response.status === 403 && token !== null && isConsolePath(path)) reportAccessRefused();
    throw new ApiError(response.status, message, toFieldErrors(envelope.errors), endedSession);
  }
  const reply: TApiEnvelope<T> = { statusCode: response.status, message, data: (envelope.data ?? null) as T };
  if (envelope.page !== undefined) reply.page = envelope.page;
  return reply;
}

export const api = {
  get: async <T>(path: string, signal?: AbortSignal) => (await apiRequest<T>(path, { signal })).data,
  post: async <T>(path: string, body?: unknown, auth = true) =>
    (await apiRequest<T>(path, { method: 'POST', body, auth })).data,
  put: async <T>(path: string, body?: unknown) => (await apiRequest<T>(path, { method: 'PUT', body })).data,
};

/**
 * The server's message when it sent one, else the screen's own fallback (docs/product.md#messages pattern).
 */
export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.message ? error.message : fallback;
}
