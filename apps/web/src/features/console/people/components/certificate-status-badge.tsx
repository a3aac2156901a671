import { CERTIFICATE_STATUS_LABELS, type TCertificateStatus } from '@curio/shared';
import { StatusBadge } from '#web/features/console/shell/components/status-badge.tsx';

/** Valid (green) or revoked (red), in words. */
export function CertificateStatusBadge({ status }: { status: TCertificateStatus }) {
  return (
    <StatusBadge label={CERTIFICATE_STATUS_LABELS[status]} tone={status === 'valid' ? 'success' : 'danger'} />
  );
}
