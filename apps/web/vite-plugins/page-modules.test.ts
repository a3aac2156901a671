import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { build } from 'vite';
import { afterAll, describe, expect, it } from 'vitest';
import { missingPageModules, pageModules } from './page-modules.ts';

// The check runs in a real Vite build of a two-file app: its entry lazy-loads one page, as routes.tsx does.
const app = mkdtempSync(path.join(tmpdir(), 'curio-page-modules-'));
mkdirSync(path.join(app, 'src', 'pages'), { recursive: true });
writeFileSync(
  path.join(app, 'index.html'),
  '<!doctype html><html><body><script type="module" src="/src/main.ts"></script></body></html>',
);
writeFileSync(path.join(app, 'src', 'main.ts'), "void import('./pages/home-page.ts');\n");
writeFileSync(path.join(app, 'src', 'pages', 'home-page.ts'), "export const HomePage = 'home';\n");
afterAll(() => rmSync(app, { recursive: true, force: true }));

const buildWith = (modules: Record<string, string>) =>
  build({
    root: app,
    configFile: false,
    logLevel: 'silent',
    plugins: [pageModules(modules)],
    build: { outDir: path.join(app, 'dist'), emptyOutDir: true, manifest: true },
  });

describe('the web build checks PAGE_MODULES against its manifest', () => {
  it('builds when every listed page module is in the manifest', async () => {
    await expect(buildWith({ '/': 'src/pages/home-page.ts' })).resolves.toBeDefined();
  });

  it('fails, naming the module, when a listed page module is not in it (a page renamed)', async () => {
    await expect(
      buildWith({ '/': 'src/pages/home-page.ts', '/course': 'src/pages/courses-page.ts' }),
    ).rejects.toThrow(/src\/pages\/courses-page\.ts/);
  });

  it('lists exactly the missing modules', () => {
    const manifest = { 'src/pages/home-page.ts': {}, 'src/main.ts': {} };
    expect(missingPageModules(manifest, ['src/pages/home-page.ts', 'src/pages/gone.ts'])).toEqual([
      'src/pages/gone.ts',
    ]);
    expect(missingPageModules(manifest, ['constructor'])).toEqual(['constructor']);
  });
});
