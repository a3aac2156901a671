import type { TUser } from '@curio/shared';
import { ChangePasswordForm } from './change-password-form.tsx';
import { LogoutSection } from './logout-section.tsx';
import { NotificationSettings } from './notification-settings.tsx';

/** Setting tab (docs/product.md#pages): Change Password and Notifications, and the way out. */
export function SettingsTab({ user }: { user: TUser }) {
  return (
    <div className="settings">
      <section className="settings__group">
        <ChangePasswordForm />
      </section>
      <NotificationSettings user={user} />
      <LogoutSection />
    </div>
  );
}
