import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  envelope,
  SLUG_MAX,
  ZArticle,
  ZArticleDetail,
  ZArticleListQuery,
  ZCommunityPost,
  ZGalleryItem,
  ZGalleryListQuery,
  ZJob,
  ZMediaItem,
} from '@curio/shared';
import { errorResponses } from '#api/lib/schemas.ts';
import { sendCached } from '#api/plugins/cache.ts';
import { CONTENT_TAGS as T } from './cache-tags.ts';
import { publicGet } from './public-get.ts';
import type { ContentService } from './service.ts';

const docsTag = 'Content';

/**
 * Articles, media coverage, community posts, the gallery and open positions (docs/product.md#content-pages).
 */
export function publicationsRoutes(fastify: FastifyInstance, service: ContentService) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  const articleList = envelope(z.array(ZArticle));
  app.get('/article', {
    schema: {
      tags: [docsTag],
      summary: 'Articles, newest first; `category` filters (no category = all)',
      querystring: ZArticleListQuery,
      response: { 200: articleList, ...errorResponses(400) },
    },
    handler: async (request, reply) => {
      const { category } = request.query;
      await sendCached(request, reply, {
        key: `article:category=${category ?? '*'}`,
        tags: [T.articles],
        schema: articleList,
        load: () => service.articles(category),
      });
    },
  });

  const oneArticle = envelope(ZArticleDetail);
  app.get('/article/slug/:slug', {
    schema: {
      tags: [docsTag],
      summary:
        'One published article in full, by its slug (or a slug it gave up: `slug` in the reply is its own); else 404',
      params: z.object({ slug: z.string().min(1).max(SLUG_MAX) }),
      response: { 200: oneArticle, ...errorResponses(400, 404) },
    },
    handler: async (request, reply) => {
      const { slug } = request.params;
      await sendCached(request, reply, {
        key: `article:slug:${slug}`,
        // Every article write drops `articles`: a renamed, edited or unpublished article shows at once.
        tags: [T.articles],
        schema: oneArticle,
        load: () => service.article(slug),
      });
    },
  });

  publicGet(fastify, '/ourMedia', {
    docsTag,
    summary: 'Media coverage, newest first',
    data: z.array(ZMediaItem),
    cacheKey: 'ourMedia',
    cacheTag: T.media,
    load: service.media,
  });

  publicGet(fastify, '/community', {
    docsTag,
    summary: 'Community posts, newest first',
    data: z.array(ZCommunityPost),
    cacheKey: 'community',
    cacheTag: T.community,
    load: service.community,
  });

  const galleryList = envelope(z.array(ZGalleryItem));
  app.get('/communityGallery', {
    schema: {
      tags: [docsTag],
      summary: 'Gallery embeds (sanitized on write), by platform then the operator’s order',
      querystring: ZGalleryListQuery,
      response: { 200: galleryList, ...errorResponses(400) },
    },
    handler: async (request, reply) => {
      const { platform } = request.query;
      await sendCached(request, reply, {
        key: `communityGallery:platform=${platform ?? '*'}`,
        tags: [T.gallery],
        schema: galleryList,
        load: () => service.gallery(platform),
      });
    },
  });

  publicGet(fastify, '/workWithCurio', {
    docsTag,
    summary: 'Open positions, in the operator’s order',
    data: z.array(ZJob),
    cacheKey: 'workWithCurio',
    cacheTag: T.jobs,
    load: service.jobs,
  });
}
