import { INBOX_NOTE_MAX, INBOX_STATUS_LABELS, INBOX_STATUSES, ZInboxUpdateRequest } from '@curio/shared';
import { TextAreaField } from '#web/components/ui/text-area-field.tsx';
import { applyServerErrors, useZodForm } from '#web/lib/form.ts';
import { toastError } from '#web/lib/notify.ts';
import { ConsoleTime } from '#web/features/console/shell/components/console-time.tsx';
import { fetchInboxItem, useUpdateInboxItem } from '#web/features/console/operations/api/inbox.ts';
import {
  formCompare,
  useConflictNotice,
} from '#web/features/console/shell/components/use-conflict-notice.tsx';
import { ActionButton } from '#web/features/console/shell/components/action-button.tsx';
import { useConsoleAction } from '#web/features/console/shell/lib/use-console-action.ts';
import { SelectField } from '#web/components/ui/select-field.tsx';
import {
  INBOX_KIND_INFO,
  inboxMessageOf,
  inboxOriginOf,
  type TInboxItem,
  type TInboxKind,
} from '#web/features/console/operations/lib/inbox-kinds.ts';

const ZInboxForm = ZInboxUpdateRequest.omit({ version: true });
const STATUS_OPTIONS = INBOX_STATUSES.map((status) => ({
  value: status,
  label: INBOX_STATUS_LABELS[status],
}));
const NOTE_LABEL = 'Internal note';
/** The form's fields as a stale save names them (ADR 030); the status reads as its label. */
const conflictFields = (noun: string) => [
  {
    name: 'status',
    label: `Status of this ${noun}`,
    readable: (value: unknown) => STATUS_OPTIONS.find((option) => option.value === value)?.label ?? '',
  },
  { name: 'note', label: NOTE_LABEL },
];

type TInboxDetailProps = {
  kind: TInboxKind;
  item: TInboxItem;
  /** Loads the list again (after a 409); the panel then shows the newer version. */
  onReload: () => void;
  isReloading: boolean;
};

const ORIGIN_LABELS: Record<TInboxKind, string> = {
  leads: 'From page or service',
  'job-applications': 'Job',
  'trainer-applications': 'Expertise',
};

/**
 * An enquiry or application opened from the inbox: the whole message, where it came from, and
 * the status and internal note staff keep on it (saved with the version loaded; 409 offers Reload).
 * Key it by the item's version so a reload starts the form from the saved values.
 */
export function InboxDetail({ kind, item, onReload, isReloading }: TInboxDetailProps) {
  const update = useConsoleAction(useUpdateInboxItem(kind));
  const form = useZodForm(ZInboxForm, { status: item.status, note: item.note ?? '' });
  const noun = INBOX_KIND_INFO[kind].noun;
  const outcome = useConflictNotice(
    onReload,
    isReloading,
    formCompare(form, conflictFields(noun), async () => {
      const latest = await fetchInboxItem(kind, item._id);
      return { status: latest.status, note: latest.note ?? '' };
    }),
  );

  const onSubmit = form.handleSubmit((values) => {
    outcome.dismiss();
    update.run(
      { id: item._id, body: { ...values, version: item.updatedAt } },
      {
        onSuccess: ({ message }) => outcome.onSuccess(message),
        onError: (error) => {
          if (!outcome.showConflict(error) && !applyServerErrors(form, error))
            toastError(error, `The ${noun} could not be saved. Try again.`);
        },
      },
    );
  });

  return (
    <div className="console-inbox-detail">
      <div>
        <dl className="console-definition">
          <dt>Email</dt>
          <dd>
            <a className="text-link" href={`mailto:${item.email}`}>
              {item.email}
            </a>
          </dd>
          {'phone' in item && (
            <>
              <dt>Phone</dt>
              <dd>{item.phone}</dd>
            </>
          )}
          <dt>{ORIGIN_LABELS[kind]}</dt>
          <dd>{inboxOriginOf(item)}</dd>
          <dt>Received</dt>
          <dd>
            <ConsoleTime iso={item.createdAt} withTime />
          </dd>
        </dl>
        <h3 className="console-inbox-detail__heading">Message</h3>
        <p className="console-message">{inboxMessageOf(item)}</p>
      </div>
      <form className="form" onSubmit={(event) => void onSubmit(event)} noValidate>
        {outcome.notice}
        <SelectField label={`Status of this ${noun}`} options={STATUS_OPTIONS} {...form.field('status')} />
        <TextAreaField
          label={NOTE_LABEL}
          hint={`Only staff see it. At most ${INBOX_NOTE_MAX} characters; leave it empty to remove it.`}
          rows={4}
          {...form.field('note')}
        />
        <ActionButton type="submit" isBusy={update.isPending}>
          Save
        </ActionButton>
      </form>
    </div>
  );
}
