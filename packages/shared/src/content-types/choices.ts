import { z } from 'zod';
import { GALLERY_PLATFORMS } from '../content-texts.ts';

export const ARTICLE_CATEGORIES = ['Newsletter', 'Media_Coverage', 'Features'] as const;
export const ZArticleCategory = z.enum(ARTICLE_CATEGORIES);
export type TArticleCategory = z.infer<typeof ZArticleCategory>;
/** How each category is written for people (the API's values have an underscore). */
export const ARTICLE_CATEGORY_LABELS = {
  Newsletter: 'Newsletter',
  Media_Coverage: 'Media Coverage',
  Features: 'Features',
} as const satisfies Record<TArticleCategory, string>;

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
