import type { TUpdateProfileRequest, TUser } from '@curio/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';
import { storeSelf } from './get-self.ts';

/** Name, email, phone or notification preferences; any subset (ZUpdateProfileRequest). */
export const updateProfile = (body: TUpdateProfileRequest) => api.put<TUser>('/user/update', body);

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateProfile, onSuccess: (user) => storeSelf(queryClient, user) });
}
