import { FIRST_DATA_ID, type TFirstData } from '@curio/shared';

let firstData: TFirstData | undefined;
/** Where a server render (entry-server.tsx, ADR 019) finds the replies of the page it is rendering. */
let serverSource: (() => TFirstData | undefined) | undefined;

/**
 * On the server there is no document to read the replies from, and several pages may be rendering at once:
 * the server render hands over a function that answers with the replies of the render asking.
 */
export function readFirstDataFrom(source: () => TFirstData | undefined): void {
  serverSource = source;
}

/** The replies the server embedded in the page it sent (ADR 012), parsed once; none in tests or dev. */
function embedded(): TFirstData {
  if (serverSource) return serverSource() ?? {};
  firstData ??= (() => {
    const text = typeof document === 'undefined' ? null : document.getElementById(FIRST_DATA_ID)?.textContent;
    if (!text) return {};
    try {
      return JSON.parse(text) as TFirstData;
    } catch {
      return {}; // a broken block costs a round trip, never the page
    }
  })();
  return firstData;
}

/**
 * The data of the API reply the server embedded for `path` (as `api.get` asks for it), taken once: a query's
 * `initialData`, so the page's first render shows it without a request. Later asks (another visit of the
 * same page in this tab) get nothing and fetch as usual, as the embedded copy may have gone stale.
 */
export function takeFirstData<T>(path: string): T | undefined {
  return takeFirstReply<T>(path)?.data;
}

/** takeFirstData's whole envelope, for a reply with more than `data` (a page of cards and its `page`). */
export function takeFirstReply<T>(path: string): { data: T; page?: unknown } | undefined {
  const data = embedded();
  const reply = data[path];
  if (!reply) return undefined;
  if (!serverSource) firstData = { ...data, [path]: undefined };
  return reply as { data: T; page?: unknown };
}
