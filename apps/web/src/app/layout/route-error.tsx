import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { buttonClass } from '#web/components/ui/button.tsx';
import { PageMeta } from '#web/components/layout/page-meta.tsx';
import { paths } from '#web/lib/paths.ts';

/** Shown when a page fails to load or render, most often a stale chunk after a new release. */
export function RouteError() {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : null;
  return (
    <section className="container status-page" aria-labelledby="route-error-title">
      <PageMeta title="Something went wrong" description="This page could not be shown." noIndex />
      <h1 id="route-error-title">Something went wrong</h1>
      <p>
        This page could not be shown{detail ? ` (${detail})` : ''}. Reload the page to try again, or go back
        home.
      </p>
      <div className="status-page__actions">
        <button type="button" className={buttonClass('primary')} onClick={() => window.location.reload()}>
          Reload page
        </button>
        <Link className={buttonClass('secondary')} to={paths.home}>
          Go back home
        </Link>
      </div>
    </section>
  );
}
