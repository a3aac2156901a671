import { PAGE_HEADS } from '@curio/shared';
import { paths } from '#web/lib/paths.ts';
import { StatusView } from './status-view.tsx';

/**
 * The site's 404 page: an unknown address, or an address whose item the API does not know (a certificate).
 */
export function PageNotFound() {
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
