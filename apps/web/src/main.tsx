import './lib/zod-config.ts';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { PRERENDERED } from '@curio/shared';
import { RouterProvider } from 'react-router';
import { AppProviders } from './app/providers.tsx';
import { createAppRouter } from './app/router.tsx';
import './styles/index.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

const router = createAppRouter();

/**
 * #root arrives with the page rendered by the server (ADR 019) or the site's frame pre-rendered (ADR 009).
 * The app renders into it in one commit (the shipped build diffs into those nodes), and only once the route's
 * page module is loaded: rendering earlier would swap the page for the router's loading fallback and back, a
 * flash and a layout shift. It waits a frame too, so the browser paints what the server sent before the
 * render's long task; then the page's controls take input again (styles/frame.css).
 */
function start(container: HTMLElement) {
  createRoot(container).render(
    <StrictMode>
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
  container.removeAttribute(PRERENDERED);
}

const startAfterPaint = () => requestAnimationFrame(() => setTimeout(() => start(root), 0));

if (router.state.initialized) startAfterPaint();
else {
  const unsubscribe = router.subscribe((state) => {
    if (!state.initialized) return;
    unsubscribe();
    startAfterPaint();
  });
}
