import { PAGE_HEADS } from '@curio/shared';
import { Link } from 'react-router';
import { paths } from '#web/lib/paths.ts';
import { PageMeta } from '#web/components/layout/page-meta.tsx';
import { buttonClass } from '#web/components/ui/button.tsx';

export function NotFoundPage() {
  return (
    <section className="container status-page">
      <PageMeta {...PAGE_HEADS.notFound} />
      <p className="status-page__code" aria-hidden="true">
        404
      </p>
      <h1>Page not found</h1>
      <p>There is no page at this address. It may have moved, or the link may have a typo.</p>
      <div className="status-page__actions">
        <Link className={buttonClass('primary')} to={paths.home}>
          Go back home
        </Link>
      </div>
    </section>
  );
}
