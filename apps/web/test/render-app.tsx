import { QueryClient } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProviders } from '#web/app/providers.tsx';
import { patchRoutesOnNavigation, routes } from '#web/app/routes.tsx';

/** Renders the whole app (layout, routes, providers) at `path`, as a visitor would arrive there. */
export function renderApp(path: string) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const router = createMemoryRouter(routes, { initialEntries: [path], patchRoutesOnNavigation });
  const user = userEvent.setup();
  const view = render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, router, user, queryClient };
}

/** Waits for the lazily loaded page to show its main heading. */
export const findPageHeading = (name: string | RegExp) => screen.findByRole('heading', { level: 1, name });

export const currentPath = (router: ReturnType<typeof createMemoryRouter>) => router.state.location.pathname;
