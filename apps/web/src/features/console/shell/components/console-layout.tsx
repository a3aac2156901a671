import { CONTENT_MESSAGES, isStaff } from '@curio/shared';
import { useQuery } from '@tanstack/react-query';
import type { ComponentType, ReactNode } from 'react';
import { Navigate } from 'react-router';
import { Button } from '#web/components/ui/button.tsx';
import { PageSpinner } from '#web/components/ui/spinner.tsx';
import { errorMessage } from '#web/lib/api-client.ts';
import { paths } from '#web/lib/paths.ts';
import { useSession } from '#web/lib/session.ts';
import { consoleSelfQueryOptions } from '#web/features/console/shell/api/self.ts';
import { ConsoleShell } from './console-shell.tsx';
import { ForbiddenView } from '#web/components/layout/forbidden-view.tsx';
import '#web/features/console/shell/console.css';
import '#web/features/console/shell/fields.css';

type TConsoleLayoutProps = {
  /** The site's frame (header, footer), from the shell: what a learner's 403 page sits in. */
  SiteChrome: ComponentType<{ children: ReactNode }>;
};

/**
 * The /admin layout and its guard. The server says who the user is (the stored role may be stale):
 * anonymous → /login; a learner → 403 inside the site's frame; editor or admin → the console.
 */
export function ConsoleLayout({ SiteChrome }: TConsoleLayoutProps) {
  const { isLoggedIn } = useSession();
  const self = useQuery({ ...consoleSelfQueryOptions(), enabled: isLoggedIn });

  if (!isLoggedIn) return <Navigate to={paths.login} replace />;
  if (self.isPending) return <PageSpinner label="Checking your access…" />;
  if (self.isError) {
    return (
      <SiteChrome>
        <div className="container status-page" role="alert">
          <h1>Console unavailable</h1>
          <p>{errorMessage(self.error, CONTENT_MESSAGES.loadFailed)}</p>
          <Button variant="secondary" onClick={() => void self.refetch()} isLoading={self.isFetching}>
            {CONTENT_MESSAGES.retry}
          </Button>
        </div>
      </SiteChrome>
    );
  }
  if (!isStaff(self.data.role)) {
    return (
      <SiteChrome>
        <ForbiddenView backTo={paths.home} backLabel="Go back home" />
      </SiteChrome>
    );
  }
  return <ConsoleShell user={self.data} />;
}
