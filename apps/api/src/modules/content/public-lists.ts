import { z } from 'zod';
import { envelope, ZPartner, ZService, ZTestimonial } from '@curio/shared';
import type { CachedEntry, ResponseCache } from '#api/lib/response-cache.ts';
import { cachedEntry } from '#api/plugins/cache.ts';
import { CONTENT_TAGS as T } from './cache-tags.ts';

/**
 * A public content list as the SPA asks for it (`path`, without /api) and as the public cache keeps it: its
 * route (`publicGet`) and a page that embeds it (the home page, ADR 051) read one and the same entry.
 */
export interface PublicList {
  path: string;
  /** The payload's schema (inside the envelope). */
  data: z.ZodType;
  cacheKey: string;
  cacheTag: string;
}

export const PARTNER_LIST = {
  path: '/partner',
  data: z.array(ZPartner),
  cacheKey: 'partner',
  cacheTag: T.partners,
} satisfies PublicList;

export const SERVICE_LIST = {
  path: '/service',
  data: z.array(ZService),
  cacheKey: 'service',
  cacheTag: T.services,
} satisfies PublicList;

export const TESTIMONIAL_LIST = {
  path: '/testimonials',
  data: z.array(ZTestimonial),
  cacheKey: 'testimonials',
  cacheTag: T.testimonials,
} satisfies PublicList;

/** The cached entry of a public list: what its route sends, for a page to embed as its first data. */
export const publicListEntry = (
  cache: ResponseCache,
  list: PublicList,
  load: () => Promise<unknown>,
): CachedEntry | Promise<CachedEntry> =>
  cachedEntry(cache, { key: list.cacheKey, tags: [list.cacheTag], schema: envelope(list.data), load });
