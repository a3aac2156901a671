/** At most this many words of a search are used: a longer query matches nothing more useful. */
const MAX_WORDS = 8;
const MAX_WORD_LENGTH = 40;

/** A search as Postgres tsquery texts: every word anywhere, and every word in the name (weight A). */
export interface SearchQueries {
  all: string;
  inName: string;
}

/**
 * Turns what a learner typed into Postgres tsquery texts: every word as a prefix (`reac` finds React), all
 * words required; `inName` restricts each word to weight A, the name's weight in the search and rank
 * documents (`testing:*A`). A one-letter word must match whole ("c" would otherwise be the prefix of nearly
 * everything). Only letters and digits survive, so punctuation can neither inject tsquery operators nor cause
 * a syntax error; the texts then go to to_tsquery as bound parameters, never spliced into SQL. Returns
 * undefined when nothing searchable is left (the caller lists everything instead).
 */
export function toSearchQueries(search: string | undefined): SearchQueries | undefined {
  const words = search?.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  const unique = [...new Set(words.map((word) => word.slice(0, MAX_WORD_LENGTH)))].slice(0, MAX_WORDS);
  if (unique.length === 0) return undefined;
  const query = (weight: string) =>
    unique
      .map((word) => (word.length > 1 ? `${word}:*${weight}` : `${word}${weight ? `:${weight}` : ''}`))
      .join(' & ');
  return { all: query(''), inName: query('A') };
}
