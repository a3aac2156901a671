import { paths } from '#web/lib/paths.ts';

/** The navigation bar of docs/product.md#pages, in order. */
export const NAV_LINKS = [
  { to: paths.home, label: 'Home' },
  { to: paths.founder, label: 'Founder' },
  { to: paths.about, label: 'About' },
  { to: paths.contact, label: 'Contact' },
  { to: paths.courses, label: 'Course' },
] as const;
