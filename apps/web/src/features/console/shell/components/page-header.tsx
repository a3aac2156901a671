import type { ReactNode } from 'react';
import { PageMeta } from '#web/components/layout/page-meta.tsx';

type TPageHeaderProps = {
  title: string;
  description?: ReactNode;
  /** Buttons or links on the right (New course, Export CSV…). */
  actions?: ReactNode;
  /** A link back to the list above the title, on detail pages. */
  back?: ReactNode;
};

/** The top of every console page: the h1 (also the tab title), a line of context and the page's actions. */
export function PageHeader({ title, description, actions, back }: TPageHeaderProps) {
  return (
    <header className="console-page-header">
      <PageMeta title={`${title} · Console`} description={`Curio console: ${title}`} noIndex />
      {back && <div className="console-page-header__back">{back}</div>}
      <div className="console-page-header__row">
        <div>
          <h1 className="console-page-header__title">{title}</h1>
          {description && <p className="console-page-header__description">{description}</p>}
        </div>
        {actions && <div className="console-page-header__actions">{actions}</div>}
      </div>
    </header>
  );
}
