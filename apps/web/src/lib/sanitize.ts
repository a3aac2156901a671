import DOMPurify from 'dompurify';

/** DESIGN §4: the small HTML allowlist rich text may use; sanitized on write and again here on render. */
const ALLOWED_TAGS = [
  'a',
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
];

export function sanitizeHtml(html: string): string {
  return DOMPurify.sanitize(html, { ALLOWED_TAGS, ALLOWED_ATTR: ['href', 'title'] });
}

/** Text only, for previews that must not carry markup (SPEC §2: job descriptions with tags stripped). */
export function stripHtml(html: string): string {
  return DOMPurify.sanitize(html, { ALLOWED_TAGS: [], KEEP_CONTENT: true });
}
