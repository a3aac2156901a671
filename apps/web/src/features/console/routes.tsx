import type { RouteObject } from 'react-router';
import { lazyPage } from '#web/lib/lazy-page.ts';
import { paths } from '#web/lib/paths.ts';
import type { TConsoleRouteHandle } from '#web/features/console/shell/lib/console-nav.ts';

const adminOnly: TConsoleRouteHandle = { isAdminOnly: true };

/** Paths relative to /admin, for the children below. */
const child = (path: string) => path.slice(paths.admin.root.length + 1);

/**
 * The console's pages, children of the /admin layout route (app/routes.tsx). This module itself is only
 * loaded on the first visit to /admin, so the public pages never download any console code. It is the one
 * module that imports every area's pages (the areas never import each other: scripts/lint/boundaries.js). Add
 * a page: `{ path: child(paths.admin.x), lazy: lazyPage(() => import('<area>/pages/x-page.tsx'), 'XPage') }`
 * (the import through `#web/features/console/`), with `handle: adminOnly` when editors may not open it.
 */
export const adminRoutes: RouteObject[] = [
  {
    index: true,
    lazy: lazyPage(
      () => import('#web/features/console/operations/pages/dashboard-page.tsx'),
      'DashboardPage',
    ),
  },
  {
    path: child(paths.admin.users),
    handle: adminOnly,
    lazy: lazyPage(() => import('#web/features/console/people/pages/users-page.tsx'), 'UsersPage'),
  },
  {
    path: child(paths.admin.user.pattern),
    handle: adminOnly,
    lazy: lazyPage(() => import('#web/features/console/people/pages/user-page.tsx'), 'UserPage'),
  },
  {
    path: child(paths.admin.certificates),
    handle: adminOnly,
    lazy: lazyPage(
      () => import('#web/features/console/people/pages/certificates-page.tsx'),
      'CertificatesPage',
    ),
  },
  {
    path: child(paths.admin.certificate.pattern),
    handle: adminOnly,
    lazy: lazyPage(
      () => import('#web/features/console/people/pages/certificate-page.tsx'),
      'CertificatePage',
    ),
  },
  {
    path: child(paths.admin.audit),
    handle: adminOnly,
    lazy: lazyPage(() => import('#web/features/console/people/pages/audit-page.tsx'), 'AuditPage'),
  },
  {
    path: child(paths.admin.broadcasts),
    lazy: lazyPage(
      () => import('#web/features/console/operations/pages/broadcasts-page.tsx'),
      'BroadcastsPage',
    ),
  },
  {
    path: child(paths.admin.orders),
    handle: adminOnly,
    lazy: lazyPage(() => import('#web/features/console/operations/pages/orders-page.tsx'), 'OrdersPage'),
  },
  {
    path: child(paths.admin.order.pattern),
    handle: adminOnly,
    lazy: lazyPage(() => import('#web/features/console/operations/pages/order-page.tsx'), 'OrderPage'),
  },
  {
    path: child(paths.admin.inbox),
    lazy: lazyPage(() => import('#web/features/console/operations/pages/inbox-page.tsx'), 'InboxPage'),
  },
  {
    path: child(paths.admin.reviews),
    lazy: lazyPage(() => import('#web/features/console/catalogue/pages/reviews-page.tsx'), 'ReviewsPage'),
  },
  {
    path: child(paths.admin.courses),
    lazy: lazyPage(() => import('#web/features/console/catalogue/pages/courses-page.tsx'), 'CoursesPage'),
  },
  {
    path: child(paths.admin.courseNew),
    lazy: lazyPage(
      () => import('#web/features/console/catalogue/pages/course-editor-page.tsx'),
      'CourseEditorPage',
    ),
  },
  {
    path: child(paths.admin.course.pattern),
    lazy: lazyPage(
      () => import('#web/features/console/catalogue/pages/course-editor-page.tsx'),
      'CourseEditorPage',
    ),
  },
  {
    path: child(paths.admin.courseLearning.pattern),
    lazy: lazyPage(
      () => import('#web/features/console/catalogue/pages/course-learning-page.tsx'),
      'CourseLearningPage',
    ),
  },
  {
    path: child(paths.admin.courseLessons.pattern),
    lazy: lazyPage(
      () => import('#web/features/console/catalogue/pages/course-lessons-page.tsx'),
      'CourseLessonsPage',
    ),
  },
  {
    path: child(paths.admin.lesson.pattern),
    lazy: lazyPage(
      () => import('#web/features/console/catalogue/pages/lesson-editor-page.tsx'),
      'LessonEditorPage',
    ),
  },
  {
    path: child(paths.admin.categories),
    lazy: lazyPage(
      () => import('#web/features/console/catalogue/pages/categories-page.tsx'),
      'CategoriesPage',
    ),
  },
  {
    path: child(paths.admin.content),
    lazy: lazyPage(
      () => import('#web/features/console/content/pages/content-types-page.tsx'),
      'ContentTypesPage',
    ),
  },
  {
    path: child(paths.admin.contentType.pattern),
    lazy: lazyPage(
      () => import('#web/features/console/content/pages/content-list-page.tsx'),
      'ContentListPage',
    ),
  },
  {
    path: child(paths.admin.contentNew.pattern),
    lazy: lazyPage(
      () => import('#web/features/console/content/pages/content-item-page.tsx'),
      'ContentItemPage',
    ),
  },
  {
    path: child(paths.admin.contentItem.pattern),
    lazy: lazyPage(
      () => import('#web/features/console/content/pages/content-item-page.tsx'),
      'ContentItemPage',
    ),
  },
  {
    path: child(paths.admin.settings),
    lazy: lazyPage(() => import('#web/features/console/settings/pages/settings-page.tsx'), 'SettingsPage'),
  },
  {
    path: '*',
    lazy: lazyPage(
      () => import('#web/features/console/shell/pages/console-not-found-page.tsx'),
      'ConsoleNotFoundPage',
    ),
  },
];
