import { useId, type ReactNode } from 'react';

type TPageSectionProps = { title: string; intro?: string; children: ReactNode };

/** A titled block inside a services page body. */
export function PageSection({ title, intro, children }: TPageSectionProps) {
  const titleId = useId();
  return (
    <section className="svc-section" aria-labelledby={titleId}>
      <h2 id={titleId} className="svc-section__title">
        {title}
      </h2>
      {intro && <p className="svc-section__intro">{intro}</p>}
      {children}
    </section>
  );
}
