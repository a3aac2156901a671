import type { TSignupRequest, TUser } from '@curio/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';

export const signup = (body: TSignupRequest) => api.post<{ user: TUser }>('/user/signup', body, false);

export const useSignup = () => useMutation({ mutationFn: signup });
