import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '../fixtures/index.ts';
import { buildManifest } from '../fixtures/build.ts';
import { WEB_DIST_DIR } from '../fixtures/env.ts';

/**
 * The public pages' initial JavaScript holds no console code. Vite's manifest (build.manifest in
 * apps/web/vite.config.ts) names each chunk by the module it was cut at; the entry and everything it imports
 * statically is what a visitor downloads before any route loads.
 */

type TChunk = {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
};
const CONSOLE_DIR = 'src/features/console/';

const manifest = buildManifest<TChunk>();

/** The entry chunk and its static imports, recursively: the keys of the chunks loaded up front. */
function initialChunks(): string[] {
  const entry = Object.keys(manifest).filter((key) => manifest[key]?.isEntry);
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const next of manifest[key]?.imports ?? []) visit(next);
  };
  entry.forEach(visit);
  return [...seen];
}

test('the entry chunk and its static imports include no module of src/features/console/', () => {
  const initial = initialChunks();
  expect(initial.length).toBeGreaterThan(0);
  expect(
    initial.filter((key) => key.startsWith(CONSOLE_DIR) || manifest[key]?.src?.startsWith(CONSOLE_DIR)),
  ).toEqual([]);
});

test('the console is cut into lazily loaded chunks of its own', () => {
  const consoleChunks = Object.keys(manifest).filter((key) => key.startsWith(CONSOLE_DIR));
  expect(consoleChunks).toEqual(
    expect.arrayContaining([
      `${CONSOLE_DIR}routes.tsx`,
      `${CONSOLE_DIR}shell/components/console-layout.tsx`,
      `${CONSOLE_DIR}operations/pages/dashboard-page.tsx`,
      // Recharts comes with the dashboard's chart only.
      `${CONSOLE_DIR}operations/components/dashboard-chart.tsx`,
    ]),
  );
  const initial = new Set(initialChunks());
  for (const key of consoleChunks) expect(initial.has(key), key).toBe(false);
});

test("the initial JavaScript does not contain the console's code", () => {
  const initialFiles = initialChunks().map((key) => manifest[key]?.file ?? '');
  for (const file of initialFiles) {
    const code = readFileSync(path.join(WEB_DIST_DIR, file), 'utf8');
    // Class names only the console's layout and table use; minifying keeps string literals.
    expect(code, file).not.toContain('console__nav-link');
    expect(code, file).not.toContain('data-table__pagination');
  }
});
