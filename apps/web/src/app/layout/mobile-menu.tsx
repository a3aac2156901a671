import { firstWord, isStaff } from '@curio/shared';
import { useEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import { NavLink } from 'react-router';
import { CloseIcon } from '#web/components/ui/icons.tsx';
import { useFocusTrap } from '#web/components/ui/use-focus-trap.ts';
import { useLogout } from '#web/lib/use-logout.ts';
import { useSession } from '#web/lib/session.ts';
import { paths } from '#web/lib/paths.ts';
import { CartBadge, cartLabel, useCartCount } from './cart-badge.tsx';
import { NAV_LINKS } from './nav-links.ts';

type TMobileMenuProps = { id: string; isOpen: boolean; onClose: () => void };

/**
 * The slide-in menu of small screens and tablets (≤ 1023 px): a dialog with the bar's links plus Cart and
 * Logout. Kept in the DOM (hidden) so the toggle's aria-controls always points at it; portalled to <body>
 * because the translucent header's backdrop-filter would otherwise trap this fixed panel inside it.
 */
export function MobileMenu({ id, isOpen, onClose }: TMobileMenuProps) {
  const { user, isLoggedIn } = useSession();
  const logout = useLogout();
  const cartCount = useCartCount();
  const panelRef = useRef<HTMLDivElement>(null);
  useFocusTrap(panelRef, isOpen, onClose);

  useEffect(() => {
    if (!isOpen) return;
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
    };
  }, [isOpen]);

  const links = [
    ...NAV_LINKS,
    { to: paths.courses, label: 'Courses' },
    ...(isLoggedIn
      ? [
          ...(isStaff(user?.role) ? [{ to: paths.admin.root, label: 'Admin' }] : []),
          { to: paths.profile, label: firstWord(user?.name ?? '') || 'Profile' },
          { to: paths.notifications, label: 'Notifications' },
          { to: paths.cart, label: 'Cart' },
        ]
      : [{ to: paths.login, label: 'Login' }]),
  ];

  // The build's pre-rendered shell has no <body> to portal into; the menu is closed there anyway.
  if (typeof document === 'undefined') return null;
  return createPortal(
    <div className="mobile-menu" id={id} hidden={!isOpen}>
      <div className="mobile-menu__backdrop" onClick={onClose} aria-hidden="true" />
      <div ref={panelRef} className="mobile-menu__panel" role="dialog" aria-modal="true" aria-label="Menu">
        <button type="button" className="mobile-menu__close" aria-label="Close menu" onClick={onClose}>
          <CloseIcon />
        </button>
        <nav aria-label="Mobile">
          <ul className="mobile-menu__links">
            {links.map((link) => {
              const isCart = link.to === paths.cart;
              return (
                <li key={`${link.to}-${link.label}`}>
                  <NavLink
                    to={link.to}
                    end
                    className="mobile-menu__link"
                    aria-label={isCart ? cartLabel(cartCount) : undefined}
                    onClick={onClose}
                  >
                    {link.label}
                    {isCart && <CartBadge count={cartCount} />}
                  </NavLink>
                </li>
              );
            })}
          </ul>
        </nav>
        {isLoggedIn && (
          <button
            type="button"
            className="btn btn--secondary mobile-menu__logout"
            onClick={() => {
              onClose();
              logout();
            }}
          >
            Logout
          </button>
        )}
      </div>
    </div>,
    document.body,
  );
}
