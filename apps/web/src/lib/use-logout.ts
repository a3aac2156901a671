import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '#web/lib/paths.ts';
import { clearSession } from './session.ts';

/**
 * docs/product.md#pages: logout removes the stored user and token and goes to /login; cached account data
 * goes too.
 */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(() => {
    clearSession();
    queryClient.clear();
    void navigate(paths.login);
  }, [navigate, queryClient]);
}
