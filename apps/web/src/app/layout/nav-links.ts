import { paths } from '#web/lib/paths.ts';

/** SPEC §2 navigation bar, in order. */
export const NAV_LINKS = [
  { to: paths.home, label: 'Home' },
  { to: paths.founder, label: 'Founder' },
  { to: paths.about, label: 'About' },
  { to: paths.contact, label: 'Contact' },
  { to: paths.courses, label: 'Course' },
] as const;
