import { useId, type ReactNode } from 'react';

type TProfileSectionProps = { title: string; intro?: string; children: ReactNode };

/** A profile tab's content under its own h2 (the page's h1 is the learner's name; lists inside use h3). */
export function ProfileSection({ title, intro, children }: TProfileSectionProps) {
  const titleId = useId();
  return (
    <section className="profile-section" aria-labelledby={titleId}>
      <header className="profile-section__header">
        <h2 id={titleId} className="profile-section__title">
          {title}
        </h2>
        {intro && <p className="profile-section__intro">{intro}</p>}
      </header>
      {children}
    </section>
  );
}
