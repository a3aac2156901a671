import sanitizeHtml from 'sanitize-html';
import { EMBED_HOSTS, HTML_ALLOWLISTS, isRichTextLink, trimLink, type TGalleryPlatform } from '@curio/shared';

/**
 * Server-side HTML sanitizers: everything user- or operator-written is cleaned on write (docs/product.md#api)
 * and the web cleans it again on render. Each profile is an allowlist; anything else is dropped, text kept.
 */

const { comment, rich } = HTML_ALLOWLISTS;

/** Review comments: the small allowlist of docs/product.md#catalogue, no attributes at all. */
const COMMENT: sanitizeHtml.IOptions = {
  allowedTags: [...comment.tags],
  allowedAttributes: {},
  disallowedTagsMode: 'discard',
};

/** Operator-written rich text (course descriptions, policies, services, jobs): structure and safe links. */
const RICH_TEXT: sanitizeHtml.IOptions = {
  allowedTags: [...rich.tags],
  allowedAttributes: { a: [...rich.attributes] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowProtocolRelative: false,
  transformTags: {
    // The one rule for a link's address (isRichTextLink), which the browser's sanitizer and the editor's
    // Link dialog apply too: an address it refuses is dropped, the link's text kept. Attributes keep their
    // order, so sanitizing stored HTML again leaves it as it is.
    a: (tagName, attribs) => {
      const href = trimLink(attribs.href ?? '');
      const kept = Object.entries(attribs).flatMap(([name, value]): [string, string][] => {
        if (name !== 'href') return [[name, value]];
        return isRichTextLink(href) ? [[name, href]] : [];
      });
      return { tagName, attribs: { ...Object.fromEntries(kept), rel: 'noopener noreferrer nofollow' } };
    },
  },
};

export function sanitizeComment(html: string): string {
  return sanitizeHtml(html, COMMENT).trim();
}

export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, RICH_TEXT).trim();
}

/** The iframes of sanitize-html's output, which is well-formed (attributes quoted, `>` escaped). */
const IFRAME = /(<iframe\b[^>]*>)[\s\S]*?<\/iframe>/g;

/**
 * Gallery embed markup: keeps only `<iframe>`s whose https `src` is on the platform's embed hosts, with
 * layout attributes; drops scripts, handlers, `javascript:`, every other tag and any stray text (an embed is
 * frames only). Returns '' when nothing safe is left.
 */
export function sanitizeEmbed(html: string, platform: TGalleryPlatform): string {
  const hosts = EMBED_HOSTS[platform];
  const clean = sanitizeHtml(html, {
    allowedTags: ['iframe'],
    allowedAttributes: {
      iframe: ['src', 'width', 'height', 'title', 'allowfullscreen', 'allow', 'loading', 'referrerpolicy'],
    },
    allowedSchemes: ['https'],
    allowedSchemesAppliedToAttributes: ['src'],
    allowProtocolRelative: false,
    allowedIframeHostnames: [...hosts],
    allowIframeRelativeUrls: false,
    exclusiveFilter: (frame) => frame.tag === 'iframe' && !frame.attribs.src,
    transformTags: {
      iframe: (tagName, attribs) => ({
        tagName,
        attribs: { ...attribs, loading: 'lazy', referrerpolicy: 'strict-origin-when-cross-origin' },
      }),
    },
  });
  // Fallback text inside a frame is dropped too.
  return [...clean.matchAll(IFRAME)].map((match) => `${match[1] ?? ''}</iframe>`).join('');
}
