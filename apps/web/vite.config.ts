import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
// eslint-disable-next-line no-restricted-imports -- bundled into the config, as in site-shell.ts
import { PAGE_MODULES } from '../../packages/shared/src/page-modules.ts';
import { pageModules } from './vite-plugins/page-modules.ts';
import { siteShell } from './vite-plugins/site-shell.ts';
import { precompress } from './vite-precompress.ts';

// The API (apps/api) listens on 3000 and serves the built SPA in production; in development Vite
// serves the SPA and forwards everything the API owns.
const api = 'http://127.0.0.1:3000';

const fromHere = (file: string) => fileURLToPath(new URL(file, import.meta.url));

/**
 * The shipped app runs on Preact's React-compatible layer (ADR 011): React's own runtime is ~56 KB of the
 * first load's brotli bytes, Preact's ~8 KB. Only the build is aliased; the dev server and the component
 * tests run on React, the browser tests on what ships.
 */
const preactCompat = {
  react: 'preact/compat',
  'react-dom/test-utils': 'preact/test-utils',
  // The app's root renders into the server's nodes instead of emptying #root first (ADR 019).
  'react-dom/client': fileURLToPath(new URL('./src/app/preact-root.ts', import.meta.url)),
  'react-dom': 'preact/compat',
  'react/jsx-runtime': 'preact/jsx-runtime',
  'react/jsx-dev-runtime': 'preact/jsx-runtime',
};

export default defineConfig(({ command, isSsrBuild }) => ({
  // siteShell: the shell pre-rendered into index.html, its CSS inlined, its fonts preloaded (ADR 009);
  // pageModules: the build fails if a page module the server looks up is missing from its manifest;
  // precompress (last, so it sees the final index.html): brotli and gzip twins of every text file (ADR 008).
  // The server's render of the public pages (`--ssr src/entry-server.tsx`, ADR 019) is a second build into
  // dist/.ssr: on React (its server renderer), without the shell or the compressed twins.
  plugins: isSsrBuild ? [react()] : [react(), siteShell(), pageModules(PAGE_MODULES), precompress()],
  // The server render is self-contained: WEB_DIST may point anywhere, with no node_modules beside it.
  ssr: { noExternal: true },
  // Stylesheets go through lightningcss (Vite's own, no extra dependency): it turns the named breakpoints
  // of src/styles/breakpoints.css (`@custom-media`) into plain media queries; an unknown one fails the build.
  css: { transformer: 'lightningcss', lightningcss: { drafts: { customMedia: true } } },
  server: {
    proxy: {
      '/api': api,
      '/uploads': api,
      '/healthz': api,
    },
  },
  resolve: command === 'build' && !isSsrBuild ? { alias: preactCompat } : {},
  build: {
    outDir: 'dist',
    assetsDir: 'assets',
    emptyOutDir: !isSsrBuild,
    copyPublicDir: !isSsrBuild,
    // A rendered page's first script is an entry of its own (src/after-paint.ts, ADR 048); index.html's
    // entry and its chunks are as they would be without it.
    rollupOptions: isSsrBuild
      ? { output: { entryFileNames: '[name]-[hash].js' } }
      : { input: { index: fromHere('./index.html'), 'after-paint': fromHere('./src/after-paint.ts') } },
    // e2e/tests/admin-bundle.spec.ts reads it to prove the public pages load no console code; the server
    // reads the server render's to find its entry, whose name changes with each build (ADR 019).
    manifest: true,
  },
}));
