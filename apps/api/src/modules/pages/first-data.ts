import { escapeScriptJson, FIRST_DATA_ID } from '@curio/shared';
import type { CachedEntry } from '#api/lib/response-cache.ts';

/** One public API reply a page embeds: the path the SPA asks for (without /api) and the cached entry. */
export interface FirstData {
  path: string;
  entry: CachedEntry;
}

/**
 * The page's first data as `<script type="application/json">` (ADR 012): `{ path: envelope }`, the envelopes
 * being the cached replies' own bytes. Every "<" is written \u003c, so no text can close the script; the
 * browser never runs it (a data block: no CSP question), the SPA parses it.
 */
export function firstDataScript(data: readonly FirstData[]): string {
  const json = `{${data.map(({ path, entry }) => `${JSON.stringify(path)}:${entry.body}`).join(',')}}`;
  return `<script type="application/json" id="${FIRST_DATA_ID}">${escapeScriptJson(json)}</script>`;
}
