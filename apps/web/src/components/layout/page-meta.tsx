import { pageTitle } from '#web/lib/brand.ts';

type TPageMetaProps = {
  /** The page's own name; the tab reads "<title> · Curio". */
  title: string;
  description: string;
  /** For pages that should stay out of search results (404, account screens). */
  noIndex?: boolean;
  /** A site-relative or absolute image URL for link previews (og:image). */
  image?: string;
  /** The page's own path, e.g. "/coursesdetails/react", for <link rel="canonical"> and og:url. */
  canonical?: string;
};

/** Crawlers and link previews need absolute URLs. */
const absoluteUrl = (url: string) => new URL(url, window.location.origin).href;

/** Per-route <title>, description and Open Graph tags (DESIGN §5); React 19 hoists them into <head>. */
export function PageMeta({ title, description, noIndex = false, image, canonical }: TPageMetaProps) {
  const fullTitle = pageTitle(title);
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      <meta property="og:type" content="website" />
      {image && <meta property="og:image" content={absoluteUrl(image)} />}
      {canonical && <meta property="og:url" content={absoluteUrl(canonical)} />}
      {canonical && <link rel="canonical" href={absoluteUrl(canonical)} />}
      {noIndex && <meta name="robots" content="noindex" />}
    </>
  );
}
