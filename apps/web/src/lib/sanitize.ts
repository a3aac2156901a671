import DOMPurify from 'dompurify';
import { HTML_ALLOWLISTS, type THtmlProfile } from '@curio/shared';

/**
 * Sanitizes HTML again on render (DESIGN §4: the server cleans on write, the browser cleans on render), so a
 * stored payload that slipped past one layer is still inert. The allowlists are the server's (HTML_ALLOWLISTS).
 */
export type { THtmlProfile };

export function sanitizeHtml(html: string, profile: THtmlProfile = 'rich'): string {
  const { tags, attributes } = HTML_ALLOWLISTS[profile];
  return DOMPurify.sanitize(html, {
    ALLOWED_TAGS: [...tags],
    ALLOWED_ATTR: [...attributes],
    ALLOWED_URI_REGEXP: /^(?:https?:|mailto:|tel:|\/|#)/i,
  });
}

// Closing block tags and <br> separate words visually; stripped bare they would glue "one.</p><p>Two" together.
const BLOCK_BOUNDARY = /<\/(?:p|li|h[1-6]|div|blockquote|pre|ul|ol|tr)\s*>|<br\s*\/?>/gi;

/** Plain text of a markup string (SPEC §2: job descriptions are shown "with markup tags stripped"). */
export function stripTags(html: string): string {
  const spaced = html.replace(BLOCK_BOUNDARY, '$& ');
  const text = DOMPurify.sanitize(spaced, { ALLOWED_TAGS: ['#text'], KEEP_CONTENT: true });
  const element = document.createElement('textarea');
  element.innerHTML = text;
  return element.value.replace(/\s+/g, ' ').trim();
}
