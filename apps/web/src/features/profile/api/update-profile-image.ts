import type { TUser } from '@curio/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';
import { storeSelf } from './get-self.ts';

/**
 * Multipart field `profileImage` (docs/product.md#api); the server checks type and size by content and
 * re-encodes.
 */
export function updateProfileImage(file: File) {
  const body = new FormData();
  body.append('profileImage', file);
  return api.put<TUser>('/user/update', body);
}

export function useUpdateProfileImage() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateProfileImage, onSuccess: (user) => storeSelf(queryClient, user) });
}
