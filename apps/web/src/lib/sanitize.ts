import DOMPurify from 'dompurify';
import { HTML_ALLOWLISTS, RICH_LINK_PATTERN, type THtmlProfile } from '@curio/shared';

/**
 * Sanitizes HTML again on render (docs/product.md#api: the server cleans on write, the browser cleans on
 * render), so a stored payload that slipped past one layer is still inert. The allowlists are the server's
 * (HTML_ALLOWLISTS), and so is the rule for a link's address (RICH_LINK_PATTERN).
 */
export type { THtmlProfile };

export function sanitizeHtml(html: string, profile: THtmlProfile = 'rich'): string {
  const { tags, attributes } = HTML_ALLOWLISTS[profile];
  return DOMPurify.sanitize(html, {
    ALLOWED_TAGS: [...tags],
    ALLOWED_ATTR: [...attributes],
    ALLOWED_URI_REGEXP: RICH_LINK_PATTERN,
  });
}
