import type { TRole } from '@curio/shared';
import { paths } from '#web/lib/paths.ts';

/** Marks a route editors may not open: the console shows them the 403 view (the API refuses them anyway). */
export type TConsoleRouteHandle = { isAdminOnly?: boolean };

export type TConsoleNavItem = { to: string; label: string; isAdminOnly: boolean };

/** The console's sidebar, in order; admin-only items are hidden from editors. */
export const CONSOLE_NAV: readonly TConsoleNavItem[] = [
  { to: paths.admin.dashboard, label: 'Dashboard', isAdminOnly: false },
  { to: paths.admin.courses, label: 'Courses', isAdminOnly: false },
  { to: paths.admin.categories, label: 'Categories', isAdminOnly: false },
  { to: paths.admin.orders, label: 'Orders', isAdminOnly: true },
  { to: paths.admin.inbox, label: 'Inbox', isAdminOnly: false },
  { to: paths.admin.reviews, label: 'Reviews', isAdminOnly: false },
  { to: paths.admin.users, label: 'Users', isAdminOnly: true },
  { to: paths.admin.certificates, label: 'Certificates', isAdminOnly: true },
  { to: paths.admin.audit, label: 'Audit log', isAdminOnly: true },
  { to: paths.admin.broadcasts, label: 'Broadcasts', isAdminOnly: false },
  { to: paths.admin.content, label: 'Content', isAdminOnly: false },
  { to: paths.admin.settings, label: 'Settings', isAdminOnly: false },
];

export const consoleNavFor = (role: TRole) =>
  CONSOLE_NAV.filter((item) => role === 'admin' || !item.isAdminOnly);

export const ROLE_LABELS: Record<TRole, string> = { user: 'Learner', editor: 'Editor', admin: 'Admin' };
