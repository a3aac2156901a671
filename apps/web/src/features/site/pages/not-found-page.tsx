import { PAGE_HEADS } from '@curio/shared';
import { paths } from '#web/lib/paths.ts';
import { StatusView } from '#web/components/layout/status-view.tsx';

export function NotFoundPage() {
  return (
    <StatusView
      code="404"
      head={PAGE_HEADS.notFound}
      title="Page not found"
      text="There is no page at this address. It may have moved, or the link may have a typo."
      action={{ to: paths.home, label: 'Go back home' }}
    />
  );
}
