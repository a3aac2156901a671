import type { TAuditEntry } from '@curio/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ListState } from '#web/features/admin/lib/use-list-state.ts';
import { adminKey, consoleQuery } from './console-api.ts';

export const useAuditLog = (list: ListState) =>
  useQuery({
    queryKey: adminKey('audit', list),
    queryFn: ({ signal }) => consoleQuery<TAuditEntry>('/admin/audit', list, signal),
    placeholderData: keepPreviousData,
  });
