import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readStylesheet, rules, stylesheets, WEB_SRC } from '#web-test/stylesheets.ts';

// The surfaces of styles/tokens.css (docs/ARCHITECTURE.md, "Where each kind of code goes"): a card, a panel
// or a pill is named by its custom properties, never written out again in a component's stylesheet.

const TOKENS = path.join(WEB_SRC, 'styles', 'tokens.css');

/** The look a card or a panel had before it had a name: three of these four make a restated surface. */
const CARD_LOOK: [string, string[]][] = [
  ['background', ['var(--surface)']],
  ['border', ['1px solid var(--line)']],
  ['border-radius', ['var(--radius)', 'var(--radius-lg)']],
  ['box-shadow', ['var(--shadow-sm)', 'var(--shadow)']],
];
const PILL_BORDER = '1.5px solid var(--purple-200)';

/** The selectors of rules that write a card's, a panel's or a pill's look out instead of naming it. */
function restatedSurfaces(css: string): string[] {
  return rules(css)
    .filter(({ declarations: d }) => {
      const cardLike = CARD_LOOK.filter(([property, values]) => values.includes(d.get(property) ?? ''));
      const pillLike =
        d.get('border') === PILL_BORDER &&
        (d.get('background') === 'var(--surface)' || d.get('border-radius') === '999px');
      return cardLike.length >= 3 || pillLike;
    })
    .map(({ selector }) => selector);
}

describe('surfaces', () => {
  it('finds a card, a panel or a pill written out, and passes one that names its surface', () => {
    const css = `
      .a { padding: 4px; background: var(--surface); border: 1px solid var(--line);
           border-radius: var(--radius-lg); }
      .b { border: 1.5px solid var(--purple-200); border-radius: 999px; }
      .c { background: var(--surface-card-background); border: var(--surface-card-border);
           border-radius: var(--surface-card-radius); box-shadow: var(--surface-card-shadow); }
      .d { background: var(--surface); box-shadow: var(--shadow-lg); }`;
    expect(restatedSurfaces(css)).toEqual(['.a', '.b']);
  });

  it('are each defined once, in styles/tokens.css', () => {
    const defined = rules(readStylesheet(TOKENS)).flatMap(({ declarations }) =>
      [...declarations.keys()].filter((property) => property.startsWith('--surface-')),
    );
    for (const surface of ['card', 'panel']) {
      for (const part of ['background', 'border', 'radius', 'shadow']) {
        expect(defined).toContain(`--surface-${surface}-${part}`);
      }
    }
    expect(defined).toContain('--surface-card-shadow-raised');
    expect(defined).toEqual(expect.arrayContaining(['--surface-pill-background', '--surface-pill-border']));
    expect(new Set(defined).size, 'a surface property defined twice').toBe(defined.length);
  });

  const files = stylesheets().filter((file) => file !== TOKENS);
  it.each(files.map((file) => [path.relative(WEB_SRC, file), file]))(
    '%s names its surfaces',
    (_name, file) => {
      expect(
        restatedSurfaces(readStylesheet(file)),
        'use the --surface-* properties of styles/tokens.css',
      ).toEqual([]);
    },
  );
});
