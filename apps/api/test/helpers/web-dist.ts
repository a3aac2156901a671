import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { tempDir } from './temp.ts';

/** A built SPA's index.html as Vite writes it from apps/web/index.html: the title, then the head marker. */
export const INDEX_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <title>Curio</title>
    <!--app-head-->
    <script type="module" crossorigin src="/assets/index-abc123.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/runtime-r1.js">
  </head>
  <body>
    <svg><title>An icon's own title stays</title></svg>
    <div id="root"></div>
  </body>
</html>
`;

/** A big enough script to be worth compressing, and the build's brotli and gzip twins of it. */
export const BUNDLE = `export const app = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => `line ${i}`))};\n`;

/**
 * The build's manifest as Vite writes it: the entry and what it imports (index.html loads those), the login
 * page's module with a chunk of its own, one it shares with the entry, and its stylesheet, and the first
 * script of a page rendered on the server (ADR 048).
 */
export const MANIFEST = {
  'index.html': { file: 'assets/index-abc123.js', isEntry: true, imports: ['_runtime.js'] },
  '_runtime.js': { file: 'assets/runtime-r1.js' },
  'src/features/auth/pages/login-page.tsx': {
    file: 'assets/login-page-l1.js',
    isDynamicEntry: true,
    imports: ['_runtime.js', '_form.js'],
    css: ['assets/auth-a1.css'],
  },
  '_form.js': { file: 'assets/form-f1.js', imports: ['_runtime.js'] },
  'src/after-paint.ts': { file: 'assets/after-paint-p1.js', isEntry: true },
};

/**
 * A small build of the SPA in a temporary folder (the API tests do not need `npm run build`): index.html,
 * its manifest, a hashed script with its .br and .gz twins as apps/web/vite-precompress.ts writes them, and a
 * favicon under the compression bound (no twins).
 */
export function aWebDist(indexHtml = INDEX_HTML): string {
  const dist = tempDir('dist');
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'index.html'), indexHtml);
  mkdirSync(path.join(dist, '.vite'));
  writeFileSync(path.join(dist, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
  const bundle = path.join(dist, 'assets', 'index-abc123.js');
  writeFileSync(bundle, BUNDLE);
  writeFileSync(`${bundle}.br`, brotliCompressSync(BUNDLE));
  writeFileSync(`${bundle}.gz`, gzipSync(BUNDLE));
  writeFileSync(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  return dist;
}
