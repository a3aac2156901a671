import { CATALOGUE_LIMITS } from '@curio/shared';

/**
 * The slug a new course's name suggests: lower-case ASCII words joined by single dashes (SLUG_PATTERN), accents
 * folded ('Café' → 'cafe'), cut at the slug limit without a trailing dash.
 */
export function suggestSlug(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, CATALOGUE_LIMITS.slug)
    .replace(/-+$/, '');
}
