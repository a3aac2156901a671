import type { TOtpVerifyRequest } from '@curio/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';

export const resetPassword = (body: TOtpVerifyRequest) =>
  api.post<null>('/user/forgot/otpverify', body, false);

export const useResetPassword = () => useMutation({ mutationFn: resetPassword });
