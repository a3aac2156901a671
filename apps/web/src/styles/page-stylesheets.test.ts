import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { definedClasses, unstyledClasses } from '#web-test/page-styles.ts';
import { WEB_SRC } from '#web-test/stylesheets.ts';

// Each page brings its own styles, whatever the way in
// (docs/decisions/026-each-page-brings-its-own-styles.md): a class a page renders is defined in a stylesheet that the page, the entry, its layout or every page that
// loads it imports. e2e/tests/first-load-styles.spec.ts checks the same in a browser, page by page.

const SRC = '/app/src';
const at = (file: string) => path.join(SRC, file);
const OPTIONS = {
  src: SRC,
  entry: at('main.tsx'),
  renderedInside: { [at('admin/routes.tsx')]: at('admin/layout.tsx') },
};

/** A small app: an entry with the global sheet, two lazy pages sharing a component, a console page. */
const app = (files: Record<string, string>) =>
  new Map(
    Object.entries({
      'main.tsx': "import './global.css';\nconst page = () => import('./a/a-page.tsx');",
      'global.css': '.btn { color: red; }',
      'a/a.css': '.card { padding: 1px; }\n.card .btn { margin: 0; }',
      'a/a-page.tsx': "import './a.css';\nimport { Card } from './card.tsx';",
      'a/card.tsx': 'export const Card = () => <div className="card"><button className="btn" /></div>;',
      ...files,
    }).map(([file, source]) => [at(file), source]),
  );

describe('the check', () => {
  it('takes the classes a sheet styles on their own, not those inside a longer selector', () => {
    const css = `@import '#web/styles/breakpoints.css';
      .a, .b:hover { x: 1 } .c .d { x: 1 } .e > .f { x: 1 } .g[title='x y'] { x: 1 }
      @media (--below-md) { .h.i { x: 1 } } .j:not(.k .l) { x: 1 }`;
    expect(definedClasses(css)).toEqual(['a', 'b', 'g', 'h', 'i', 'j']);
  });

  it('passes a page whose component is styled by the page’s own sheet or the entry’s', () => {
    expect(unstyledClasses(app({}), OPTIONS)).toEqual([]);
  });

  it('finds a second page that renders the shared component without its sheet', () => {
    const files = {
      'main.tsx': "import './global.css';\nimport('./a/a-page.tsx'); import('./b/b-page.tsx');",
      'b/b-page.tsx': "import { Card } from '../a/card.tsx';",
    };
    expect(unstyledClasses(app(files), OPTIONS)).toEqual([
      { unit: at('b/b-page.tsx'), module: at('a/card.tsx'), className: 'card', definedIn: [at('a/a.css')] },
    ]);
  });

  it('reads class names made at run time only where they are whole words', () => {
    const files = {
      'a/a-page.tsx': "import { Card } from './card.tsx';",
      'a/card.tsx':
        'export const Card = ({ on }) => <i className={`card${on ? " card--on" : ""} x-${on}`} />;',
    };
    expect(unstyledClasses(app(files), OPTIONS).map((miss) => miss.className)).toEqual(['card']);
  });

  it('gives a console page its layout’s sheets, and a lazy part what every way to it loads', () => {
    const files = {
      'main.tsx': "import './global.css';\nimport('./admin/routes.tsx'); import('./a/a-page.tsx');",
      'admin/routes.tsx': "const page = () => import('./users-page.tsx');",
      'admin/layout.tsx': "import './console.css';",
      'admin/console.css': '.panel { x: 1 }',
      'admin/users-page.tsx': 'export const P = () => <div className="panel" />;\nimport(\'../a/card.tsx\');',
    };
    expect(unstyledClasses(app(files), OPTIONS)).toEqual([
      // The card loads from the console page, which does not import a.css, as well as from page a.
      { unit: at('a/card.tsx'), module: at('a/card.tsx'), className: 'card', definedIn: [at('a/a.css')] },
    ]);
  });
});

/** The app's scripts and stylesheets, tests and test helpers left out. */
function sources(dir = WEB_SRC): [string, string][] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(full);
    const isSource = /\.(tsx?|css)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name);
    return isSource ? [[full, readFileSync(full, 'utf8')] as [string, string]] : [];
  });
}

it('every part of the app that loads on its own imports the stylesheets of the classes it renders', () => {
  const console = path.join(WEB_SRC, 'features', 'console');
  const misses = unstyledClasses(new Map(sources()), {
    src: WEB_SRC,
    entry: path.join(WEB_SRC, 'main.tsx'),
    renderedInside: {
      [path.join(console, 'routes.tsx')]: path.join(console, 'shell/components/console-layout.tsx'),
    },
  });
  const relative = (file: string) => path.relative(WEB_SRC, file);
  expect(
    misses.map(
      ({ unit, module, className, definedIn }) =>
        `${relative(unit)}: ${relative(module)} renders .${className} of ${definedIn.map(relative).join()}`,
    ),
  ).toEqual([]);
});
