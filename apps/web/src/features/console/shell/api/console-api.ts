import type { TConsolePage } from '@curio/shared';
import { ApiError, apiRequest } from '#web/lib/api-client.ts';
import { downloadFile } from '#web/lib/download.ts';
import type { ListState } from '#web/features/console/shell/lib/use-list-state.ts';

/** Every console query key starts here, so a write can invalidate a whole area (`['admin', 'users']`). */
export const adminKey = (...parts: unknown[]) => ['admin', ...parts] as const;

/** The query string of a list: page, pageSize, sort, q and each non-empty filter. */
export function listSearch(list: ListState): string {
  const params = new URLSearchParams({ page: String(list.page), pageSize: String(list.pageSize) });
  if (list.sort) params.set('sort', list.sort);
  if (list.q) params.set('q', list.q);
  for (const [key, value] of Object.entries(list.filters)) if (value !== '') params.set(key, value);
  return params.toString();
}

/** One page of a console list: GET /api{path}?page=…&pageSize=…&sort=…&q=…&<filters>. */
export async function consoleQuery<T>(
  path: string,
  list: ListState,
  signal?: AbortSignal,
): Promise<TConsolePage<T>> {
  return (await apiRequest<TConsolePage<T>>(`${path}?${listSearch(list)}`, { signal })).data;
}

/** One console read that is not a list (a user, an order, the dashboard). */
export async function consoleGet<T>(path: string, signal?: AbortSignal): Promise<T> {
  return (await apiRequest<T>(path, { signal })).data;
}

type TWriteMethod = 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A console write; answers the server's data and its message (the toast text, e.g. 'Saved'). */
export async function consoleMutation<T>(
  method: TWriteMethod,
  path: string,
  body?: unknown,
): Promise<{ data: T; message: string }> {
  const { data, message } = await apiRequest<T>(path, { method, body });
  return { data, message };
}

export const consolePost = <T>(path: string, body?: unknown) => consoleMutation<T>('POST', path, body);
export const consolePut = <T>(path: string, body?: unknown) => consoleMutation<T>('PUT', path, body);
export const consolePatch = <T>(path: string, body?: unknown) => consoleMutation<T>('PATCH', path, body);
export const consoleDelete = <T>(path: string, body?: unknown) => consoleMutation<T>('DELETE', path, body);

/**
 * True for the 409 a stale edit gets (MESSAGES.admin.staleEdit and the like): show it with a Reload action.
 */
export const isConflict = (error: unknown): error is ApiError =>
  error instanceof ApiError && error.status === 409;

/**
 * Downloads a CSV export of a list with its current filters (fetched with the token: `downloadFile`).
 */
export async function downloadCsv(path: string, list: ListState, fallbackName = 'export.csv'): Promise<void> {
  const { page: _page, pageSize: _pageSize, ...rest } = list;
  const search = listSearch({ ...rest, page: 1, pageSize: 1 }).replace(/^page=1&pageSize=1&?/, '');
  await downloadFile(`${path}${search ? `?${search}` : ''}`, 'text/csv', fallbackName);
}
