import { z } from 'zod';
import { zMultilineText, zText } from './text.ts';
import {
  APPLICATION_TEXT_MAX,
  LEAD_SOURCE_MAX,
  CONTENT_MESSAGES,
  GALLERY_PLATFORMS,
  LEAD_COMMENT_MAX,
} from './content-texts.ts';
import { zEmail, zPhone } from './rules.ts';
import { ZSocialLink } from './site.ts';

/**
 * Content, corporate services, leads and applications (docs/product.md#content-pages, docs/product.md#api).
 * Field names are the API's historical ones where it had them (`shortdescription`, `embedLink`, `jobType`, `awardName`…);
 * team, partner and community posts had none, so their fields are ours.
 * Rich-text fields hold sanitized HTML; render them through the web's sanitizer again.
 */

const M = CONTENT_MESSAGES;

const zRequiredText = (max: number, required: string = M.fieldRequired, string = zMultilineText) =>
  string({ error: required })
    .trim()
    .min(1, { error: required })
    .max(max, { error: max === LEAD_COMMENT_MAX ? M.commentTooLong : M.textTooLong });

export const ZWebsitePolicy = z.object({ privacyPolicy: z.string(), termsAndConditions: z.string() });
export type TWebsitePolicy = z.infer<typeof ZWebsitePolicy>;

export const ZTeamMember = z.object({
  _id: z.uuid(),
  name: z.string(),
  role: z.string(),
  bio: z.string(),
  image: z.string(),
  socialLinks: z.array(ZSocialLink),
});
export type TTeamMember = z.infer<typeof ZTeamMember>;

export const ZPartner = z.object({
  _id: z.uuid(),
  name: z.string(),
  logo: z.string(),
  description: z.string(),
});
export type TPartner = z.infer<typeof ZPartner>;

export const ZService = z.object({
  _id: z.uuid(),
  title: z.string(),
  image: z.string(),
  shortdescription: z.string(),
  description: z.string(),
  tags: z.array(z.string()),
});
export type TService = z.infer<typeof ZService>;

/** Lateral-hiring and LMS slider items (docs/product.md#content-pages: _id, title, image; the description is ours). */
export const ZSlideItem = z.object({
  _id: z.uuid(),
  title: z.string(),
  image: z.string(),
  description: z.string(),
});
export type TSlideItem = z.infer<typeof ZSlideItem>;

export const ZFaq = z.object({ _id: z.uuid(), question: z.string(), answer: z.string() });
export type TFaq = z.infer<typeof ZFaq>;

export const ZCommunityPost = z.object({
  _id: z.uuid(),
  title: z.string(),
  excerpt: z.string(),
  body: z.string(),
  author: z.string(),
  image: z.string(),
  tags: z.array(z.string()),
  createdAt: z.string(),
});
export type TCommunityPost = z.infer<typeof ZCommunityPost>;

export const ARTICLE_CATEGORIES = ['Newsletter', 'Media_Coverage', 'Features'] as const;
export const ZArticleCategory = z.enum(ARTICLE_CATEGORIES);
export type TArticleCategory = z.infer<typeof ZArticleCategory>;
/** How each category is written for people (the API's values have an underscore). */
export const ARTICLE_CATEGORY_LABELS = {
  Newsletter: 'Newsletter',
  Media_Coverage: 'Media Coverage',
  Features: 'Features',
} as const satisfies Record<TArticleCategory, string>;

/** An article as the listing shows it; its page is /dive-our/{slug}. */
export const ZArticle = z.object({
  _id: z.uuid(),
  slug: z.string(),
  title: z.string(),
  image: z.string(),
  category: ZArticleCategory,
  summary: z.string(),
  createdAt: z.string(),
});
export type TArticle = z.infer<typeof ZArticle>;

/** GET /api/article/slug/{slug}: the article with its full text (sanitized rich text) and when it last changed. */
export const ZArticleDetail = ZArticle.extend({ body: z.string(), updatedAt: z.string() });
export type TArticleDetail = z.infer<typeof ZArticleDetail>;

/** GET /api/article?category=Newsletter|Media_Coverage|Features (no category = all). */
export const ZArticleListQuery = z.object({ category: ZArticleCategory.optional() });

/** /our-media items: Read More opens the summary in place (the outlets are fictional, so no outbound link). */
export const ZMediaItem = z.object({
  _id: z.uuid(),
  title: z.string(),
  image: z.string(),
  source: z.string(),
  summary: z.string(),
  createdAt: z.string(),
});
export type TMediaItem = z.infer<typeof ZMediaItem>;

export const ZGalleryPlatform = z.enum(GALLERY_PLATFORMS);
export type TGalleryPlatform = z.infer<typeof ZGalleryPlatform>;
/** How each platform is written for people (the API's values are lower case). */
export const GALLERY_PLATFORM_LABELS = {
  facebook: 'Facebook',
  twitter: 'Twitter',
  youtube: 'YouTube',
  linkedin: 'LinkedIn',
  instagram: 'Instagram',
} as const satisfies Record<TGalleryPlatform, string>;

export const ZGalleryItem = z.object({
  _id: z.uuid(),
  platform: ZGalleryPlatform,
  title: z.string(),
  /** Sanitized on write: iframes from the platforms' embed hosts only, no scripts, no handlers (docs/product.md#api). */
  embedLink: z.string(),
  createdAt: z.string(),
});
export type TGalleryItem = z.infer<typeof ZGalleryItem>;

export const ZJob = z.object({
  _id: z.uuid(),
  title: z.string(),
  /** May contain markup; the jobs page shows it as sanitized rich text where the original site stripped the markup and ran paragraphs together. */
  description: z.string(),
  jobType: z.string(),
  jobLocation: z.string(),
  /** Shown with a '$' prefix, e.g. '85,000 – 110,000'. */
  salary: z.string(),
  createdAt: z.string(),
});
export type TJob = z.infer<typeof ZJob>;

export const ZAward = z.object({
  _id: z.uuid(),
  image: z.string(),
  year: z.number().int(),
  awardName: z.string(),
  place: z.string(),
});
export type TAward = z.infer<typeof ZAward>;

export const ZTestimonial = z.object({
  _id: z.uuid(),
  image: z.string(),
  name: z.string(),
  designation: z.string(),
  message: z.string(),
});
export type TTestimonial = z.infer<typeof ZTestimonial>;

/**
 * POST /api/leads (docs/product.md#api: name, email, comment). `source` is the service the enquiry is about: the contact
 * form's Service field, preselected from `?service=` that the Enquire buttons send. Blank
 * is stored as none. The agree box is checked in the browser.
 */
export const ZLeadRequest = z.object({
  name: zRequiredText(100, M.nameRequired, zText),
  email: zEmail,
  comment: zRequiredText(LEAD_COMMENT_MAX, M.commentRequired),
  source: zText().trim().max(LEAD_SOURCE_MAX, { error: M.serviceTooLong }).optional(),
});
export type TLeadRequest = z.input<typeof ZLeadRequest>;

/** POST /api/workWithCurio/{id}/apply: the job Apply button submits a real application (docs/product.md#enquiries). */
export const ZJobApplicationRequest = z.object({
  name: zRequiredText(100, M.nameRequired, zText),
  email: zEmail,
  phone: zPhone,
  coverLetter: zRequiredText(APPLICATION_TEXT_MAX),
});
export type TJobApplicationRequest = z.input<typeof ZJobApplicationRequest>;

/** POST /api/trainer/apply: the trainer form submits a real application (docs/product.md#enquiries). */
export const ZTrainerApplicationRequest = z.object({
  name: zRequiredText(100, M.nameRequired, zText),
  email: zEmail,
  phone: zPhone,
  expertise: zRequiredText(200, M.fieldRequired, zText),
  experienceYears: z
    .number({ error: M.experienceInvalid })
    .int({ error: M.experienceInvalid })
    .min(0, { error: M.experienceInvalid })
    .max(60, { error: M.experienceInvalid }),
  message: zRequiredText(APPLICATION_TEXT_MAX),
});
export type TTrainerApplicationRequest = z.input<typeof ZTrainerApplicationRequest>;

/** What a stored lead or application answers with. */
export const ZSubmissionReceipt = z.object({ _id: z.uuid(), createdAt: z.string() });
export type TSubmissionReceipt = z.infer<typeof ZSubmissionReceipt>;

/** GET /api/communityGallery?platform=… (no platform = every platform). */
export const ZGalleryListQuery = z.object({ platform: ZGalleryPlatform.optional() });

/** Operator views of what visitors sent (GET /api/admin/leads, job-applications, trainer-applications). */
export const ZLead = z.object({
  _id: z.uuid(),
  name: z.string(),
  email: z.string(),
  comment: z.string(),
  source: z.string().nullable(),
  createdAt: z.string(),
});
export type TLead = z.infer<typeof ZLead>;

export const ZJobApplication = z.object({
  _id: z.uuid(),
  /** Null once the job itself has been removed; the title stays. */
  jobId: z.uuid().nullable(),
  jobTitle: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  coverLetter: z.string(),
  createdAt: z.string(),
});
export type TJobApplication = z.infer<typeof ZJobApplication>;

export const ZTrainerApplication = z.object({
  _id: z.uuid(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  expertise: z.string(),
  experienceYears: z.number().int(),
  message: z.string(),
  createdAt: z.string(),
});
export type TTrainerApplication = z.infer<typeof ZTrainerApplication>;
