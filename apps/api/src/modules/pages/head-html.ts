import { headElements, serializeJsonLd, type THeadElement, type TPageHead } from '@curio/shared';
import { escapeHtml } from '#api/lib/escape-html.ts';

/**
 * A page's head as HTML: the tags of `headElements` (the same list the SPA's PageMeta renders), `extra` tags
 * (the LCP image's preload) and, for a course, its JSON-LD. Every value is escaped; the JSON-LD has each "<"
 * escaped, so no text can close its <script>. `data-head` marks them as the server's: PageMeta removes them
 * once it has rendered its own.
 */
export function renderHead(
  head: TPageHead,
  origin: string,
  jsonLd?: unknown,
  extra: readonly THeadElement[] = [],
): string {
  const tags = [...headElements(head, origin), ...extra].map((element) => {
    if (element.tag === 'title') return `<title data-head>${escapeHtml(element.text)}</title>`;
    const attrs = Object.entries(element.attrs)
      .map(([name, value]) => ` ${name}="${escapeHtml(value)}"`)
      .join('');
    return `<${element.tag} data-head${attrs} />`;
  });
  if (jsonLd !== undefined)
    tags.push(`<script type="application/ld+json" data-head>${serializeJsonLd(jsonLd)}</script>`);
  return tags.join('\n    ');
}
