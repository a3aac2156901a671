import { MESSAGES, ZChangePasswordForm } from '@curio/shared';
import { toast } from '#web/lib/toast.ts';
import { Button } from '#web/components/ui/button.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { applyServerErrors, firstErrorMessage, useZodForm } from '#web/lib/form.ts';
import { toastError } from '#web/lib/notify.ts';
import { useChangePassword } from '#web/features/profile/api/change-password.ts';

const FIELDS = ['currentPassword', 'newPassword', 'confirmPassword'];

/**
 * Setting tab (docs/product.md#pages): Change Password, with the three messages of docs/product.md#rules as
 * toasts and beside the fields.
 */
export function ChangePasswordForm() {
  const form = useZodForm(ZChangePasswordForm, { currentPassword: '', newPassword: '', confirmPassword: '' });
  const change = useChangePassword();

  const onSubmit = form.handleSubmit(
    ({ currentPassword, newPassword }) =>
      change.mutate(
        { currentPassword, newPassword },
        {
          onSuccess: ({ data }) => {
            if (!data?.token) {
              toast.error(MESSAGES.password.emptyResult);
              return;
            }
            toast.success(MESSAGES.password.updated);
            form.reset();
          },
          onError: (error) => {
            const isMapped = applyServerErrors(form, error);
            if (!isMapped && error instanceof ApiError && error.message === MESSAGES.password.currentWrong) {
              form.setError(
                'currentPassword',
                { type: 'server', message: error.message },
                { shouldFocus: true },
              );
            }
            toastError(error, MESSAGES.password.updateFailed);
          },
        },
      ),
    (errors) => toast.error(firstErrorMessage(errors, FIELDS)),
  );

  return (
    <form className="form" onSubmit={onSubmit} noValidate aria-labelledby="change-password-title">
      <h2 id="change-password-title" className="settings__title">
        Change Password
      </h2>
      <TextField
        label="Current Password"
        type="password"
        autoComplete="current-password"
        {...form.field('currentPassword')}
      />
      <TextField
        label="New Password"
        type="password"
        autoComplete="new-password"
        {...form.field('newPassword')}
      />
      <TextField
        label="Confirm New Password"
        type="password"
        autoComplete="new-password"
        {...form.field('confirmPassword')}
      />
      <div className="form__actions">
        <Button type="submit" isLoading={change.isPending}>
          Update Password
        </Button>
      </div>
    </form>
  );
}
