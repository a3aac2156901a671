import type { TArticle, TArticleCategory } from '@curio/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';
import { contentKeys } from './content-keys.ts';

/** GET /api/article?category=… (docs/product.md#api): the server filters; a tab loads no other tab. */
export const getArticles = (category: TArticleCategory | undefined, signal?: AbortSignal) =>
  api.get<TArticle[]>(category ? `/article?category=${encodeURIComponent(category)}` : '/article', signal);

export const articlesQueryOptions = (category?: TArticleCategory) =>
  queryOptions({
    queryKey: contentKeys.articles(category ?? 'all'),
    queryFn: ({ signal }) => getArticles(category, signal),
  });

export const useArticles = (category?: TArticleCategory) => useQuery(articlesQueryOptions(category));
