import type { TArticleCategory } from '@curio/shared';

/** Query keys of the public content reads; everything under 'content' is public and shared between pages. */
export const contentKeys = {
  all: ['content'] as const,
  articles: (category: TArticleCategory | 'all') => ['content', 'articles', category] as const,
  article: (slug: string) => ['content', 'article', slug] as const,
  media: ['content', 'media'] as const,
  gallery: ['content', 'gallery'] as const,
  jobs: ['content', 'jobs'] as const,
  awards: ['content', 'awards'] as const,
  faqs: ['content', 'faqs'] as const,
  websitePolicy: ['content', 'website-policy'] as const,
  community: ['content', 'community'] as const,
};
