/** What a crawler or a link preview reads in a page's <head>, taken from the raw HTML the server sent. */
export interface PageHeadTags {
  title: string | undefined;
  /** `<meta name=…>` and `<meta property=…>` by that name. */
  meta: Record<string, string>;
  canonical: string | undefined;
  /** The parsed JSON of each JSON-LD script. */
  jsonLd: unknown[];
}

const unescape = (value: string) =>
  value
    .replaceAll('&quot;', '"')
    .replaceAll('&#39;', "'")
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&amp;', '&');

const attributesOf = (tag: string) =>
  Object.fromEntries(
    [...tag.matchAll(/([\w:-]+)="([^"]*)"/g)].map(([, name = '', value = '']) => [name, unescape(value)]),
  );

/** Reads the head of a page as a crawler does (no JavaScript): tags, their values unescaped. */
export function pageHead(html: string): PageHeadTags {
  const head = html.slice(0, html.indexOf('</head>'));
  const meta: Record<string, string> = {};
  for (const [tag] of head.matchAll(/<meta\b[^>]*>/g)) {
    const attrs = attributesOf(tag);
    const key = attrs.name ?? attrs.property;
    if (key && attrs.content !== undefined) meta[key] = attrs.content;
  }
  const canonical = [...head.matchAll(/<link\b[^>]*>/g)]
    .map(([tag]) => attributesOf(tag))
    .find((attrs) => attrs.rel === 'canonical')?.href;
  const titles = [...head.matchAll(/<title\b[^>]*>([^<]*)<\/title>/g)].map(([, text = '']) => unescape(text));
  if (titles.length > 1) throw new Error(`the head has ${titles.length} titles`);
  const jsonLd = [...head.matchAll(/<script type="application\/ld\+json"[^>]*>([^<]*)<\/script>/g)].map(
    ([, json = '']) => JSON.parse(json) as unknown,
  );
  return { title: titles[0], meta, canonical, jsonLd };
}

/** The page's first data (ADR 011): the API replies it embeds, by the path the SPA asks for. */
export function firstData(html: string): Record<string, unknown> {
  const match = /<script type="application\/json" id="first-data">([^<]*)<\/script>/.exec(html);
  if (!match) throw new Error('the page has no first data');
  return JSON.parse(match[1] ?? '') as Record<string, unknown>;
}

/** The attributes of each `<link>` in the page's head. */
export const headLinks = (html: string) =>
  [...html.slice(0, html.indexOf('</head>')).matchAll(/<link\b[^>]*>/g)].map(([tag]) => attributesOf(tag));
