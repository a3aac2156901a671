import type { TCertificateVerification } from '@curio/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';
import { takeFirstData } from '#web/lib/first-data.ts';

const certificatePath = (id: string) => `/certificates/${encodeURIComponent(id)}`;

/**
 * GET /api/certificates/{id}: the public verification of one certificate, which the page the server sent
 * carries as its first data (ADR 012).
 */
export const certificateQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['certificates', 'verification', id],
    queryFn: ({ signal }) => api.get<TCertificateVerification>(certificatePath(id), signal),
    initialData: () => takeFirstData<TCertificateVerification>(certificatePath(id)),
  });

export const useCertificate = (id: string) => useQuery(certificateQueryOptions(id));
