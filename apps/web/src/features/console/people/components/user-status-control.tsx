import { MESSAGES, type TAdminUser } from '@curio/shared';
import { useState } from 'react';
import { Button } from '#web/components/ui/button.tsx';
import { useSetDisabled } from '#web/features/console/people/api/users.ts';
import { ConfirmDialog } from '#web/features/console/shell/components/confirm-dialog.tsx';
import { useConflictNotice } from '#web/features/console/shell/components/use-conflict-notice.tsx';

type TUserStatusControlProps = { user: TAdminUser; onReload: () => void; isReloading: boolean };

/** Disable (the account's sessions end at once) or enable an account, after a confirmation. */
export function UserStatusControl({ user, onReload, isReloading }: TUserStatusControlProps) {
  const setDisabled = useSetDisabled(user._id);
  const [isAsking, setIsAsking] = useState(false);
  const outcome = useConflictNotice(onReload, isReloading);
  const disabling = !user.disabled;

  const confirm = () =>
    setDisabled.mutate(
      { disabled: disabling, version: user.updatedAt },
      {
        onSuccess: ({ message }) => {
          setIsAsking(false);
          outcome.onSuccess(message || (disabling ? MESSAGES.staff.disabled : MESSAGES.staff.enabled));
        },
        onError: (error) => {
          setIsAsking(false);
          outcome.onError(error);
        },
      },
    );

  return (
    <div className="console-actions">
      <Button variant={disabling ? 'danger' : 'secondary'} onClick={() => setIsAsking(true)}>
        {disabling ? 'Disable account' : 'Enable account'}
      </Button>
      {outcome.notice}
      <ConfirmDialog
        open={isAsking}
        title={disabling ? 'Disable this account?' : 'Enable this account?'}
        body={
          disabling
            ? `${user.name} will be logged out everywhere at once and will not be able to log in until the account is enabled again.`
            : `${user.name} will be able to log in again.`
        }
        confirmLabel={disabling ? 'Disable account' : 'Enable account'}
        tone={disabling ? 'danger' : 'default'}
        isPending={setDisabled.isPending}
        onConfirm={confirm}
        onCancel={() => setIsAsking(false)}
      />
    </div>
  );
}
