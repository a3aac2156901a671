import { Link } from 'react-router';
import { buttonClass } from '#web/components/ui/button.tsx';
import { paths } from '#web/lib/paths.ts';
import { PageHeader } from '#web/features/console/shell/components/page-header.tsx';

/** An /admin/… address no console page answers. */
export function ConsoleNotFoundPage() {
  return (
    <>
      <PageHeader title="Page not found" description="There is no console page at this address." />
      <Link className={buttonClass('primary')} to={paths.admin.dashboard}>
        Go to the dashboard
      </Link>
    </>
  );
}
