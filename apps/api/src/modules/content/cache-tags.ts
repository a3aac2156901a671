import type { TContentType } from '@curio/shared';

/** The tag of every public reply built from a content type's items: a write of the type drops them all. */
export const contentTypeTag = (type: TContentType) => `content:${type}` as const;

/**
 * Cache tags of the public content reads: one per content type (and the website policy), so a write drops
 * exactly the replies built from what it changed (apps/api/src/plugins/cache.ts).
 */
export const CONTENT_TAGS = {
  websitePolicy: 'content:website-policy',
  team: contentTypeTag('team'),
  partners: contentTypeTag('partners'),
  services: contentTypeTag('services'),
  service: (id: string) => `content:service:${id}`,
  lateralHiring: contentTypeTag('lateral-hiring'),
  lms: contentTypeTag('lms'),
  faqs: contentTypeTag('faqs'),
  community: contentTypeTag('community'),
  articles: contentTypeTag('articles'),
  media: contentTypeTag('media'),
  gallery: contentTypeTag('gallery'),
  jobs: contentTypeTag('jobs'),
  awards: contentTypeTag('awards'),
  testimonials: contentTypeTag('testimonials'),
} as const;
