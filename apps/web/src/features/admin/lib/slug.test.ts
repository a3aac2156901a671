import { CATALOGUE_LIMITS, SLUG_PATTERN } from '@curio/shared';
import { describe, expect, it } from 'vitest';
import { suggestSlug } from './slug.ts';

describe('suggestSlug', () => {
  it('turns a course name into lower-case words joined by dashes', () => {
    expect(suggestSlug('Intro to React 19')).toBe('intro-to-react-19');
  });

  it('folds accents, spells out & and drops punctuation', () => {
    expect(suggestSlug('  Café & Crème: Brûlée!  ')).toBe('cafe-and-creme-brulee');
  });

  it('never leaves doubled, leading or trailing dashes', () => {
    expect(suggestSlug('--C++ / C# -- basics--')).toBe('c-c-basics');
  });

  it('is empty for a name with no letters or digits', () => {
    expect(suggestSlug('¿¡ ?!')).toBe('');
  });

  it('stays within the slug limit and matches the server pattern', () => {
    const slug = suggestSlug(`${'word '.repeat(60)}end`);
    expect(slug.length).toBeLessThanOrEqual(CATALOGUE_LIMITS.slug);
    expect(slug).toMatch(SLUG_PATTERN);
  });
});
