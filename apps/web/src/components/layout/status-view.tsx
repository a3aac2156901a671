import type { TPageHead } from '@curio/shared';
import { useId } from 'react';
import { Link } from 'react-router';
import { PageMeta } from './page-meta.tsx';
import { buttonClass } from '#web/components/ui/button.tsx';

type TStatusViewProps = {
  /** The status a visitor reads in large type ('404', '403'); screen readers skip it, the heading says it. */
  code: string;
  head: TPageHead;
  /** The page's <h1>. */
  title: string;
  /** One sentence saying why, and what might have happened. */
  text: string;
  /** The one way on: where it leads and what the button says. */
  action: { to: string; label: string };
};

/** A page that cannot be shown (an unknown address, course or article; a forbidden one) and the way on. */
export function StatusView({ code, head, title, text, action }: TStatusViewProps) {
  const titleId = useId();
  return (
    <section className="container status-page" aria-labelledby={titleId}>
      <PageMeta {...head} />
      <p className="status-page__code" aria-hidden="true">
        {code}
      </p>
      <h1 id={titleId}>{title}</h1>
      <p>{text}</p>
      <div className="status-page__actions">
        <Link className={buttonClass('primary')} to={action.to}>
          {action.label}
        </Link>
      </div>
    </section>
  );
}
