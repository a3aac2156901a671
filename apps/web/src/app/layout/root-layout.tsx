import { LIMITS } from '@curio/shared';
import { Suspense } from 'react';
import { Outlet, ScrollRestoration, useNavigation } from 'react-router';
import { Slide, ToastContainer } from 'react-toastify';
import { PageSpinner } from '#web/components/ui/spinner.tsx';
import { SiteFooter } from './site-footer.tsx';
import { SiteHeader } from './site-header.tsx';
import { useSessionExpiry } from './use-session-expiry.ts';

/** Every page: skip link, navigation bar, the page, footer, and the route-level toasts (SPEC §9). */
export function RootLayout() {
  useSessionExpiry();
  const isNavigating = useNavigation().state === 'loading';
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to main content
      </a>
      <div className="route-progress" data-active={isNavigating} aria-hidden="true" />
      <SiteHeader />
      <main id="main" className="site-main" tabIndex={-1}>
        <Suspense fallback={<PageSpinner />}>
          <Outlet />
        </Suspense>
      </main>
      <SiteFooter />
      <ToastContainer
        position="top-right"
        autoClose={LIMITS.toastAutoCloseMs}
        theme="light"
        transition={Slide}
        newestOnTop
      />
      <ScrollRestoration />
    </>
  );
}
