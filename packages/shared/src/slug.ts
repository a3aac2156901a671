// zod-free on purpose: the console's forms and the demo seed import it without pulling in the schemas.

/** The longest slug a course or an article may have. */
export const SLUG_MAX = 120;

/** Lower-case words joined by single dashes: what a course's or an article's URL is made of. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * The slug a name or title suggests: lower-case ASCII words joined by single dashes (SLUG_PATTERN), accents
 * folded ('Café' → 'cafe'), apostrophes dropped ('Curio’s' → 'curios'), '&' spelled out, cut at SLUG_MAX
 * without a trailing dash. Empty when the text has no letters or digits. Migration 0007 backfills the
 * slugs of existing articles with the same rule in SQL.
 */
export function suggestSlug(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, SLUG_MAX)
    .replace(/-+$/, '');
}
