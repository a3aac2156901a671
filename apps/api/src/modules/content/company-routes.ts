import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ZAward, ZFaq, ZPartner, ZTeamMember, ZTestimonial, ZWebsitePolicy } from '@curio/shared';
import { CONTENT_TAGS as T } from './cache-tags.ts';
import { publicGet } from './public-get.ts';
import type { ContentService } from './service.ts';

const docsTag = 'Content';

/** About the company: policies, team, partners, FAQ, testimonials and awards (docs/product.md#api). */
export function companyRoutes(fastify: FastifyInstance, service: ContentService) {
  publicGet(fastify, '/websitepolicy', {
    docsTag,
    summary: 'Privacy policy and terms and conditions (sanitized rich text)',
    data: ZWebsitePolicy,
    cacheKey: 'websitepolicy',
    cacheTag: T.websitePolicy,
    load: service.websitePolicy,
  });
  publicGet(fastify, '/team', {
    docsTag,
    summary: 'The team, in the operator’s order',
    data: z.array(ZTeamMember),
    cacheKey: 'team',
    cacheTag: T.team,
    load: service.team,
  });
  publicGet(fastify, '/partner', {
    docsTag,
    summary: 'Certification and technology partners, in the operator’s order',
    data: z.array(ZPartner),
    cacheKey: 'partner',
    cacheTag: T.partners,
    load: service.partners,
  });
  publicGet(fastify, '/faq', {
    docsTag,
    summary: 'Frequently asked questions (answers are sanitized rich text)',
    data: z.array(ZFaq),
    cacheKey: 'faq',
    cacheTag: T.faqs,
    load: service.faqs,
  });
  publicGet(fastify, '/testimonials', {
    docsTag,
    summary: 'What learners and clients say',
    data: z.array(ZTestimonial),
    cacheKey: 'testimonials',
    cacheTag: T.testimonials,
    load: service.testimonials,
  });
  publicGet(fastify, '/communityAwards', {
    docsTag,
    summary: 'Awards, in the operator’s order',
    data: z.array(ZAward),
    cacheKey: 'communityAwards',
    cacheTag: T.awards,
    load: service.awards,
  });
}
