import { z } from 'zod';
import { ZPublicPayments } from './payments.ts';

/**
 * Brand, contact details and social links: site settings held in the database (docs/product.md#content-pages,
 * seeded with demo values).
 */
export const ZSocialLink = z.object({ label: z.string(), url: z.string() });

/**
 * The networks the console offers for a social link; the label is what the site shows and picks the icon by
 * (SocialIcon). A link saved with another label keeps it.
 */
export const SOCIAL_NETWORKS = [
  'Facebook',
  'X',
  'LinkedIn',
  'Instagram',
  'YouTube',
  'GitHub',
  'Website',
] as const;

export const ZSiteSettings = z.object({
  brand: z.string(),
  tagline: z.string(),
  contact: z.object({
    address: z.string(),
    phones: z.array(z.string()),
    email: z.string(),
  }),
  socialLinks: z.array(ZSocialLink),
  founder: z.object({
    name: z.string(),
    photo: z.string(),
    socialLinks: z.array(ZSocialLink),
  }),
});
export type TSiteSettings = z.infer<typeof ZSiteSettings>;

/**
 * GET /api/site → data: the settings, plus what the server's configuration tells every page: how the site
 * takes payment (`payments.mode`, PAYMENTS: 'manual' or 'stripe'; docs/product.md#payment).
 */
export const ZPublicSite = ZSiteSettings.extend({ payments: ZPublicPayments });
export type TPublicSite = z.infer<typeof ZPublicSite>;
