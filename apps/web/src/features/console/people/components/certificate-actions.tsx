import { CERTIFICATE_MESSAGES as T, REVOCATION_REASON_MAX, type TAdminCertificate } from '@curio/shared';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { TextAreaField } from '#web/components/ui/text-area-field.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { toastError } from '#web/lib/notify.ts';
import { paths } from '#web/lib/paths.ts';
import { toast } from '#web/lib/toast.ts';
import {
  useReissueCertificate,
  useRevokeCertificate,
} from '#web/features/console/people/api/certificates.ts';
import { ActionButton } from '#web/features/console/shell/components/action-button.tsx';
import { ConfirmDialog } from '#web/features/console/shell/components/confirm-dialog.tsx';
import { useConsoleAction } from '#web/features/console/shell/lib/use-console-action.ts';

/** The server's word on the reason field (400), else nothing: the toast tells the rest. */
const reasonError = (error: unknown) =>
  error instanceof ApiError ? error.errors.find((e) => e.field === 'reason')?.message : undefined;

type TCertificateActionsProps = {
  certificate: TAdminCertificate;
  /** After a revocation: the page shows the new status (and takes the focus the pressed button had). */
  onChanged: () => void;
};

/**
 * Revoke a valid certificate (with the reason its page will show, asked in a dialog) or re-issue a revoked
 * one (a new certificate, whose page then opens). Each is one `useConsoleAction`: one press, one request
 * (docs/product.md#console).
 */
export function CertificateActions({ certificate, onChanged }: TCertificateActionsProps) {
  const navigate = useNavigate();
  const revoke = useConsoleAction(useRevokeCertificate(certificate._id));
  const reissue = useConsoleAction(useReissueCertificate(certificate._id));
  const [asking, setAsking] = useState<'revoke' | 'reissue' | null>(null);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const isBusy = revoke.isPending || reissue.isPending;

  const confirmRevoke = () => {
    const trimmed = reason.trim();
    if (!trimmed) return setError(T.reasonRequired);
    if (trimmed.length > REVOCATION_REASON_MAX) return setError(T.reasonTooLong);
    setError(undefined);
    revoke.run(
      { reason: trimmed },
      {
        onSuccess: ({ message }) => {
          setAsking(null);
          setReason('');
          toast.success(message || T.revoked);
          onChanged();
        },
        onError: (failure) => {
          const field = reasonError(failure);
          if (field) setError(field);
          else {
            setAsking(null);
            toastError(failure, 'The certificate could not be revoked. Try again.');
          }
        },
      },
    );
  };

  const confirmReissue = () =>
    reissue.run(
      {},
      {
        onSuccess: ({ data, message }) => {
          setAsking(null);
          toast.success(message || T.reissued);
          void navigate(paths.admin.certificate.to(data._id));
        },
        onError: (failure) => {
          setAsking(null);
          toastError(failure, 'The certificate could not be re-issued. Try again.');
        },
      },
    );

  if (certificate.status === 'revoked' && certificate.replacedBy) return null;
  return (
    <div className="console-actions">
      {certificate.status === 'valid' ? (
        <ActionButton variant="danger" disabled={isBusy} onClick={() => setAsking('revoke')}>
          {T.revokeButton}
        </ActionButton>
      ) : (
        <ActionButton disabled={isBusy} onClick={() => setAsking('reissue')}>
          {T.reissueButton}
        </ActionButton>
      )}
      <ConfirmDialog
        open={asking === 'revoke'}
        title={T.revokeTitle}
        body={
          <>
            <p>{T.revokeWarning(certificate.learnerName)}</p>
            <TextAreaField
              label={T.reasonLabel}
              hint={`The verification page shows it. At most ${REVOCATION_REASON_MAX} characters.`}
              rows={3}
              maxLength={REVOCATION_REASON_MAX}
              value={reason}
              error={error}
              onChange={(event) => setReason(event.target.value)}
            />
          </>
        }
        confirmLabel={T.revokeButton}
        tone="danger"
        isPending={revoke.isPending}
        onConfirm={confirmRevoke}
        onCancel={() => {
          setAsking(null);
          setError(undefined);
        }}
      />
      <ConfirmDialog
        open={asking === 'reissue'}
        title={T.reissueTitle}
        body={T.reissueHint}
        confirmLabel={T.reissueButton}
        isPending={reissue.isPending}
        onConfirm={confirmReissue}
        onCancel={() => setAsking(null)}
      />
    </div>
  );
}
