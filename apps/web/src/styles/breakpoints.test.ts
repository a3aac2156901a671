import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readStylesheet, stripComments, stylesheets, WEB_SRC } from '#web-test/stylesheets.ts';

// The breakpoint scale of styles/breakpoints.css (docs/ARCHITECTURE.md, "Where each kind of code goes"):
// every stylesheet of the app names a step of it, none writes a width of its own.

const SCALE_FILE = path.join(WEB_SRC, 'styles', 'breakpoints.css');

/** The scale: each step's width, and whether the width itself falls on the narrower side (md only). */
const SCALE = {
  xs: { px: 480, isWidthNarrow: false },
  sm: { px: 640, isWidthNarrow: false },
  md: { px: 768, isWidthNarrow: true },
  lg: { px: 900, isWidthNarrow: false },
  xl: { px: 1024, isWidthNarrow: false },
  '2xl': { px: 1200, isWidthNarrow: false },
} as const;

/** `@media` and `@container` conditions that test a size with a number instead of a step's name. */
function ownWidths(css: string): { line: number; query: string }[] {
  const found: { line: number; query: string }[] = [];
  stripComments(css)
    .split('\n')
    .forEach((text, index) => {
      const query = /@(?:media|container)\b([^{;]*)/.exec(text)?.[1]?.trim();
      if (query && /\b(?:min-|max-)?(?:width|height|inline-size|block-size)\b/.test(query)) {
        found.push({ line: index + 1, query });
      }
    });
  return found;
}

/** The step names a stylesheet's queries use: `@media (--below-md)` → `--below-md`. */
function stepsUsed(css: string): string[] {
  const queries = [...stripComments(css).matchAll(/@(?:media|container)\b([^{;]*)/g)];
  return queries.flatMap((query) => [...(query[1] ?? '').matchAll(/\((--[\w-]+)\)/g)].map((m) => m[1] ?? ''));
}

const importsTheScale = (css: string) =>
  /@import\s+(?:url\()?['"]#web\/styles\/breakpoints\.css['"]/.test(stripComments(css));

function definedSteps(): Map<string, string> {
  const css = stripComments(readStylesheet(SCALE_FILE));
  return new Map(
    [...css.matchAll(/@custom-media\s+(--[\w-]+)\s+([^;]+);/g)].map((m) => [m[1] ?? '', m[2] ?? '']),
  );
}

describe('the breakpoint scale', () => {
  it('is the documented steps, each a pair that splits the widths in two at the same width', () => {
    const expected = new Map(
      Object.entries(SCALE).flatMap(([step, { px, isWidthNarrow }]) => [
        [`--below-${step}`, `(width ${isWidthNarrow ? '<=' : '<'} ${px}px)`],
        [`--from-${step}`, `(width ${isWidthNarrow ? '>' : '>='} ${px}px)`],
      ]),
    );
    expect(Object.fromEntries(definedSteps())).toEqual(Object.fromEntries(expected));
  });

  it('finds a width written into a query, and passes a named step or a preference', () => {
    const css = [
      '/* @media (max-width: 1px) in a comment is fine */',
      "@import '#web/styles/breakpoints.css';",
      '@media (--below-md) { .a { color: red; } }',
      '@media (prefers-reduced-motion: reduce) { .a { transition: none; } }',
      '@media (min-width: 861px) { .b { color: red; } }',
      '@media screen and (width < 1100px) { .c { color: red; } }',
      '@container card (inline-size > 30rem) { .d { color: red; } }',
    ].join('\n');
    expect(ownWidths(css).map((found) => found.line)).toEqual([5, 6, 7]);
    expect(stepsUsed(css)).toEqual(['--below-md']);
    expect(importsTheScale(css)).toBe(true);
  });

  const files = stylesheets().filter((file) => file !== SCALE_FILE);
  const steps = definedSteps();

  it.each(files.map((file) => [path.relative(WEB_SRC, file), file]))(
    '%s switches layout only at steps of the scale',
    (_name, file) => {
      const css = readStylesheet(file);
      expect(ownWidths(css), 'use a step of styles/breakpoints.css instead').toEqual([]);
      const used = stepsUsed(css);
      expect(
        used.filter((step) => !steps.has(step)),
        'steps that styles/breakpoints.css lacks',
      ).toEqual([]);
      if (used.length > 0)
        expect(importsTheScale(css), "@import '#web/styles/breakpoints.css' first").toBe(true);
    },
  );
});
