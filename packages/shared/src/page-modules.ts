import { paths } from './paths.ts';

/**
 * The page module each landing route loads first (`apps/web/src/app/routes.tsx`), by its path in apps/web
 * as Vite's manifest names it. The server lists the module's chunks and CSS in the page's head, fetched in
 * parallel with the entry (ADR 012), and renders these routes on the server (ADR 019): a route not listed
 * still works, it just loads its chunk later and goes out with the shell. The web build fails when a module
 * named here is not in its manifest (`apps/web/vite-plugins/page-modules.ts`), so a renamed page cannot
 * silently stop being rendered on the server. Keyed by the route's path or pattern in `paths.ts`.
 */
export const PAGE_MODULES: Readonly<Record<string, string>> = {
  [paths.home]: 'src/features/site/pages/home-page.tsx',
  [paths.courses]: 'src/features/courses/pages/courses-page.tsx',
  [paths.courseDetail.pattern]: 'src/features/courses/pages/course-detail-page.tsx',
  [paths.login]: 'src/features/auth/pages/login-page.tsx',
};
