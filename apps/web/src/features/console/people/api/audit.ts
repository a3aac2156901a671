import type { TAuditEntry } from '@curio/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ListState } from '#web/features/console/shell/lib/use-list-state.ts';
import { adminKey, consoleQuery } from '#web/features/console/shell/api/console-api.ts';

export const useAuditLog = (list: ListState) =>
  useQuery({
    queryKey: adminKey('audit', list),
    queryFn: ({ signal }) => consoleQuery<TAuditEntry>('/admin/audit', list, signal),
    placeholderData: keepPreviousData,
  });
