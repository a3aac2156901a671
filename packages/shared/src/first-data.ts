/**
 * A page's first data (ADR 012): the server writes the public API replies a page shows first into the HTML it
 * sends, in `<script type="application/json" id="first-data">`, and the SPA seeds its queries from them, so
 * the first render needs no second round trip. Keys are API paths as the SPA asks for them (without `/api`,
 * with the query string), values the replies' envelopes, byte for byte what the API would send.
 */
export const FIRST_DATA_ID = 'first-data';

export type TFirstData = Readonly<Record<string, { data?: unknown } | undefined>>;

/**
 * Around the pre-rendered shell inside index.html's `#root` (ADR 009): the server puts a public page's own
 * render between them in its place (ADR 019). The app's first render drops the comments.
 */
export const SHELL_START = '<!--shell-->';
export const SHELL_END = '<!--/shell-->';

/**
 * `#root`'s mark while it holds HTML the app has not started on yet — the shell pre-rendered at build time
 * (ADR 009) or a page rendered by the server (ADR 019): its controls take no pointer until the app's first
 * render removes it (styles/frame.css).
 */
export const PRERENDERED = 'data-prerendered';

/** What a server render of the SPA (apps/web/src/entry-server.tsx) exports: `#root`'s HTML for a path. */
export type TRenderPage = (pathname: string, data: TFirstData) => Promise<string | undefined>;
