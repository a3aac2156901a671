import type { ReactNode } from 'react';
import type { TPageHead } from '@curio/shared';
import { PageMeta } from '#web/components/layout/page-meta.tsx';

type TAuthLayoutProps = {
  /** The screen's SITE_PAGES entry: its title is the heading. */
  head: TPageHead;
  intro: string;
  children: ReactNode;
  /** The links under the form ("Don't have an account? Sign up"). */
  footer: ReactNode;
};

/** The shared frame of the login, sign-up and reset screens: a brand panel beside a form card. */
export function AuthLayout({ head, intro, children, footer }: TAuthLayoutProps) {
  return (
    <div className="auth container">
      <PageMeta {...head} />
      <aside className="auth__aside" aria-hidden="true">
        <p className="auth__aside-quote">
          Learn in the most undisciplined, irreverent and original manner possible.
        </p>
        <svg viewBox="0 0 200 120" className="auth__aside-art" focusable="false">
          <circle cx="40" cy="60" r="34" fill="#facc15" />
          <rect x="86" y="26" width="90" height="68" rx="14" fill="#ffffff" opacity=".9" />
          <path d="M102 48h58M102 62h40M102 76h50" stroke="#7c3aed" strokeWidth="6" strokeLinecap="round" />
        </svg>
      </aside>
      <section className="auth__card" aria-labelledby="auth-title">
        <h1 id="auth-title" className="auth__title">
          {head.title}
        </h1>
        <p className="auth__intro">{intro}</p>
        {children}
        <div className="auth__footer">{footer}</div>
      </section>
    </div>
  );
}
