/**
 * Cache tags of the public content reads: one per table (or per slider), so a write drops exactly the
 * replies built from what it changed (apps/api/src/plugins/cache.ts).
 */
export const CONTENT_TAGS = {
  websitePolicy: 'content:website-policy',
  team: 'content:team',
  partners: 'content:partners',
  services: 'content:services',
  service: (id: string) => `content:service:${id}`,
  lateralHiring: 'content:lateral-hiring',
  lms: 'content:lms',
  faqs: 'content:faqs',
  community: 'content:community',
  articles: 'content:articles',
  media: 'content:media',
  gallery: 'content:gallery',
  jobs: 'content:jobs',
  awards: 'content:awards',
  testimonials: 'content:testimonials',
} as const;
