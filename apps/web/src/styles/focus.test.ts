import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readStylesheet, rules, stylesheets, WEB_SRC } from '#web-test/stylesheets.ts';

// The focus ring is one look everywhere (WCAG 2.2 focus appearance, styles/tokens.css): a solid outline
// `var(--focus-width)` wide, in --focus or a colour of the same contrast. A focus style of its own width, or
// a faint one, is the "1 px border" a keyboard user cannot find.

/** The selectors of focus rules whose outline is not the ring: another width, or not solid. */
function offTokenRings(css: string): string[] {
  return rules(css)
    .filter(({ selector, declarations }) => {
      const outline = declarations.get('outline');
      if (!/:focus/.test(selector) || outline === undefined || outline === 'none') return false;
      return !/^var\(--focus-width\) solid var\(--[\w-]+\)$/.test(outline);
    })
    .map(({ selector }) => selector);
}

describe('focus rings', () => {
  it('finds a ring of its own width or colour, and passes the token', () => {
    const css = `
      .a:focus { outline: 1px solid var(--focus); }
      .b:focus-visible { outline: var(--focus-width) solid rgb(124 58 237 / 0.25); }
      .c:focus-visible { outline: var(--focus-width) solid var(--focus); }
      .d:focus { outline: none; }
      .e { outline: 1px dotted red; }`;
    expect(offTokenRings(css)).toEqual(['.a:focus', '.b:focus-visible']);
  });

  it('are at least 2 px wide (styles/tokens.css)', () => {
    const tokens = rules(readStylesheet(path.join(WEB_SRC, 'styles', 'tokens.css')));
    const width = tokens.map(({ declarations }) => declarations.get('--focus-width')).find(Boolean) ?? '';
    expect(Number.parseFloat(width)).toBeGreaterThanOrEqual(2);
    expect(width).toMatch(/px$/);
  });

  it.each(stylesheets().map((file) => [path.relative(WEB_SRC, file), file]))(
    '%s draws focus with the shared ring',
    (_name, file) => {
      expect(offTokenRings(readStylesheet(file))).toEqual([]);
    },
  );
});
