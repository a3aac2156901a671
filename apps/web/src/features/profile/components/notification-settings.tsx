import { MESSAGES, type TNotificationPreferences, type TUser } from '@curio/shared';
import { toast } from '#web/lib/toast.ts';
import { Switch } from '#web/components/ui/switch.tsx';
import { toastError } from '#web/lib/notify.ts';
import { useUpdateProfile } from '#web/features/profile/api/update-profile.ts';

const PREFERENCES: { key: keyof TNotificationPreferences; label: string; description: string }[] = [
  {
    key: 'orderUpdates',
    label: 'Order updates',
    description: 'When an order is placed, confirmed or completed.',
  },
  {
    key: 'courseUpdates',
    label: 'Course updates',
    description: 'New lessons and changes to courses you bought.',
  },
  {
    key: 'newsletter',
    label: 'Newsletter',
    description: 'Our occasional newsletter with articles and offers.',
  },
];

/** Each switch saves as soon as it changes; while saving it shows the new value and waits. */
export function NotificationSettings({ user }: { user: TUser }) {
  const update = useUpdateProfile();
  const shown =
    (update.isPending && update.variables.notificationPreferences) || user.notificationPreferences;

  const onToggle = (key: keyof TNotificationPreferences, isOn: boolean) =>
    update.mutate(
      { notificationPreferences: { ...user.notificationPreferences, [key]: isOn } },
      {
        onSuccess: () => toast.success(MESSAGES.profile.preferencesSaved),
        onError: (error) => toastError(error, MESSAGES.profile.updateFailed),
      },
    );

  return (
    <fieldset className="settings__group" aria-busy={update.isPending}>
      <legend className="settings__title">Notifications</legend>
      {PREFERENCES.map(({ key, label, description }) => (
        <Switch
          key={key}
          label={label}
          description={description}
          checked={shown[key]}
          disabled={update.isPending}
          onChange={(event) => onToggle(key, event.target.checked)}
        />
      ))}
    </fieldset>
  );
}
