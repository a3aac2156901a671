import { AsyncLocalStorage } from 'node:async_hooks';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import type { TFirstData, TRenderPage } from '@curio/shared';
import { readFirstDataFrom } from '#web/lib/first-data.ts';
import { AppProviders } from './app/providers.tsx';
import { routes } from './app/routes.tsx';
import { markSessionLinksPending } from './app/session-links.ts';

const handler = createStaticHandler(routes);
/** The first data of each render in flight: renders of different pages may interleave. */
const renderData = new AsyncLocalStorage<TFirstData>();
readFirstDataFrom(() => renderData.getStore());

/**
 * React's mark of a Suspense boundary it left for the browser to render: a component under it threw (a server
 * render suspends nowhere, see lib/server-render.ts), which `renderToString` would otherwise swallow.
 */
const FALLEN_BACK = '<!--$!-->';

/**
 * A public page rendered on the server (ADR 019), as an anonymous visitor first sees it: `#root`'s HTML for
 * `pathname`, its queries answered by `data` (the same first data the page embeds for the app, ADR 012), so
 * the first paint shows the page itself, not a spinner. The app's first render in the browser takes these
 * nodes over (Preact diffs into them) and corrects whatever differs for a signed-in learner.
 *
 * Undefined when the route asks for something else (a redirect); throws when a component fails. The server
 * then sends the pre-rendered shell (ADR 009) and the app renders the page as before.
 */
export const renderPage: TRenderPage = async (pathname: string, data: TFirstData) => {
  const context = await handler.query(new Request(new URL(pathname, 'http://curio.invalid')));
  if (context instanceof Response || context.errors) return undefined;
  const router = createStaticRouter(handler.dataRoutes, context);
  const html = renderData.run(data, () =>
    renderToString(
      <AppProviders>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProviders>,
    ),
  );
  if (html.includes(FALLEN_BACK)) throw new Error(`a part of ${pathname} failed in the server render`);
  return markSessionLinksPending(html);
};
