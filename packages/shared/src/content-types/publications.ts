import { z } from 'zod';
import { paths } from '../paths.ts';
import { MESSAGES } from '../messages.ts';
import {
  ARTICLE_CATEGORY_LABELS,
  GALLERY_PLATFORM_LABELS,
  ZArticleCategory,
  ZGalleryPlatform,
} from './choices.ts';
import { defineContentType, detailSchemaOf, publicSchemaOf } from './define.ts';
import { CONTENT_LIMITS as L, detailOnly, f } from './fields.ts';

/** Community posts, media coverage, the gallery, jobs and articles (docs/product.md#content-pages). */

export const COMMUNITY = defineContentType({
  label: 'Community',
  auditName: 'community-post',
  title: 'title',
  order: 'newest',
  showsCreatedAt: true,
  sitePages: [paths.community],
  fields: {
    title: f.text(),
    excerpt: f.long(1000),
    body: f.rich(),
    author: f.text(L.short),
    image: f.image(),
    tags: f.tags(),
  },
});
export const ZCommunityPost = publicSchemaOf(COMMUNITY);
export type TCommunityPost = z.infer<typeof ZCommunityPost>;

/** /our-media items: Read More opens the summary in place (the outlets are fictional: no outbound link). */
export const MEDIA = defineContentType({
  label: 'Media',
  auditName: 'media-item',
  title: 'title',
  order: 'newest',
  showsCreatedAt: true,
  sitePages: [paths.media],
  fields: { title: f.text(), image: f.image(), source: f.text(L.short), summary: f.long() },
});
export const ZMediaItem = publicSchemaOf(MEDIA);
export type TMediaItem = z.infer<typeof ZMediaItem>;

/** Embeds are sanitized on write: iframes from the platform's embed hosts only (docs/product.md#api). */
export const GALLERY = defineContentType({
  label: 'Gallery',
  auditName: 'gallery-item',
  title: 'title',
  order: 'position',
  groupedBy: 'platform',
  showsCreatedAt: true,
  sitePages: [paths.gallery],
  fields: {
    platform: f.choice(ZGalleryPlatform, GALLERY_PLATFORM_LABELS),
    title: f.text(),
    /** The platform's embed code as pasted; only its https iframes from the platform's hosts are kept. */
    embedLink: f.embed('platform'),
  },
});
export const ZGalleryItem = publicSchemaOf(GALLERY);
export type TGalleryItem = z.infer<typeof ZGalleryItem>;

/**
 * The description may contain markup; the jobs page shows it as sanitized rich text. The salary is shown as
 * entered, with a '$' before a bare amount only (`salaryText`).
 */
export const JOBS = defineContentType({
  label: 'Jobs',
  auditName: 'job',
  title: 'title',
  order: 'position',
  showsCreatedAt: true,
  sitePages: [paths.jobs],
  fields: {
    title: f.text(),
    description: f.rich(),
    jobType: f.text(80),
    jobLocation: f.text(L.short),
    salary: f.text(80),
  },
});
/**
 * GET /api/workWithCurio: a job as the list shows it, with how many applications it has had: counted, not a
 * field the operator writes (ADR 028).
 */
export const ZJob = publicSchemaOf(JOBS).extend({ applications: z.number().int().min(0) });
export type TJob = z.infer<typeof ZJob>;

/**
 * An article's page is /dive-our/{slug} (ADR 014): the slug is unique (409 naming the field) and an old one
 * redirects. The list shows it without its full text; its page adds the text and when it last changed.
 */
export const ARTICLES = defineContentType({
  label: 'Articles',
  auditName: 'article',
  title: 'title',
  order: 'newest',
  showsCreatedAt: true,
  sitePages: [paths.articles],
  itemPage: { key: 'slug', to: paths.articleDetail.to },
  fields: {
    title: f.text(),
    slug: f.slug({
      address: '/dive-our/<slug>',
      from: 'title',
      takenMessage: MESSAGES.admin.articleSlugTaken,
    }),
    image: f.image(),
    category: f.choice(ZArticleCategory, ARTICLE_CATEGORY_LABELS),
    summary: f.long(),
    /** The article's full text. */
    body: detailOnly(f.rich()),
  },
});
export const ZArticle = publicSchemaOf(ARTICLES);
export type TArticle = z.infer<typeof ZArticle>;
/** GET /api/article/slug/{slug}: the article with its full text (sanitized rich text) and its last change. */
export const ZArticleDetail = detailSchemaOf(ARTICLES);
export type TArticleDetail = z.infer<typeof ZArticleDetail>;
