import type { TContentDeleteReply, TContentType, TConsolePage } from '@curio/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  adminKey,
  consoleDelete,
  consoleGet,
  consolePatch,
  consolePost,
  consolePut,
  consoleQuery,
} from '#web/features/console/shell/api/console-api.ts';
import type { ListState } from '#web/features/console/shell/lib/use-list-state.ts';

/** One content item as the console sees it: the type's fields plus these. */
export type TContentItem = Record<string, unknown> & {
  _id: string;
  published: boolean;
  sortOrder?: number;
  createdAt: string;
  updatedAt: string;
};

const base = (type: TContentType) => `/admin/content/${type}`;
const itemPath = (type: TContentType, id: string) => `${base(type)}/${encodeURIComponent(id)}`;

export const contentKeys = {
  type: (type: TContentType) => adminKey('content', type),
  list: (type: TContentType, list: ListState) => [...contentKeys.type(type), 'list', list] as const,
  item: (type: TContentType, id: string) => [...contentKeys.type(type), 'item', id] as const,
};

export const useContentList = (type: TContentType, list: ListState) =>
  useQuery<TConsolePage<TContentItem>>({
    queryKey: contentKeys.list(type, list),
    queryFn: ({ signal }) => consoleQuery<TContentItem>(base(type), list, signal),
  });

/** The item as the server has it now, outside the query cache (a stale save compares with it). */
export const fetchContentItem = (type: TContentType, id: string, signal?: AbortSignal) =>
  consoleGet<TContentItem>(itemPath(type, id), signal);

export const useContentItem = (type: TContentType, id: string | undefined) =>
  useQuery({
    queryKey: contentKeys.item(type, id ?? ''),
    queryFn: ({ signal }) => fetchContentItem(type, id ?? '', signal),
    enabled: Boolean(id),
  });

function useInvalidateType(type: TContentType) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: contentKeys.type(type) });
}

export function useSaveContent(type: TContentType, id: string | undefined) {
  const invalidate = useInvalidateType(type);
  return useMutation({
    mutationFn: (body: Record<string, unknown>) =>
      id ? consolePatch<TContentItem>(itemPath(type, id), body) : consolePost<TContentItem>(base(type), body),
    onSuccess: invalidate,
  });
}

export function usePublishContent(type: TContentType) {
  const invalidate = useInvalidateType(type);
  return useMutation({
    mutationFn: (item: TContentItem) =>
      consolePut<TContentItem>(`${itemPath(type, item._id)}/published`, {
        published: !item.published,
        version: item.updatedAt,
      }),
    onSettled: invalidate,
  });
}

export function useDeleteContent(type: TContentType) {
  const invalidate = useInvalidateType(type);
  return useMutation({
    mutationFn: (id: string) => consoleDelete<TContentDeleteReply>(itemPath(type, id)),
    onSuccess: invalidate,
  });
}

/**
 * The Undo of a delete (ADR 027): POST …/{id}/restore brings the item back under its id, within the hour.
 * A plain request, so it works after the list is left; the type's lists reload either way.
 */
export function useRestoreContent(type: TContentType) {
  const invalidate = useInvalidateType(type);
  return async (id: string) => {
    try {
      return await consolePost<TContentItem>(`${itemPath(type, id)}/restore`);
    } finally {
      void invalidate();
    }
  };
}

export function useReorderContent(type: TContentType) {
  const invalidate = useInvalidateType(type);
  return useMutation({
    mutationFn: (ids: string[]) => consolePut<null>(`${base(type)}/order`, { ids }),
    onSettled: invalidate,
  });
}
