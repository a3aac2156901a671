import type { TMyCertificate, TMyCertificateList } from '@curio/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';
import { useSession } from '#web/lib/session.ts';

/**
 * The signed-in learner's certificates (GET /api/user/certificates, newest first, revoked ones included): the
 * profile's Certificates tab and each course's Certificate tab read the same query
 * (docs/product.md#certificates).
 */
export const myCertificatesKey = ['user', 'certificates'] as const;

export const myCertificatesQueryOptions = () =>
  queryOptions({
    queryKey: myCertificatesKey,
    queryFn: async ({ signal }) => (await api.get<TMyCertificateList>('/user/certificates', signal)).items,
  });

/** Signed in only: an anonymous visitor sends no request (nor does a page that shows none: `isWanted`). */
export const useMyCertificates = (isWanted = true) =>
  useQuery({ ...myCertificatesQueryOptions(), enabled: useSession().isLoggedIn && isWanted });

/**
 * The certificate a course's tab shows: the learner's valid one for the course, else the newest revoked one
 * (it still says it was revoked), else none.
 */
export const certificateForCourse = (certificates: readonly TMyCertificate[], courseId: string) => {
  const mine = certificates.filter((certificate) => certificate.course._id === courseId);
  return mine.find((certificate) => certificate.status === 'valid') ?? mine[0];
};
