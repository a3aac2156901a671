import type { ReactNode } from 'react';
import { PageMeta } from './page-meta.tsx';

type TPageFrameProps = {
  /** The page's <h1>, also used for its <title>. */
  heading: string;
  /** One honest sentence under the heading; doubles as the meta description unless one is given. */
  intro: string;
  description?: string;
  /** A small label above the heading ("Corporate training", "Your account"…). */
  eyebrow?: string;
  /** Keeps the page out of search results (account and staff screens). */
  noIndex?: boolean;
  children?: ReactNode;
};

/** The frame every content page shares: a banded header with the page's heading, then its body. */
export function PageFrame({ heading, intro, description, eyebrow, noIndex, children }: TPageFrameProps) {
  return (
    <>
      <PageMeta title={heading} description={description ?? intro} noIndex={noIndex} />
      <section className="page-hero">
        <div className="container page-hero__inner">
          {eyebrow && <p className="eyebrow">{eyebrow}</p>}
          <h1 className="page-hero__title">{heading}</h1>
          <p className="page-hero__intro">{intro}</p>
        </div>
      </section>
      {children && <div className="container page-body">{children}</div>}
    </>
  );
}
