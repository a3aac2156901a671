import { useNotifications } from '#web/api/commerce.ts';
import { QueryState } from '#web/components/ui/query-state.tsx';
import { newestFirst } from '#web/lib/dates.ts';
import { NotificationItem } from './notification-item.tsx';

/** Not a docs/product.md#messages text: the spec's notification page shows no empty state. */
export const NO_NOTIFICATIONS_TEXT = 'You have no notifications yet.';

/** GET /api/notification/user: announcements and the learner's own, newest first. */
export function NotificationList() {
  const notifications = useNotifications();
  return (
    <QueryState
      query={notifications}
      loadingLabel="Loading your notifications…"
      empty={NO_NOTIFICATIONS_TEXT}
    >
      {(data) => (
        <ul className="notification-list" aria-label="Notifications">
          {newestFirst(data).map((notification) => (
            <li key={notification._id}>
              <NotificationItem notification={notification} />
            </li>
          ))}
        </ul>
      )}
    </QueryState>
  );
}
