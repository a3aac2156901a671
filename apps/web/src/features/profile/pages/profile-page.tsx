import '#web/features/profile/profile.css';
import { MESSAGES, SITE_PAGES } from '@curio/shared';
import { useEffect } from 'react';
import { toast } from '#web/lib/toast.ts';
import { PageMeta } from '#web/components/layout/page-meta.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { PageSpinner } from '#web/components/ui/spinner.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { useSession } from '#web/lib/session.ts';
import { useSelf } from '#web/features/profile/api/get-self.ts';
import { LoginPrompt } from '#web/features/profile/components/login-prompt.tsx';
import { ProfileTabs } from '#web/features/profile/components/profile-tabs.tsx';

/**
 * `/profile` (docs/product.md#pages): anonymous visitors are asked to log in; everyone else gets their tabs.
 */
export function ProfilePage() {
  const { isLoggedIn, user: storedUser } = useSession();
  return (
    <section className="container page-body profile">
      <PageMeta {...SITE_PAGES.profile} />
      {isLoggedIn ? <ProfileContent storedUser={storedUser} /> : <AnonymousProfile />}
    </section>
  );
}

function AnonymousProfile() {
  return (
    <>
      <h1 className="profile__title">Profile</h1>
      <LoginPrompt />
    </>
  );
}

function ProfileContent({ storedUser }: { storedUser: ReturnType<typeof useSession>['user'] }) {
  const { data: user, isError, error, refetch, isFetching } = useSelf(storedUser);
  // A 401 already ended the session and said so; any other failure is this screen's to report.
  const isReportable = isError && !(error instanceof ApiError && error.endedSession);

  useEffect(() => {
    if (isReportable) toast.error(MESSAGES.profile.loadFailed, { toastId: 'profile-load-failed' });
  }, [isReportable]);

  if (isError) {
    return (
      <>
        <h1 className="profile__title">Profile</h1>
        <div className="notice notice--error" role="alert">
          <p className="notice__title">{MESSAGES.profile.loadFailed}</p>
          <p>Check your connection, then try again.</p>
          <Button variant="secondary" isLoading={isFetching} onClick={() => void refetch()}>
            Try again
          </Button>
        </div>
      </>
    );
  }
  if (!user) return <PageSpinner label="Loading your profile…" />;
  return (
    <>
      <h1 className="profile__title">{user.name || 'Profile'}</h1>
      <ProfileTabs user={user} />
    </>
  );
}
