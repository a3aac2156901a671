/**
 * Whether this render is the server's (apps/web/src/entry-server.tsx, ADR 019): there is no document. A part
 * that only the browser can show (a portal into <head>, what needs the address bar, a lazily loaded chunk)
 * renders what the browser's first render shows in its place, so the two agree.
 */
export const isServerRender = (): boolean => typeof document === 'undefined';
