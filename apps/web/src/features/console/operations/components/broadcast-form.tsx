import { MESSAGES, ZBroadcastRequest, type TBroadcastRequest } from '@curio/shared';
import { useState } from 'react';
import { toast } from '#web/lib/toast.ts';
import { TextAreaField } from '#web/components/ui/text-area-field.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { applyServerErrors, useZodForm } from '#web/lib/form.ts';
import { toastError } from '#web/lib/notify.ts';
import { useSendBroadcast } from '#web/features/console/operations/api/broadcasts.ts';
import { ActionButton } from '#web/features/console/shell/components/action-button.tsx';
import { ConfirmDialog } from '#web/features/console/shell/components/confirm-dialog.tsx';
import { useConsoleAction } from '#web/features/console/shell/lib/use-console-action.ts';

const EMPTY: TBroadcastRequest = { title: '', message: '', link: '' };

/** Compose a broadcast: checked by the shared schema, then 'Send to every learner?' before it goes. */
export function BroadcastForm() {
  const form = useZodForm(ZBroadcastRequest, EMPTY);
  const send = useConsoleAction(useSendBroadcast());
  const [ready, setReady] = useState<TBroadcastRequest | null>(null);

  const onSubmit = form.handleSubmit((values) => setReady(values));

  const confirm = () => {
    if (!ready) return;
    send.run(ready, {
      onSuccess: ({ message }) => {
        setReady(null);
        form.reset(EMPTY);
        toast.success(message || MESSAGES.broadcast.sent);
      },
      onError: (error) => {
        setReady(null);
        applyServerErrors(form, error);
        toastError(error, MESSAGES.api.internal);
      },
    });
  };

  return (
    <form
      className="console-form"
      onSubmit={(event) => void onSubmit(event)}
      noValidate
      aria-label="New broadcast"
    >
      <TextField label="Title" maxLength={120} {...form.field('title')} />
      <TextAreaField label="Message" rows={5} maxLength={2000} {...form.field('message')} />
      <TextField
        label="Link (optional)"
        hint="A page of this site, such as /course, an https:// or a mailto: address."
        {...form.field('link')}
      />
      <div>
        <ActionButton type="submit" isBusy={send.isPending}>
          Send broadcast
        </ActionButton>
      </div>
      <ConfirmDialog
        open={ready !== null}
        title="Send to every learner?"
        body={
          <>
            <p>
              <strong>{ready?.title}</strong> will appear on every learner’s notifications page. A broadcast
              cannot be recalled.
            </p>
          </>
        }
        confirmLabel="Send to every learner"
        isPending={send.isPending}
        onConfirm={confirm}
        onCancel={() => setReady(null)}
      />
    </form>
  );
}
