import { z } from 'zod';
import { COURSE_MESSAGES, COURSE_SEARCH_RESULTS_MAX } from '@curio/shared';
import { badRequest } from '#api/lib/http-errors.ts';

/**
 * A catalogue card's place in the catalogue's order (ADR 041): its category's sort order and id, then its own
 * sort order, name and id. The id makes it total, so a keyset page neither repeats nor skips a card.
 */
export type CatalogueKey = [
  categorySort: number,
  categoryId: string,
  sortOrder: number,
  name: string,
  id: string,
];

/** Where the next page starts: after a card (the catalogue, a category) or at an offset (a ranked search). */
export type CourseCursor = { after: CatalogueKey } | { offset: number };

const ZKeysetCursor = z.strictObject({
  k: z.tuple([z.number().int(), z.uuid(), z.number().int(), z.string().max(400), z.uuid()]),
});
const ZSearchCursor = z.strictObject({ o: z.number().int().min(1).max(COURSE_SEARCH_RESULTS_MAX) });

/** The opaque `page.next`: base64url JSON, short, and meaningless to anyone but decodeCursor. */
export function encodeCursor(cursor: CourseCursor): string {
  const json = 'after' in cursor ? { k: cursor.after } : { o: cursor.offset };
  return Buffer.from(JSON.stringify(json)).toString('base64url');
}

const invalid = () =>
  badRequest(COURSE_MESSAGES.cursorInvalid, [{ field: 'cursor', message: COURSE_MESSAGES.cursorInvalid }]);

function parseJson(text: string): unknown {
  try {
    return JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    throw invalid();
  }
}

/**
 * Reads a `cursor` the API handed out for this kind of list (a search's offset, else a keyset), or answers
 * 400 naming the field: a made-up, truncated or mismatched cursor never reaches SQL.
 */
export function decodeCursor(text: string, kind: 'keyset' | 'search'): CourseCursor {
  const json = parseJson(text);
  if (kind === 'search') {
    const parsed = ZSearchCursor.safeParse(json);
    if (!parsed.success) throw invalid();
    return { offset: parsed.data.o };
  }
  const parsed = ZKeysetCursor.safeParse(json);
  if (!parsed.success) throw invalid();
  return { after: parsed.data.k };
}
