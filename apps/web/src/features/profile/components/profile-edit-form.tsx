import { MESSAGES, ZUpdateProfileRequest, type TUser } from '@curio/shared';
import { toast } from '#web/lib/toast.ts';
import { Button } from '#web/components/ui/button.tsx';
import { PhoneField } from '#web/components/ui/phone-field.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { applyServerErrors, useZodForm } from '#web/lib/form.ts';
import { toastError } from '#web/lib/notify.ts';
import { useUpdateProfile } from '#web/features/profile/api/update-profile.ts';

// The server's own update schema, with the three fields this form edits made required.
const ZProfileForm = ZUpdateProfileRequest.pick({ name: true, email: true, phone: true }).required();

type TProfileEditFormProps = { user: TUser; onDone: () => void };

export function ProfileEditForm({ user, onDone }: TProfileEditFormProps) {
  const form = useZodForm(ZProfileForm, { name: user.name, email: user.email, phone: user.phone });
  const update = useUpdateProfile();

  const onSubmit = form.handleSubmit((values) =>
    update.mutate(values, {
      onSuccess: () => {
        toast.success(MESSAGES.profile.updated);
        onDone();
      },
      onError: (error) => {
        const isMapped = applyServerErrors(form, error);
        if (!isMapped && error instanceof ApiError && error.status === 409 && error.message) {
          form.setError('email', { type: 'server', message: error.message }, { shouldFocus: true });
        }
        toastError(error, MESSAGES.profile.updateFailed);
      },
    }),
  );

  return (
    <form className="form" onSubmit={onSubmit} noValidate>
      <TextField label="Name" autoComplete="name" {...form.field('name')} />
      <TextField label="Email" type="email" autoComplete="email" {...form.field('email')} />
      <PhoneField label="Phone" {...form.field('phone')} />
      <div className="form__actions">
        <Button type="submit" disabled={update.isPending}>
          {update.isPending ? 'Saving...' : 'Save'}
        </Button>
        <Button variant="secondary" onClick={onDone} disabled={update.isPending}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
