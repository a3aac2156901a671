import { MESSAGES } from '@curio/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { toast } from '#web/lib/toast.ts';
import { onSessionExpired } from '#web/lib/session.ts';
import { paths } from '#web/lib/paths.ts';

/**
 * The API client clears the session when a request that carried a token is refused (401: expired,
 * or revoked by a password change elsewhere). Here the user is told and taken to /login.
 */
export function useSessionExpiry() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  useEffect(
    () =>
      onSessionExpired(() => {
        queryClient.clear();
        toast.info(MESSAGES.auth.sessionExpired, { toastId: 'session-expired' });
        void navigate(paths.login);
      }),
    [navigate, queryClient],
  );
}
