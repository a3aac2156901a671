import type { TUser } from '@curio/shared';
import { Suspense, useId, useState } from 'react';
import { Link, NavLink, Outlet, useLocation, useMatches, useNavigation } from 'react-router';
import { CloseIcon, MenuIcon } from '#web/components/ui/icons.tsx';
import { PageSpinner } from '#web/components/ui/spinner.tsx';
import { paths } from '#web/lib/paths.ts';
import {
  consoleNavFor,
  ROLE_LABELS,
  type TConsoleRouteHandle,
} from '#web/features/console/shell/lib/console-nav.ts';
import { ForbiddenView } from '#web/components/layout/forbidden-view.tsx';
import { ConsoleSearch } from './console-search.tsx';

const isAdminOnlyHandle = (handle: unknown) =>
  typeof handle === 'object' && handle !== null && (handle as TConsoleRouteHandle).isAdminOnly === true;

/**
 * The console's frame for staff: skip link, the top bar with the search (and, under 1024 px, the brand and
 * the menu button), the sidebar, the page.
 */
export function ConsoleShell({ user }: { user: TUser }) {
  const navId = useId();
  const { pathname } = useLocation();
  // The menu is open on the page it was opened on: choosing a page from it closes it. (Not an effect that
  // closes it on navigation: that also runs after the first render, and would shut a menu opened before it.)
  const [menuOpenOn, setMenuOpenOn] = useState<string | null>(null);
  const isMenuOpen = menuOpenOn === pathname;
  const isNavigating = useNavigation().state === 'loading';
  const matches = useMatches();
  const isForbidden = user.role !== 'admin' && matches.some((match) => isAdminOnlyHandle(match.handle));

  return (
    <div className="console" data-menu-open={isMenuOpen}>
      <a className="skip-link" href="#console-main">
        Skip to main content
      </a>
      <div className="route-progress" data-active={isNavigating} aria-hidden="true" />
      <header className="console__topbar">
        <Link to={paths.admin.dashboard} className="console__brand">
          Curio <span>console</span>
        </Link>
        <ConsoleSearch role={user.role} />
        <button
          type="button"
          className="console__menu-button"
          aria-expanded={isMenuOpen}
          aria-controls={navId}
          onClick={() => setMenuOpenOn(isMenuOpen ? null : pathname)}
        >
          {isMenuOpen ? <CloseIcon /> : <MenuIcon />}
          <span>{isMenuOpen ? 'Close menu' : 'Menu'}</span>
        </button>
      </header>
      <aside className="console__sidebar" id={navId}>
        <nav aria-label="Console">
          <ul className="console__nav">
            {consoleNavFor(user.role).map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} end={item.to === paths.admin.dashboard} className="console__nav-link">
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="console__account">
          <p>
            <span className="console__account-name">{user.name}</span>
            <span className="console__account-role">{ROLE_LABELS[user.role]}</span>
          </p>
          <Link to={paths.home} className="console__back">
            ← Back to site
          </Link>
        </div>
      </aside>
      <main id="console-main" className="console__main" tabIndex={-1}>
        {isForbidden ? (
          <ForbiddenView backTo={paths.admin.dashboard} backLabel="Go to the dashboard" />
        ) : (
          <Suspense fallback={<PageSpinner />}>
            <Outlet />
          </Suspense>
        )}
      </main>
    </div>
  );
}
