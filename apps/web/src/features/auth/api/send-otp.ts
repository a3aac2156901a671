import type { TOtpSendRequest } from '@curio/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';

/** Answers 200 whether or not the email is registered (docs/product.md#api: no enumeration). */
export const sendOtp = (body: TOtpSendRequest) => api.post<null>('/user/forgot/otpsend', body, false);

export const useSendOtp = () => useMutation({ mutationFn: sendOtp });
