import './lib/zod-config.ts';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppProviders } from './app/providers.tsx';
import { createAppRouter } from './app/router.tsx';
import './styles/index.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

const router = createAppRouter();

/**
 * index.html arrives with the site's frame pre-rendered in #root (ADR 009). React replaces it in one commit,
 * and only once the route's page module is loaded: rendering earlier would swap the frame for the router's
 * loading fallback and back, a flash and a layout shift.
 */
function start(container: HTMLElement) {
  createRoot(container).render(
    <StrictMode>
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
}

if (router.state.initialized) start(root);
else {
  const unsubscribe = router.subscribe((state) => {
    if (!state.initialized) return;
    unsubscribe();
    start(root);
  });
}
