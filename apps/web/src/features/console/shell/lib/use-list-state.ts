import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router';

/** What a console list asks the server for: one page, its size, the sort, the search and the filters. */
export type ListState = {
  page: number;
  pageSize: number;
  /** `field` ascending, `-field` descending. */
  sort?: string;
  q?: string;
  /** Route-specific filters (`status`, `role`, `from`…), each sent as its own query parameter. */
  filters: Record<string, string>;
};

export type ListDefaults = Partial<Omit<ListState, 'filters'>> & { filters?: Record<string, string> };

/** A change to the list; leaving `page` out of a change to anything else goes back to page 1. */
export type ListChange = Partial<Omit<ListState, 'filters'>> & { filters?: Record<string, string> };

const RESERVED = new Set(['page', 'pageSize', 'sort', 'q']);
const DEFAULT_PAGE_SIZE = 25;

const positive = (raw: string | null, fallback: number) => {
  const value = Number(raw);
  return Number.isInteger(value) && value > 0 ? value : fallback;
};

/**
 * A console list's state kept in the URL's search params, so back/forward, reload and a shared link show
 * the same page. Values equal to the defaults are left out of the URL.
 */
export function useListState(defaults: ListDefaults = {}): [ListState, (change: ListChange) => void] {
  const [params, setParams] = useSearchParams();
  const defaultPageSize = defaults.pageSize ?? DEFAULT_PAGE_SIZE;
  const defaultsKey = JSON.stringify(defaults);

  const list = useMemo<ListState>(() => {
    const filters: Record<string, string> = { ...defaults.filters };
    params.forEach((value, key) => {
      if (!RESERVED.has(key)) filters[key] = value;
    });
    for (const key of Object.keys(filters)) if (filters[key] === '') delete filters[key];
    return {
      page: positive(params.get('page'), defaults.page ?? 1),
      pageSize: positive(params.get('pageSize'), defaultPageSize),
      sort: params.get('sort') ?? defaults.sort,
      q: params.get('q') ?? defaults.q,
      filters,
    };
    // defaultsKey stands for `defaults`, which callers usually pass as a fresh literal.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [params, defaultsKey, defaultPageSize]);

  // React Router hands a functional update the params of the last render, so a change made before the page
  // has rendered the previous ones (debounced filters firing together) would drop them. Each change builds on
  // the last one this hook asked for, until the URL shows it; a URL this hook did not ask for (back, a link)
  // starts again from the URL.
  const rendered = useRef(params);
  const pending = useRef<string[]>([]);
  useEffect(() => {
    rendered.current = params;
    const shown = pending.current.indexOf(params.toString());
    pending.current = shown === -1 ? [] : pending.current.slice(shown + 1);
  }, [params]);

  const setList = useCallback(
    (change: ListChange) => {
      const base = pending.current.at(-1) ?? rendered.current.toString();
      const next = new URLSearchParams(base);
      const put = (key: string, value: string | number | undefined, fallback?: string | number) => {
        if (value === undefined || value === '' || String(value) === String(fallback ?? '')) next.delete(key);
        else next.set(key, String(value));
      };
      if ('q' in change) put('q', change.q?.trim(), defaults.q);
      if ('sort' in change) put('sort', change.sort, defaults.sort);
      if ('pageSize' in change) put('pageSize', change.pageSize, defaultPageSize);
      for (const [key, value] of Object.entries(change.filters ?? {})) {
        put(key, value, defaults.filters?.[key]);
      }
      put('page', change.page ?? 1, defaults.page ?? 1);
      if (next.toString() !== base) pending.current.push(next.toString());
      setParams(next, { preventScrollReset: true });
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [setParams, defaultsKey, defaultPageSize],
  );

  return [list, setList];
}
