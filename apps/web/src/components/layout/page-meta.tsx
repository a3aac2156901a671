import { pageTitle } from '../../lib/brand.ts';

type TPageMetaProps = {
  /** The page's own name; the tab reads "<title> · Curio". */
  title: string;
  description: string;
  /** For pages that should stay out of search results (404, account screens). */
  noIndex?: boolean;
};

/** Per-route <title>, description and Open Graph tags (DESIGN §5); React 19 hoists them into <head>. */
export function PageMeta({ title, description, noIndex = false }: TPageMetaProps) {
  const fullTitle = pageTitle(title);
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      <meta property="og:type" content="website" />
      {noIndex && <meta name="robots" content="noindex" />}
    </>
  );
}
