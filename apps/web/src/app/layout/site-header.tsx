import { firstWord, isStaff, LIMITS } from '@curio/shared';
import { useId, useState } from 'react';
import { Link, NavLink } from 'react-router';
import { Logo } from '#web/components/layout/logo.tsx';
import { buttonClass } from '#web/components/ui/button.tsx';
import { BellIcon, CartIcon, MenuIcon } from '#web/components/ui/icons.tsx';
import { useSession } from '#web/lib/session.ts';
import { paths } from '#web/lib/paths.ts';
import { CartBadge, cartLabel, useCartCount } from './cart-badge.tsx';
import { MobileMenu } from './mobile-menu.tsx';
import { NAV_LINKS } from './nav-links.ts';
import { useScrolledPast } from './use-scrolled-past.ts';

const navClass = ({ isActive }: { isActive: boolean }) => `nav-link${isActive ? ' is-active' : ''}`;

/** docs/product.md#pages: a signed-in user's cart icon, with the number of items on it. */
function CartLink() {
  const count = useCartCount();
  return (
    <NavLink to={paths.cart} className="icon-link cart-link" aria-label={cartLabel(count)}>
      <CartIcon />
      <CartBadge count={count} />
    </NavLink>
  );
}

/**
 * The navigation bar (docs/product.md#pages): translucent past 50 px of scroll, a slide-in menu on small
 * screens. Three layouts (styles/header.css): from 1024 px everything; 769–1023 px the page links move into
 * the menu and the bar keeps the logo, Courses, the account links and the cart; up to 768 px only the logo
 * and the menu button.
 */
export function SiteHeader() {
  const { user, isLoggedIn } = useSession();
  const isTranslucent = useScrolledPast(LIMITS.navTranslucentAfterPx);
  const [isMenuOpen, setIsMenuOpen] = useState(false);
  const menuId = useId();

  return (
    <header className="site-header" data-translucent={isTranslucent ? 'true' : 'false'}>
      <nav className="container site-header__inner" aria-label="Main">
        <Link to={paths.home} className="site-header__brand">
          <Logo />
        </Link>
        <ul className="nav-links">
          {NAV_LINKS.map((link) => (
            <li key={link.to}>
              <NavLink to={link.to} className={navClass} end>
                {link.label}
              </NavLink>
            </li>
          ))}
        </ul>
        <div className="nav-actions">
          <Link to={paths.courses} className={buttonClass('accent', 'nav-actions__courses')}>
            Courses
          </Link>
          {isLoggedIn ? (
            <>
              {/* Staff (editors and admins) get a way into the console; the console checks the role again. */}
              {isStaff(user?.role) && (
                <NavLink to={paths.admin.root} className={navClass}>
                  Admin
                </NavLink>
              )}
              {/* A first name can be any length: past 12 characters it ends in '…' so the bar keeps its width. */}
              <NavLink to={paths.profile} className={navClass}>
                <span className="nav-link__name">{firstWord(user?.name ?? '') || 'Profile'}</span>
              </NavLink>
              {/* Not in the bar of docs/product.md#pages, but /notification needs a way in; a bell is where learners look. */}
              <NavLink to={paths.notifications} className="icon-link" aria-label="Notifications">
                <BellIcon />
              </NavLink>
              <CartLink />
            </>
          ) : (
            <NavLink to={paths.login} className={navClass}>
              Login
            </NavLink>
          )}
        </div>
        <button
          type="button"
          className="nav-toggle"
          aria-label="Open menu"
          aria-expanded={isMenuOpen}
          aria-controls={menuId}
          onClick={() => setIsMenuOpen(true)}
        >
          <MenuIcon />
        </button>
      </nav>
      <MobileMenu id={menuId} isOpen={isMenuOpen} onClose={() => setIsMenuOpen(false)} />
    </header>
  );
}
