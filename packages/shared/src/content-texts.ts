// zod-free on purpose: the public pages import these without pulling in the schemas.

import { groupedNumber } from './plurals.ts';

export const LEAD_COMMENT_MAX = 2000;
export const APPLICATION_TEXT_MAX = 4000;
/** A lead's `source`: the service an enquiry is about (a service's title, a corporate page's name). */
export const LEAD_SOURCE_MAX = 100;
/**
 * An enquiry about no service: the contact form's Service field left on it. Every enquiry is sent from the
 * contact page, so one without a source came from there and is about nothing in particular.
 */
export const GENERAL_ENQUIRY = 'General enquiry';
/** Where an enquiry came from as staff read it (inbox, export, mail): its service or page, else general. */
export const leadOriginOf = (source: string | null): string => source ?? GENERAL_ENQUIRY;

/**
 * This feature's own texts; those kept from the original site are in MESSAGES.contact/content
 * (docs/product.md#messages).
 */
export const CONTENT_MESSAGES = {
  nameRequired: 'Please enter your name.',
  commentRequired: 'Please write a message.',
  commentTooLong: `Keep the message under ${LEAD_COMMENT_MAX} characters.`,
  textTooLong: `Keep this under ${APPLICATION_TEXT_MAX} characters.`,
  fieldRequired: 'This field is required.',
  /** A lead's service (`source`) longer than any service name: not something the contact form sends. */
  serviceTooLong: `Choose a service from the list (at most ${LEAD_SOURCE_MAX} characters).`,
  experienceInvalid: 'Enter your years of experience as a whole number from 0 to 60.',
  applicationReceived: 'Application received. We will be in touch soon.',
  applicationFailed: 'Could not send your application. Please try again.',
  jobNotFound: 'Job not found',
  serviceNotFound: 'Service not found',
  articleNotFound: 'Article not found',
  embedRejected: "Nothing is left of this embed once cleaned: use the platform's own https embed code.",
  loadFailed: 'We could not load this content.',
  retry: 'Try again',
  noArticles: 'No articles in this category yet.',
  noMedia: 'No media coverage yet.',
  noAwards: 'No awards to show yet.',
  noTestimonials: 'No testimonials yet.',
  noFaqs: 'No questions yet.',
  noServices: 'No services to show yet.',
  noPartners: 'No partners to show yet.',
  noCommunityPosts: 'No community posts yet.',
} as const;

/**
 * An amount or a range of amounts and nothing else: '40,000', '85,000 – 110,000', '18.5-24'. Anything else
 * ('₹18–24 LPA', '$90k', 'Competitive') already says its currency or is not an amount.
 */
const BARE_AMOUNT = /^\d[\d,.]*(?:\s*[–—-]\s*\d[\d,.]*)?$/;

/**
 * A job's salary as the operator entered it; the '$' of the original cards goes only before a bare amount
 * (docs/product.md#content-pages).
 */
export const salaryText = (salary: string): string => {
  const entered = salary.trim();
  return BARE_AMOUNT.test(entered) ? `$${entered}` : entered;
};

/** How many applications a job has had: '1 application', '12 applications', and nothing for none. */
export const applicationsText = (count: number): string =>
  count > 0 ? `${groupedNumber(count)} application${count === 1 ? '' : 's'}` : '';

export const GALLERY_PLATFORMS = ['facebook', 'twitter', 'youtube', 'linkedin', 'instagram'] as const;
