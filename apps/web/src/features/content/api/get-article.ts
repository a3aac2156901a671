import type { TArticleDetail } from '@curio/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';
import { contentKeys } from './content-keys.ts';

/** GET /api/article/slug/{slug}: one article in full (ADR 014); 404 for an unknown or unpublished one. */
export const getArticle = (slug: string, signal?: AbortSignal) =>
  api.get<TArticleDetail>(`/article/slug/${encodeURIComponent(slug)}`, signal);

export const articleQueryOptions = (slug: string) =>
  queryOptions({ queryKey: contentKeys.article(slug), queryFn: ({ signal }) => getArticle(slug, signal) });

export const useArticle = (slug: string) => useQuery(articleQueryOptions(slug));
