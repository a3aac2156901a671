import type { TLoginRequest, TLoginResponse } from '@curio/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';
import { saveSession } from '#web/lib/session.ts';

// auth=false: a stale stored token must not turn "wrong password" into "your session has ended".
export const login = (body: TLoginRequest) => api.post<TLoginResponse>('/user/login', body, false);

/** docs/product.md#pages: a successful login stores the user and the token. */
export const useLogin = () =>
  useMutation({
    mutationFn: login,
    onSuccess: ({ user, token }) => saveSession(user, token),
  });
