import { MESSAGES, type TAdminUser } from '@curio/shared';
import { useState } from 'react';
import { useSetDisabled } from '#web/features/console/people/api/users.ts';
import { ActionButton } from '#web/features/console/shell/components/action-button.tsx';
import { ConfirmDialog } from '#web/features/console/shell/components/confirm-dialog.tsx';
import { useConflictNotice } from '#web/features/console/shell/components/use-conflict-notice.tsx';
import { useConsoleAction } from '#web/features/console/shell/lib/use-console-action.ts';

type TUserStatusControlProps = { user: TAdminUser; onReload: () => void; isReloading: boolean };

/** Disable (the account's sessions end at once) or enable an account, after a confirmation. */
export function UserStatusControl({ user, onReload, isReloading }: TUserStatusControlProps) {
  const setDisabled = useConsoleAction(useSetDisabled(user._id));
  const [isAsking, setIsAsking] = useState(false);
  const outcome = useConflictNotice(onReload, isReloading);
  const disabling = !user.disabled;

  const confirm = () =>
    setDisabled.run(
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
      {/* Disable and Enable share a place; both only open the question, and the second press of a
          double-click is dropped (ActionButton), so one never leads to the other. */}
      <ActionButton
        variant={disabling ? 'danger' : 'secondary'}
        disabled={setDisabled.isPending}
        onClick={() => setIsAsking(true)}
      >
        {disabling ? 'Disable account' : 'Enable account'}
      </ActionButton>
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
