import { MESSAGES } from '@curio/shared';
import { Link } from 'react-router';
import { PageMeta } from './page-meta.tsx';
import { buttonClass } from '#web/components/ui/button.tsx';

type TForbiddenViewProps = {
  /** Where the link goes: home for a learner, the dashboard for an editor inside the console. */
  backTo: string;
  backLabel: string;
};

/** 403: shown to a learner at /admin or at a course preview, and to an editor at an admin-only console page. */
export function ForbiddenView({ backTo, backLabel }: TForbiddenViewProps) {
  return (
    <section className="container status-page" aria-labelledby="forbidden-title">
      <PageMeta title="Access denied" description={MESSAGES.admin.forbiddenPage} noIndex />
      <p className="status-page__code" aria-hidden="true">
        403
      </p>
      <h1 id="forbidden-title">Access denied</h1>
      <p>{MESSAGES.admin.forbiddenPage}</p>
      <div className="status-page__actions">
        <Link className={buttonClass('primary')} to={backTo}>
          {backLabel}
        </Link>
      </div>
    </section>
  );
}
