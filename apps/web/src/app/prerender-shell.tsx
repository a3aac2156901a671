import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { PageSpinner } from '#web/components/ui/spinner.tsx';
import { SiteChrome } from './layout/root-layout.tsx';
import { AppProviders } from './providers.tsx';

/** A path no route or nav link matches, so the pre-rendered bar marks no link as the current page. */
const NO_PAGE = '/__site-shell__';

/**
 * The site's frame as an anonymous visitor first sees it (skip link, navigation bar, a loading page, footer),
 * rendered to HTML at build time by vite-plugins/site-shell.ts into index.html's #root (ADR 009). It is the
 * same SiteChrome the app renders, so the two cannot drift; main.tsx replaces it in one commit once the
 * route's page is loaded.
 */
export function renderSiteShell(): string {
  const router = createMemoryRouter(
    [
      {
        path: '*',
        Component: () => (
          <SiteChrome>
            <PageSpinner />
          </SiteChrome>
        ),
      },
    ],
    { initialEntries: [NO_PAGE] },
  );
  return renderToString(
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>,
  );
}
