import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  CONTENT_MESSAGES,
  type TArticle,
  type TArticleCategory,
  type TArticleDetail,
  type TAward,
  type TCommunityPost,
  type TContentType,
  type TFaq,
  type TGalleryItem,
  type TGalleryPlatform,
  type TJob,
  type TMediaItem,
  type TPartner,
  type TService,
  type TSlideItem,
  type TTeamMember,
  type TTestimonial,
} from '@curio/shared';
import { notFound } from '#api/lib/http-errors.ts';
import { CONTENT_TAGS } from './cache-tags.ts';
import { sanitizeGalleryEmbed } from './gallery-embed.ts';
import type { ContentRow } from './console-repository.ts';
import { createContentRepository } from './repository.ts';
import { serializerOf } from './serialize.ts';

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
  const toTeamMember = serializerOf<TTeamMember>('team');
  const toService = serializerOf<TService>('services');
  const toSlideItem = serializerOf<TSlideItem>('lms');
  const toArticleDetail = serializerOf<TArticleDetail>('articles', true);
  const toGalleryItem = serializerOf<TGalleryItem>('gallery');
  const toJob = serializerOf<Omit<TJob, 'applications'>>('jobs');
  /** A type's published items in the site's order, each in its public shape. */
  const list =
    <T>(type: TContentType, to: (row: ContentRow) => T = serializerOf<T>(type)) =>
    async (filter?: Record<string, unknown>) =>
      (await repo.items(type, filter)).map(to);
  const team = list('team', toTeamMember);
  const partners = list<TPartner>('partners');
  const services = list('services', toService);
  const lateralHiring = list('lateral-hiring', toSlideItem);
  const lms = list('lms', toSlideItem);
  const faqs = list<TFaq>('faqs');
  const community = list<TCommunityPost>('community');
  const articles = list<TArticle>('articles');
  const media = list<TMediaItem>('media');
  const gallery = list('gallery', toGalleryItem);
  const jobs = list('jobs', toJob);
  const awards = list<TAward>('awards');
  const testimonials = list<TTestimonial>('testimonials');

  return {
    websitePolicy: () => repo.websitePolicy(),
    team: () => team(),
    partners: () => partners(),
    services: () => services(),
    /** Unknown and malformed ids are the same 404: the visitor followed a link that leads nowhere. */
    async service(id: string): Promise<TService> {
      const row = isUuid(id) ? await repo.item('services', id) : undefined;
      if (!row) throw notFound(CONTENT_MESSAGES.serviceNotFound);
      return toService(row);
    },
    lateralHiring: () => lateralHiring(),
    lms: () => lms(),
    faqs: () => faqs(),
    community: () => community(),
    articles: (category?: TArticleCategory) => articles({ category }),
    /** The article at `slug` (or at a slug it gave up: its own `slug` says where it lives now); else 404. */
    async article(slug: string): Promise<TArticleDetail> {
      const row = await repo.articleBySlug(slug);
      if (!row) throw notFound(CONTENT_MESSAGES.articleNotFound);
      return toArticleDetail(row);
    },
    media: () => media(),
    gallery: (platform?: TGalleryPlatform) => gallery({ platform }),
    /** Open positions, each with how many applications it has had (ADR 028). */
    async jobs(): Promise<TJob[]> {
      const open = await jobs();
      const counts = await repo.applicationCounts();
      return open.map((job) => ({ ...job, applications: counts.get(job._id) ?? 0 }));
    },
    awards: () => awards(),
    testimonials: () => testimonials(),

    /** Adds a gallery item through the sanitizer (400 when nothing safe is left), drops the cached lists. */
    async createGalleryItem(input: NewGalleryItem): Promise<TGalleryItem> {
      const embedLink = sanitizeGalleryEmbed(input.embedLink, input.platform);
      const row = await repo.insertGalleryItem({
        platform: input.platform,
        title: input.title.trim(),
        embedLink,
        sortOrder: input.sortOrder ?? 0,
      });
      app.publicCache.invalidate(CONTENT_TAGS.gallery);
      return toGalleryItem(row);
    },
  };
}

export type ContentService = ReturnType<typeof createContentService>;
