import { CERTIFICATE_MESSAGES as T, type TAdminUser } from '@curio/shared';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { SelectField } from '#web/components/ui/select-field.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { toast } from '#web/lib/toast.ts';
import { toastError } from '#web/lib/notify.ts';
import { paths } from '#web/lib/paths.ts';
import { useIssueCertificate } from '#web/features/console/people/api/certificates.ts';
import { useUsers } from '#web/features/console/people/api/users.ts';
import { useCourseOptions } from '#web/features/console/shell/api/course-options.ts';
import { ActionButton } from '#web/features/console/shell/components/action-button.tsx';
import { useConsoleAction } from '#web/features/console/shell/lib/use-console-action.ts';
import { useDebouncedValue } from '#web/features/console/shell/lib/use-debounced-value.ts';

/** How many accounts a search offers to pick from. */
const MATCHES = 8;
const SEARCH_DEBOUNCE_MS = 300;

/** Finds a learner by name or email (GET /api/admin/users) and offers the matches to pick one. */
function LearnerPicker({
  picked,
  onPick,
  error,
}: {
  picked: TAdminUser | null;
  onPick: (user: TAdminUser | null) => void;
  error?: string;
}) {
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const users = useUsers({ page: 1, pageSize: MATCHES, sort: 'name', q, filters: {} });
  const groupId = useId();
  const matches = q ? (users.data?.items ?? []) : [];
  return (
    <div className="issue-certificate__learner">
      <TextField
        label="Learner"
        hint="Type a name or an email, then pick the account."
        autoComplete="off"
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        error={error}
      />
      {q && (
        <fieldset className="issue-certificate__matches" aria-describedby={groupId}>
          <legend className="visually-hidden">Matching accounts</legend>
          <p id={groupId} className="console-note" aria-live="polite">
            {users.isPending
              ? 'Searching…'
              : matches.length === 0
                ? 'No account matches. Check the spelling, or search by email.'
                : `${matches.length === MATCHES ? `The first ${MATCHES}` : matches.length} matching accounts:`}
          </p>
          {matches.map((user) => (
            <label key={user._id} className="issue-certificate__match">
              <input
                type="radio"
                name="learner"
                value={user._id}
                checked={picked?._id === user._id}
                onChange={() => onPick(user)}
              />
              <span>
                <span className="console-strong">{user.name}</span>{' '}
                <span className="console-muted">{user.email}</span>
              </span>
            </label>
          ))}
        </fieldset>
      )}
    </div>
  );
}

/**
 * An admin issues a certificate by hand (docs/product.md#certificates): for training completed outside the
 * site. One press issues one (ActionButton, `useConsoleAction`); the new certificate's page opens.
 */
export function IssueCertificateForm() {
  const navigate = useNavigate();
  const courses = useCourseOptions();
  const issue = useConsoleAction(useIssueCertificate());
  const [learner, setLearner] = useState<TAdminUser | null>(null);
  const [courseId, setCourseId] = useState('');
  const [errors, setErrors] = useState<{ userId?: string; courseId?: string }>({});
  const titleId = useId();

  const submit = () => {
    const missing = {
      ...(learner ? {} : { userId: T.userNotFound }),
      ...(courseId ? {} : { courseId: T.courseNotFound }),
    };
    setErrors(missing);
    if (!learner || !courseId) return;
    issue.run(
      { userId: learner._id, courseId },
      {
        onSuccess: ({ data, message }) => {
          toast.success(message || T.issued);
          void navigate(paths.admin.certificate.to(data._id));
        },
        onError: (error) => {
          const fields = error instanceof ApiError ? error.errors : [];
          if (fields.length > 0)
            setErrors(Object.fromEntries(fields.map(({ field, message }) => [field, message])));
          else toastError(error, 'The certificate could not be issued. Try again.');
        },
      },
    );
  };

  return (
    <section className="console-panel issue-certificate" aria-labelledby={titleId}>
      <h2 id={titleId}>{T.issueTitle}</h2>
      <p className="console-note">{T.issueHint}</p>
      <form
        className="form issue-certificate__form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <LearnerPicker picked={learner} onPick={setLearner} error={errors.userId} />
        {learner && (
          <p className="console-note">
            Issuing to <span className="console-strong">{learner.name}</span> ({learner.email}).
          </p>
        )}
        <SelectField
          label="Course"
          placeholder={courses.isPending ? 'Loading courses…' : 'Choose a course'}
          options={courses.data ?? []}
          value={courseId}
          onChange={(event) => setCourseId(event.target.value)}
          error={errors.courseId}
          hint={courses.isError ? 'The courses could not be loaded. Reload the page.' : undefined}
        />
        <div className="console-actions">
          <ActionButton type="submit" isBusy={issue.isPending} disabled={issue.isPending}>
            {T.issueButton}
          </ActionButton>
        </div>
      </form>
    </section>
  );
}
