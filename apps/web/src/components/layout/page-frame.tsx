import type { ReactNode } from 'react';
import type { TPageHead } from '@curio/shared';
import { PageMeta } from './page-meta.tsx';

type TPageFrameProps = {
  /**
   * The page's head (usually its SITE_PAGES entry, packages/shared): its title is the <h1> and its
   * description the intro unless `heading`/`intro` say otherwise. Left out while the page's own data loads,
   * so the head the server wrote stays until the real one is known.
   */
  head: TPageHead | undefined;
  heading?: string;
  /** One honest sentence under the heading. */
  intro?: string;
  /** A small label above the heading ("Corporate training", "Your account"…). */
  eyebrow?: string;
  children?: ReactNode;
};

/** The frame every content page shares: a banded header with the page's heading, then its body. */
export function PageFrame({
  head,
  heading = head?.title,
  intro = head?.description,
  eyebrow,
  children,
}: TPageFrameProps) {
  return (
    <>
      {head && <PageMeta {...head} />}
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
