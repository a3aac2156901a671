import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { siteShell } from './vite-plugins/site-shell.ts';
import { precompress } from './vite-precompress.ts';

// The API (apps/api) listens on 3000 and serves the built SPA in production; in development Vite
// serves the SPA and forwards everything the API owns.
const api = 'http://127.0.0.1:3000';

export default defineConfig({
  // siteShell: the shell pre-rendered into index.html, its CSS inlined, its fonts preloaded (ADR 009);
  // precompress (last, so it sees the final index.html): brotli and gzip twins of every text file (ADR 008).
  plugins: [react(), siteShell(), precompress()],
  server: {
    proxy: {
      '/api': api,
      '/uploads': api,
      '/healthz': api,
    },
  },
  build: {
    outDir: 'dist',
    assetsDir: 'assets',
    emptyOutDir: true,
    // e2e/tests/admin-bundle.spec.ts reads it to prove the public pages load no console code.
    manifest: true,
  },
});
