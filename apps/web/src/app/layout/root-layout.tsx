import { Suspense, type ReactNode } from 'react';
import { Outlet, ScrollRestoration, useNavigation } from 'react-router';
import { PageSpinner } from '#web/components/ui/spinner.tsx';
import { Toaster } from '#web/components/ui/toaster.tsx';
import { useSessionUserRefresh } from '#web/api/session-user.ts';
import { SiteFooter } from './site-footer.tsx';
import { SiteHeader } from './site-header.tsx';
import { useSessionExpiry } from './use-session-expiry.ts';

/**
 * What every screen needs once, the site's pages and the console alike: session expiry, the stored user kept
 * in step with the server, toasts, scroll.
 */
export function ShellServices() {
  useSessionExpiry();
  useSessionUserRefresh();
  return (
    <>
      <Toaster />
      <ScrollRestoration />
    </>
  );
}

/** The site's frame around a page: skip link, navigation bar, the page in <main>, footer. */
export function SiteChrome({ children }: { children: ReactNode }) {
  const isNavigating = useNavigation().state === 'loading';
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to main content
      </a>
      <div className="route-progress" data-active={isNavigating} aria-hidden="true" />
      <SiteHeader />
      <main id="main" className="site-main" tabIndex={-1}>
        <Suspense fallback={<PageSpinner />}>{children}</Suspense>
      </main>
      <SiteFooter />
    </>
  );
}

/** Every page of the site (docs/product.md#rules): the frame, the page, and the shell's services. */
export function RootLayout() {
  return (
    <>
      <SiteChrome>
        <Outlet />
      </SiteChrome>
      <ShellServices />
    </>
  );
}
