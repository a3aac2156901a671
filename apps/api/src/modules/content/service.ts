import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  CONTENT_MESSAGES,
  type TArticleCategory,
  type TArticleDetail,
  type TGalleryItem,
  type TGalleryPlatform,
  type TService,
} from '@curio/shared';
import { notFound } from '#api/lib/http-errors.ts';
import { CONTENT_TAGS } from './cache-tags.ts';
import { sanitizeGalleryEmbed } from './gallery-embed.ts';
import { createContentRepository } from './repository.ts';
import * as to from './serialize.ts';

const isUuid = (value: string) => z.uuid().safeParse(value).success;

export interface NewGalleryItem {
  platform: TGalleryPlatform;
  title: string;
  /** Raw embed markup as pasted; it is sanitized here, never stored as sent. */
  embedLink: string;
  sortOrder?: number;
}

/** Reads of the public content (each answer in the contract's shape) and the gallery's write path. */
export function createContentService(app: FastifyInstance) {
  const repo = createContentRepository(app.db);

  return {
    websitePolicy: () => repo.websitePolicy(),
    team: async () => (await repo.team()).map(to.toTeamMember),
    partners: async () => (await repo.partners()).map(to.toPartner),
    services: async () => (await repo.services()).map(to.toService),
    /** Unknown and malformed ids are the same 404: the visitor followed a link that leads nowhere. */
    async service(id: string): Promise<TService> {
      const row = isUuid(id) ? await repo.service(id) : undefined;
      if (!row) throw notFound(CONTENT_MESSAGES.serviceNotFound);
      return to.toService(row);
    },
    lateralHiring: async () => (await repo.slides('lateralHiring')).map(to.toSlideItem),
    lms: async () => (await repo.slides('lms')).map(to.toSlideItem),
    faqs: async () => (await repo.faqs()).map(to.toFaq),
    community: async () => (await repo.community()).map(to.toCommunityPost),
    articles: async (category?: TArticleCategory) => (await repo.articles(category)).map(to.toArticle),
    /** The article at `slug` (or at a slug it gave up: its own `slug` says where it lives now); else 404. */
    async article(slug: string): Promise<TArticleDetail> {
      const row = await repo.articleBySlug(slug);
      if (!row) throw notFound(CONTENT_MESSAGES.articleNotFound);
      return to.toArticleDetail(row);
    },
    media: async () => (await repo.media()).map(to.toMediaItem),
    gallery: async (platform?: TGalleryPlatform) => (await repo.gallery(platform)).map(to.toGalleryItem),
    jobs: async () => (await repo.jobs()).map(to.toJob),
    /** The job an application is for; unknown and malformed ids are a 404. */
    async job(id: string) {
      const row = isUuid(id) ? await repo.job(id) : undefined;
      if (!row) throw notFound(CONTENT_MESSAGES.jobNotFound);
      return to.toJob(row);
    },
    awards: async () => (await repo.awards()).map(to.toAward),
    testimonials: async () => (await repo.testimonials()).map(to.toTestimonial),

    /** Adds a gallery item through the sanitizer (400 when nothing safe is left) and drops the cached lists. */
    async createGalleryItem(input: NewGalleryItem): Promise<TGalleryItem> {
      const embedLink = sanitizeGalleryEmbed(input.embedLink, input.platform);
      const row = await repo.insertGalleryItem({
        platform: input.platform,
        title: input.title.trim(),
        embedLink,
        sortOrder: input.sortOrder ?? 0,
      });
      app.publicCache.invalidate(CONTENT_TAGS.gallery);
      return to.toGalleryItem(row);
    },
  };
}

export type ContentService = ReturnType<typeof createContentService>;
