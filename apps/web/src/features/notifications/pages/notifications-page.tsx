import { PageFrame } from '../../../components/layout/page-frame.tsx';

// The page's frame; its content arrives with the feature's own issue.
export function NotificationsPage() {
  return (
    <PageFrame
      eyebrow="Your account"
      heading="Notifications"
      intro="Announcements from Curio and updates about your orders and courses."
    />
  );
}
