// zod-free on purpose: the browser's sanitizer imports these without pulling in the schemas.
import type { TGalleryPlatform } from './content.ts';

/**
 * The HTML allowlists of DESIGN §4, one source for both layers: the API cleans stored HTML on write with
 * sanitize-html and the browser cleans it again on render with DOMPurify.
 */
export const HTML_ALLOWLISTS = {
  /** Review comments: formatting only, no attributes. */
  comment: { tags: ['b', 'i', 'em', 'strong', 'p', 'br', 'ul', 'ol', 'li'], attributes: [] },
  /** Operator-written rich text: structure and links (http, https, mailto, tel). */
  rich: {
    tags: [
      'b',
      'i',
      'em',
      'strong',
      'p',
      'br',
      'ul',
      'ol',
      'li',
      'h2',
      'h3',
      'h4',
      'blockquote',
      'code',
      'pre',
      'a',
      'span',
    ],
    attributes: ['href', 'title', 'rel'],
  },
} as const satisfies Record<string, { tags: readonly string[]; attributes: readonly string[] }>;

export type THtmlProfile = keyof typeof HTML_ALLOWLISTS;

/** The embed hosts of the five gallery platforms: iframes are kept only from these, over https (DESIGN §4). */
export const EMBED_HOSTS: Record<TGalleryPlatform, readonly string[]> = {
  facebook: ['www.facebook.com'],
  twitter: ['platform.twitter.com', 'twitframe.com'],
  youtube: ['www.youtube.com', 'www.youtube-nocookie.com'],
  linkedin: ['www.linkedin.com'],
  instagram: ['www.instagram.com'],
};
