/** At most this many words of a search are used: a longer query matches nothing more useful. */
const MAX_WORDS = 8;
const MAX_WORD_LENGTH = 40;

/**
 * Turns what a learner typed into a Postgres tsquery text: every word as a prefix (`reac` finds React), all
 * words required. A one-letter word must match whole ("c" would otherwise be the prefix of nearly
 * everything). Only letters and digits survive, so punctuation can neither inject tsquery operators nor cause
 * a syntax error; the text then goes to to_tsquery as a bound parameter, never spliced into SQL. Returns
 * undefined when nothing searchable is left (the caller lists everything instead).
 */
export function toPrefixTsquery(search: string | undefined): string | undefined {
  const words = search?.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  const unique = [...new Set(words.map((word) => word.slice(0, MAX_WORD_LENGTH)))].slice(0, MAX_WORDS);
  if (unique.length === 0) return undefined;
  return unique.map((word) => (word.length > 1 ? `${word}:*` : word)).join(' & ');
}

/**
 * The same query matching the name only: each term of a toPrefixTsquery text restricted to weight A, the
 * name's weight in the search and rank documents (`testing:*` → `testing:*A`, `c` → `c:A`).
 */
export const inNameOnly = (tsquery: string) =>
  tsquery
    .split(' & ')
    .map((term) => (term.endsWith(':*') ? `${term}A` : `${term}:A`))
    .join(' & ');
