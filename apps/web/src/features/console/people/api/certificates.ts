import type {
  TAdminCertificate,
  TAdminCertificateIssueRequest,
  TAdminCertificateReissueRequest,
  TAdminCertificateRevokeRequest,
  TAdminCertificateRow,
  TConsolePage,
} from '@curio/shared';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  adminKey,
  consoleGet,
  consolePost,
  consoleQuery,
} from '#web/features/console/shell/api/console-api.ts';
import type { ListState } from '#web/features/console/shell/lib/use-list-state.ts';

const certificatesKey = adminKey('certificates');
const listKey = [...certificatesKey, 'list'] as const;
const itemPath = (id: string) => `/admin/certificates/${encodeURIComponent(id)}`;

/** GET /api/admin/certificates: course, status, from/to (days of issue); `q` the learner or the id. */
export const useAdminCertificates = (list: ListState) =>
  useQuery<TConsolePage<TAdminCertificateRow>>({
    queryKey: [...listKey, list],
    queryFn: ({ signal }) => consoleQuery<TAdminCertificateRow>('/admin/certificates', list, signal),
    placeholderData: keepPreviousData,
  });

export const certificateQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...certificatesKey, 'detail', id],
    queryFn: ({ signal }) => consoleGet<TAdminCertificate>(itemPath(id), signal),
  });

/** GET /api/admin/certificates/{id}: the certificate, who issued and revoked it, its audit trail. */
export const useAdminCertificate = (id: string) => useQuery(certificateQueryOptions(id));

/**
 * A write that answers a certificate: it replaces the cached one, the certificate it was made from (a
 * re-issue's revoked one, which now names its replacement) is read again, and the lists reload.
 */
function useCertificateWrite<TBody>(path: string, from?: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TBody) => consolePost<TAdminCertificate>(path, body),
    onSuccess: ({ data }) => {
      queryClient.setQueryData(certificateQueryOptions(data._id).queryKey, data);
      if (from && from !== data._id)
        void queryClient.invalidateQueries({ queryKey: certificateQueryOptions(from).queryKey });
      void queryClient.invalidateQueries({ queryKey: listKey });
    },
  });
}

/** POST /api/admin/certificates: issue one by hand for a learner and a course. */
export const useIssueCertificate = () =>
  useCertificateWrite<TAdminCertificateIssueRequest>('/admin/certificates');

/** POST /api/admin/certificates/{id}/revoke with the reason the verification page shows. */
export const useRevokeCertificate = (id: string) =>
  useCertificateWrite<TAdminCertificateRevokeRequest>(`${itemPath(id)}/revoke`);

/** POST /api/admin/certificates/{id}/reissue (an empty body): a new certificate replaces the revoked one. */
export const useReissueCertificate = (id: string) =>
  useCertificateWrite<TAdminCertificateReissueRequest>(`${itemPath(id)}/reissue`, id);
