import type { TChangePasswordRequest } from '@curio/shared';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '#web/lib/api-client.ts';
import { saveToken } from '#web/lib/session.ts';

export const changePassword = (body: TChangePasswordRequest) =>
  apiRequest<{ token?: string } | null>('/user/update/password', { method: 'POST', body });

/**
 * A password change revokes every older token, the one this request carried included (ADR 003),
 * so the new token in the reply must replace it or the next call would end the session.
 */
export const useChangePassword = () =>
  useMutation({
    mutationFn: changePassword,
    onSuccess: ({ data }) => {
      if (data?.token) saveToken(data.token);
    },
  });
