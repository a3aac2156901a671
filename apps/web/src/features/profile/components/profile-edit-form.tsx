import { useState } from 'react';
import { isSameEmail, MESSAGES, profileEditForm, type TUser } from '@curio/shared';
import { toast } from '#web/lib/toast.ts';
import { Button } from '#web/components/ui/button.tsx';
import { PhoneField } from '#web/components/ui/phone-field.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { applyServerErrors, useZodForm } from '#web/lib/form.ts';
import { toastError } from '#web/lib/notify.ts';
import { useUpdateProfile } from '#web/features/profile/api/update-profile.ts';

type TProfileEditFormProps = { user: TUser; onDone: () => void };

export function ProfileEditForm({ user, onDone }: TProfileEditFormProps) {
  const [schema] = useState(() => profileEditForm(user.email));
  const form = useZodForm(schema, {
    name: user.name,
    email: user.email,
    phone: user.phone,
    currentPassword: '',
  });
  const update = useUpdateProfile();
  const isEmailChanged = !isSameEmail(form.watch('email'), user.email);

  const onSubmit = form.handleSubmit(({ currentPassword, ...values }) =>
    update.mutate(isSameEmail(values.email, user.email) ? values : { ...values, currentPassword }, {
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
      {isEmailChanged && (
        <TextField
          label="Current Password"
          type="password"
          autoComplete="current-password"
          hint={MESSAGES.profile.currentPasswordHint}
          {...form.field('currentPassword')}
        />
      )}
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
