import { useMemo } from 'react';
import { sanitizeHtml, type THtmlProfile } from '#web/lib/sanitize.ts';

type TRichTextProps = {
  html: string;
  profile?: THtmlProfile;
  className?: string;
  as?: 'div' | 'section' | 'article';
};

/** Renders stored rich text as markup, sanitized on every render (never trust what the server stored). */
export function RichText({ html, profile = 'rich', className, as: Tag = 'div' }: TRichTextProps) {
  const clean = useMemo(() => sanitizeHtml(html, profile), [html, profile]);
  return (
    <Tag
      className={['rich-text', className].filter(Boolean).join(' ')}
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
