import { z } from 'zod';
import { zMultilineText, zText } from './text.ts';
import {
  APPLICATION_TEXT_MAX,
  LEAD_SOURCE_MAX,
  CONTENT_MESSAGES,
  LEAD_COMMENT_MAX,
} from './content-texts.ts';
import { ZArticleCategory, ZGalleryPlatform } from './content-types/choices.ts';
import { zEmail, zPhone } from './rules.ts';

/**
 * The website policy, the public lists' queries, leads and applications (docs/product.md#content-pages,
 * docs/product.md#api). The content types and their public shapes are in content-types/.
 */

const M = CONTENT_MESSAGES;

const zRequiredText = (max: number, required: string = M.fieldRequired, string = zMultilineText) =>
  string({ error: required })
    .trim()
    .min(1, { error: required })
    .max(max, { error: max === LEAD_COMMENT_MAX ? M.commentTooLong : M.textTooLong });

export const ZWebsitePolicy = z.object({ privacyPolicy: z.string(), termsAndConditions: z.string() });
export type TWebsitePolicy = z.infer<typeof ZWebsitePolicy>;

/** GET /api/article?category=Newsletter|Media_Coverage|Features (no category = all). */
export const ZArticleListQuery = z.object({ category: ZArticleCategory.optional() });

/**
 * POST /api/leads (docs/product.md#api: name, email, comment). `source` is the service the enquiry is about:
 * the contact form's Service field, preselected from `?service=` that the Enquire buttons send. Blank is
 * stored as none. The agree box is checked in the browser.
 */
export const ZLeadRequest = z.object({
  name: zRequiredText(100, M.nameRequired, zText),
  email: zEmail,
  comment: zRequiredText(LEAD_COMMENT_MAX, M.commentRequired),
  source: zText().trim().max(LEAD_SOURCE_MAX, { error: M.serviceTooLong }).optional(),
});
export type TLeadRequest = z.input<typeof ZLeadRequest>;

/**
 * POST /api/workWithCurio/{id}/apply: the job Apply button submits a real application
 * (docs/product.md#enquiries).
 */
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
