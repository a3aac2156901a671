// zod-free on purpose: the browser's sanitizer imports these without pulling in the schemas.
import type { TGalleryPlatform } from './content-types/choices.ts';
import { LINK_MAX } from './links.ts';

/**
 * The HTML allowlists (docs/product.md#catalogue, docs/product.md#content-pages), one source for both layers:
 * the API cleans stored HTML on write with sanitize-html and the browser cleans it again on render with
 * DOMPurify.
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

/**
 * Where a link in rich text may point: an `http(s)://` address with a host, `mailto:` or `tel:`, a page of
 * this site (one `/`; `//host` and `/\host` are other sites), or a place on the page (`#`). The API's
 * sanitizer drops any other `href` on write, the browser's on render, and the editor's Link dialog refuses
 * it before either.
 */
export const RICH_LINK_PATTERN = /^(?:https?:\/\/[^/\\\s]|mailto:\S|tel:\S|\/(?![/\\])|#)/i;

/** A space or a control character (C0, DEL, C1): a browser drops or refuses these inside an address. */
const hasControlOrSpace = (value: string) =>
  /\s/.test(value) ||
  [...value].some((char) => {
    const code = char.codePointAt(0) ?? 0;
    return code <= 0x1f || (code >= 0x7f && code <= 0x9f);
  });

/** Whether `href` (trimmed with `trimLink`) is a link rich text keeps: `RICH_LINK_PATTERN`, `LINK_MAX`. */
export const isRichTextLink = (href: string): boolean =>
  href.length <= LINK_MAX && !hasControlOrSpace(href) && RICH_LINK_PATTERN.test(href);

/**
 * The embed hosts of the five gallery platforms: iframes are kept only from these, over https
 * (docs/product.md#content-pages).
 */
export const EMBED_HOSTS: Record<TGalleryPlatform, readonly string[]> = {
  facebook: ['www.facebook.com'],
  twitter: ['platform.twitter.com', 'twitframe.com'],
  youtube: ['www.youtube.com', 'www.youtube-nocookie.com'],
  linkedin: ['www.linkedin.com'],
  instagram: ['www.instagram.com'],
};

// Closing block tags and <br> separate words visually; stripped bare they would glue "one.</p><p>Two"
// together.
const BLOCK_BOUNDARY = /<\/(?:p|li|h[1-6]|div|blockquote|pre|ul|ol|tr)\s*>|<br\s*\/?>/gi;
// Elements whose content no reader sees as text.
const HIDDEN_ELEMENT = /<(script|style|template|noscript)\b[\s\S]*?(?:<\/\1\s*>|$)/gi;
const COMMENT = /<!--[\s\S]*?(?:-->|$)/g;
const TAG = /<\/?[a-z][^>]*>/gi;
const ENTITY = /&(?:#(\d{1,7})|#x([0-9a-f]{1,6})|([a-z]{2,8}));/gi;
const NAMED_ENTITIES: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
  hellip: '…',
  mdash: '—',
  ndash: '–',
  lsquo: '‘',
  rsquo: '’',
  ldquo: '“',
  rdquo: '”',
  copy: '©',
};

const decodeEntity = (entity: string, decimal?: string, hex?: string, name?: string) => {
  if (name) return NAMED_ENTITIES[name.toLowerCase()] ?? entity;
  const code = decimal ? Number(decimal) : Number.parseInt(hex ?? '', 16);
  return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : entity;
};

/**
 * Plain text of a markup string (meta descriptions and JSON-LD). Needs no DOM, so the server's head and the
 * SPA's read the same text; it only ever sees HTML already cleaned on write, and its output is escaped
 * wherever it is printed.
 */
export function htmlToText(html: string): string {
  return html
    .replace(HIDDEN_ELEMENT, ' ')
    .replace(COMMENT, ' ')
    .replace(BLOCK_BOUNDARY, '$& ')
    .replace(TAG, '')
    .replace(ENTITY, decodeEntity)
    .replace(/\s+/g, ' ')
    .trim();
}
