import { MESSAGES, ZUserRoleRequest, type TAdminUser, type TRole } from '@curio/shared';
import { useEffect, useState } from 'react';
import { SelectField } from '#web/components/ui/select-field.tsx';
import { useZodForm } from '#web/lib/form.ts';
import { fetchUser, useChangeRole } from '#web/features/console/people/api/users.ts';
import { ROLE_LABELS } from '#web/features/console/shell/lib/console-nav.ts';
import { ActionButton } from '#web/features/console/shell/components/action-button.tsx';
import { ConfirmDialog } from '#web/features/console/shell/components/confirm-dialog.tsx';
import {
  formCompare,
  useConflictNotice,
} from '#web/features/console/shell/components/use-conflict-notice.tsx';
import { useConsoleAction } from '#web/features/console/shell/lib/use-console-action.ts';

const RANK: Record<TRole, number> = { user: 0, editor: 1, admin: 2 };
const ROLE_OPTIONS = (['user', 'editor', 'admin'] as const).map((role) => ({
  value: role,
  label: ROLE_LABELS[role],
}));
/** The form's one field as a stale save names it (ADR 030), with the select's label. */
const CONFLICT_FIELDS = [
  { name: 'role', label: 'Role', readable: (role: unknown) => ROLE_LABELS[role as TRole] },
];

type TUserRoleFormProps = { user: TAdminUser; onReload: () => void; isReloading: boolean };

/** Change role: a select and Save; taking rights away (a demotion) asks first. Sends the loaded version. */
export function UserRoleForm({ user, onReload, isReloading }: TUserRoleFormProps) {
  const changeRole = useConsoleAction(useChangeRole(user._id));
  const form = useZodForm(ZUserRoleRequest, { role: user.role, version: user.updatedAt });
  const [pending, setPending] = useState<TRole | null>(null);
  const outcome = useConflictNotice(
    onReload,
    isReloading,
    formCompare(form, CONFLICT_FIELDS, async () => ({ role: (await fetchUser(user._id)).role })),
  );

  // A fresh copy of the user (after a save or a reload): the form starts from it.
  // `form` is a new object each render; its `reset` is stable.
  const { reset } = form;
  useEffect(() => reset({ role: user.role, version: user.updatedAt }), [reset, user.role, user.updatedAt]);

  const save = (role: TRole) => {
    setPending(null);
    changeRole.run(
      { role, version: user.updatedAt },
      {
        onSuccess: ({ message }) => {
          outcome.onSuccess(message || MESSAGES.staff.roleChanged);
        },
        onError: (error) => {
          outcome.onError(error);
        },
      },
    );
  };

  const onSubmit = form.handleSubmit(({ role }) => {
    if (role === user.role) return;
    if (RANK[role] < RANK[user.role]) setPending(role);
    else save(role);
  });

  return (
    <form className="console-actions" onSubmit={(event) => void onSubmit(event)} aria-label="Change role">
      <SelectField label="Role" options={ROLE_OPTIONS} {...form.field('role')} />
      <ActionButton type="submit" isBusy={changeRole.isPending}>
        Save role
      </ActionButton>
      {outcome.notice}
      <ConfirmDialog
        open={pending !== null}
        title="Change role?"
        body={`${user.name} will become ${pending ? ROLE_LABELS[pending].toLowerCase() : ''} and lose what their current role (${ROLE_LABELS[user.role].toLowerCase()}) allows, from their next request.`}
        confirmLabel="Change role"
        tone="danger"
        isPending={changeRole.isPending}
        onConfirm={() => pending && save(pending)}
        onCancel={() => setPending(null)}
      />
    </form>
  );
}
