import { z } from 'zod';
import { zText } from './text.ts';
import {
  CONTENT_LIMITS,
  zContentImage,
  zContentLink,
  zContentProse as prose,
  zContentText as text,
} from './content-types/fields.ts';
import { ZWebsitePolicy } from './content.ts';
import { zEmail } from './rules.ts';
import { ZSiteSettings } from './site.ts';

/**
 * Site settings in the console: one JSON value per key. `site` holds the brand, the hero's
 * tagline, the contact box, the social links and the founder (GET /api/site); `websitePolicy` the privacy
 * policy and terms (rich text, sanitized on write; GET /api/websitepolicy). A save carries the `updatedAt` it
 * loaded, or null when the key was never saved (the shipped defaults were showing).
 */
export const SETTINGS_KEYS = ['site', 'websitePolicy'] as const;
export const ZSettingsKey = z.enum(SETTINGS_KEYS);
export type TSettingsKey = z.infer<typeof ZSettingsKey>;

const zSettingsVersion = z.object({ version: zText().datetime({ offset: true }).nullable() });
const zLinks = z.array(zContentLink).max(CONTENT_LIMITS.socialLinks);

export const ZSiteSettingsInput = z.object({
  brand: text(80),
  /** The home hero's tagline. */
  tagline: prose(500),
  contact: z.object({
    address: prose(300),
    phones: z.array(text(40)).max(5),
    email: zEmail,
  }),
  socialLinks: zLinks,
  founder: z.object({ name: text(CONTENT_LIMITS.short), photo: zContentImage, socialLinks: zLinks }),
});
export const ZWebsitePolicyInput = z.object({
  privacyPolicy: prose(CONTENT_LIMITS.richText),
  termsAndConditions: prose(CONTENT_LIMITS.richText),
});

/** PUT /api/admin/settings/site (admins). */
export const ZSiteSettingsUpdateRequest = ZSiteSettingsInput.extend(zSettingsVersion.shape);
export type TSiteSettingsUpdateRequest = z.input<typeof ZSiteSettingsUpdateRequest>;
/** PUT /api/admin/settings/websitePolicy (editors and admins: policy texts are content). */
export const ZWebsitePolicyUpdateRequest = ZWebsitePolicyInput.extend(zSettingsVersion.shape);
export type TWebsitePolicyUpdateRequest = z.input<typeof ZWebsitePolicyUpdateRequest>;

const setting = <T extends z.ZodType>(value: T) => z.object({ value, updatedAt: z.string().nullable() });
export const ZAdminSiteSetting = setting(ZSiteSettings);
export const ZAdminWebsitePolicySetting = setting(ZWebsitePolicy);
/** GET /api/admin/settings: every key with its value and version (null: never saved, defaults shown). */
export const ZAdminSettings = z.object({
  site: ZAdminSiteSetting,
  websitePolicy: ZAdminWebsitePolicySetting,
});
export type TAdminSettings = z.infer<typeof ZAdminSettings>;
