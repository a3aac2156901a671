import { useId, type ReactNode } from 'react';

type THomeSectionProps = {
  eyebrow: string;
  title: string;
  /** One sentence under the title. */
  intro?: string;
  /** A "see all" link or similar, placed beside the title on wide screens. */
  action?: ReactNode;
  id?: string;
  tone?: 'plain' | 'tinted' | 'dark';
  children: ReactNode;
};

/** The frame of every home and About section: an eyebrow, a titled region and its content. */
export function HomeSection({
  eyebrow,
  title,
  intro,
  action,
  id,
  tone = 'plain',
  children,
}: THomeSectionProps) {
  const titleId = useId();
  return (
    <section id={id} className={`section home-section home-section--${tone}`} aria-labelledby={titleId}>
      <div className="container home-reveal">
        <div className="home-section__head">
          <div>
            <p className="eyebrow">{eyebrow}</p>
            <h2 id={titleId} className="home-section__title">
              {title}
            </h2>
            {intro && <p className="home-section__intro">{intro}</p>}
          </div>
          {action && <div className="home-section__action">{action}</div>}
        </div>
        {children}
      </div>
    </section>
  );
}
