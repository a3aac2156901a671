import '#web/features/notifications/notifications.css';
import { SITE_PAGES } from '@curio/shared';
import { PageFrame } from '#web/components/layout/page-frame.tsx';
import { useSession } from '#web/lib/session.ts';
import { LoginRequired } from '#web/components/commerce/login-required.tsx';
import { NotificationList } from '#web/features/notifications/components/notification-list.tsx';

/**
 * `/notification` (docs/product.md#pages): the learner's notifications; anonymous visitors are told 'Please
 * login' (docs/product.md#rules).
 */
export function NotificationsPage() {
  const { isLoggedIn } = useSession();
  return (
    <PageFrame eyebrow="Your account" head={SITE_PAGES.notifications}>
      {isLoggedIn ? (
        <NotificationList />
      ) : (
        <LoginRequired reason="Your notifications are kept in your account." />
      )}
    </PageFrame>
  );
}
