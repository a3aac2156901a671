import { describe, expect, it } from 'vitest';
import { SLUG_MAX, SLUG_PATTERN, suggestSlug } from './slug.ts';

describe('suggestSlug', () => {
  it('turns a course name into lower-case words joined by dashes', () => {
    expect(suggestSlug('Intro to React 19')).toBe('intro-to-react-19');
  });

  it('folds accents, spells out & and drops punctuation', () => {
    expect(suggestSlug('  Café & Crème: Brûlée!  ')).toBe('cafe-and-creme-brulee');
  });

  it('drops apostrophes rather than splitting the word', () => {
    expect(suggestSlug('EdLine profiles Curio’s model')).toBe('edline-profiles-curios-model');
    expect(suggestSlug("Don't panic")).toBe('dont-panic');
  });

  it('never leaves doubled, leading or trailing dashes', () => {
    expect(suggestSlug('--C++ / C# -- basics--')).toBe('c-c-basics');
  });

  it('is empty for a name with no letters or digits', () => {
    expect(suggestSlug('¿¡ ?!')).toBe('');
  });

  it('stays within the slug limit and matches the server pattern', () => {
    const slug = suggestSlug(`${'word '.repeat(60)}end`);
    expect(slug.length).toBeLessThanOrEqual(SLUG_MAX);
    expect(slug).toMatch(SLUG_PATTERN);
  });
});
