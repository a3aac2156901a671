import { z } from 'zod';
import { zMultilineText, zText } from './text.ts';
import { ZConsoleListQuery, ZReorderRequest, ZVersion } from './console.ts';
import { zSlug } from './console-catalogue.ts';
import { ZArticleCategory, ZGalleryPlatform } from './content.ts';
import { zLink } from './rules.ts';

/**
 * The console's content: one create schema per content type, in the database's field names.
 * The update is the same fields, each optional, with the version loaded; the reply adds the id, whether it
 * is published, its place (where the site shows an order) and its times. Rich-text fields are sanitized
 * on write with the site's allowlist; gallery embeds keep only the platform's own iframes.
 */

export const CONTENT_TYPES = [
  'team',
  'partners',
  'services',
  'lateral-hiring',
  'lms',
  'faqs',
  'community',
  'media',
  'gallery',
  'jobs',
  'awards',
  'testimonials',
  'articles',
] as const;
export const ZContentType = z.enum(CONTENT_TYPES);
export type TContentType = z.infer<typeof ZContentType>;

/** Types the site lists newest first (by `createdAt`): they have no order to drag. */
export const DATED_CONTENT_TYPES = ['community', 'media', 'articles'] as const satisfies TContentType[];

export const CONTENT_LIMITS = {
  name: 200,
  short: 120,
  summary: 4000,
  richText: 50_000,
  embed: 10_000,
  url: 500,
  tags: 20,
  tag: 40,
  socialLinks: 10,
} as const;
const L = CONTENT_LIMITS;

/** Required text: trimmed, not blank, at most `max` characters. */
export const zContentText = (max: number) => zText().trim().min(1).max(max);
const text = zContentText;
/** Required prose or rich text: may hold several lines. */
export const zContentProse = (max: number) => zMultilineText().trim().min(1).max(max);
const prose = zContentProse;
/** An image of this site (`/images/…`, `/uploads/…`) or an https address. */
export const zContentImage = zText()
  .trim()
  .min(1, { error: 'Upload an image.' })
  .max(L.url)
  .regex(/^(\/(?!\/)[\w\-./]+|https:\/\/\S+)$/, {
    error: 'Use an image path of this site (/…) or an https:// address.',
  });
const zTags = z.array(text(L.tag)).max(L.tags);
/** A social link: the network's name (SOCIAL_NETWORKS in the console's select) and its address. */
export const zContentLink = z.object({
  label: zText().trim().min(1, { error: 'Choose a network.' }).max(40),
  url: zLink('Enter the link’s address.'),
});

export const ZTeamMemberInput = z.object({
  name: text(L.short),
  role: text(L.short),
  bio: prose(L.summary),
  image: zContentImage,
  socialLinks: z.array(zContentLink).max(L.socialLinks).optional(),
});
export const ZPartnerInput = z.object({
  name: text(L.short),
  logo: zContentImage,
  description: prose(L.summary),
});
export const ZServiceInput = z.object({
  title: text(L.name),
  image: zContentImage,
  shortDescription: prose(500),
  /** Rich text. */
  description: prose(L.richText),
  tags: zTags.optional(),
});
/** Lateral-hiring and LMS slider items share a shape. */
export const ZSlideItemInput = z.object({
  title: text(L.name),
  image: zContentImage,
  description: prose(L.summary),
});
export const ZFaqInput = z.object({ question: prose(500), /** Rich text. */ answer: prose(L.richText) });
export const ZCommunityPostInput = z.object({
  title: text(L.name),
  excerpt: prose(1000),
  /** Rich text. */
  body: prose(L.richText),
  author: text(L.short),
  image: zContentImage,
  tags: zTags.optional(),
});
export const ZMediaItemInput = z.object({
  title: text(L.name),
  image: zContentImage,
  source: text(L.short),
  summary: prose(L.summary),
});
export const ZGalleryItemInput = z.object({
  platform: ZGalleryPlatform,
  title: text(L.name),
  /** The platform's embed code as pasted; only its https iframes from the platform's hosts are kept. */
  embedLink: prose(L.embed),
});
export const ZJobInput = z.object({
  title: text(L.name),
  /** Rich text. */
  description: prose(L.richText),
  jobType: text(80),
  jobLocation: text(L.short),
  salary: text(80),
});
export const ZAwardInput = z.object({
  image: zContentImage,
  year: z.number().int().min(1900).max(2100),
  awardName: text(L.name),
  place: text(L.short),
});
export const ZTestimonialInput = z.object({
  image: zContentImage,
  name: text(L.short),
  designation: text(L.short),
  message: prose(L.summary),
});
/** An article's page is /dive-our/{slug}: the slug is unique (409 naming the field) and an old one redirects. */
export const ZArticleInput = z.object({
  title: text(L.name),
  slug: zSlug,
  image: zContentImage,
  category: ZArticleCategory,
  summary: prose(L.summary),
  /** Rich text: the article's full text. */
  body: prose(L.richText),
});

/** Each type's create fields (without `published`, which every type has). */
export const CONTENT_INPUTS = {
  team: ZTeamMemberInput,
  partners: ZPartnerInput,
  services: ZServiceInput,
  'lateral-hiring': ZSlideItemInput,
  lms: ZSlideItemInput,
  faqs: ZFaqInput,
  community: ZCommunityPostInput,
  media: ZMediaItemInput,
  gallery: ZGalleryItemInput,
  jobs: ZJobInput,
  awards: ZAwardInput,
  testimonials: ZTestimonialInput,
  articles: ZArticleInput,
} as const satisfies Record<TContentType, z.ZodObject>;
export type TContentInputs = { [K in TContentType]: z.input<(typeof CONTENT_INPUTS)[K]> };

const zPublished = z.object({ published: z.boolean().optional() });

/** POST /api/admin/content/{type}: the fields, and `published` (true unless sent false). */
export const contentCreateRequest = <T extends z.ZodObject>(fields: T) => fields.extend(zPublished.shape);
/** PATCH /api/admin/content/{type}/{id}: any of the fields, with the version loaded. */
export const contentUpdateRequest = <T extends z.ZodObject>(fields: T) =>
  fields.partial().extend(ZVersion.shape);
/** The console's view of one item: the fields, `_id`, `published`, `sortOrder` (ordered types) and times. */
export const contentAdminItem = <T extends z.ZodObject>(fields: T) =>
  fields.extend({
    _id: z.uuid(),
    published: z.boolean(),
    sortOrder: z.number().int().optional(),
    createdAt: z.string(),
    updatedAt: z.string(),
  });

/** PUT /api/admin/content/{type}/{id}/published. */
export const ZContentPublishRequest = z.object({ published: z.boolean() }).extend(ZVersion.shape);
export type TContentPublishRequest = z.input<typeof ZContentPublishRequest>;

/** PUT /api/admin/content/{type}/order: every id of the type, once each, in the new order. */
export const ZContentOrderRequest = ZReorderRequest;

/**
 * GET /api/admin/content/{type}: `q` searches the title (or name, question, award name); `published`
 * filters; sort by `order` (default for ordered types), `title`, `createdAt` (default for dated types) or
 * `updatedAt`.
 */
export const ZContentListQuery = ZConsoleListQuery.extend({
  published: z
    .enum(['true', 'false'])
    .transform((value) => value === 'true')
    .optional(),
});
export type TContentListQuery = z.infer<typeof ZContentListQuery>;
