import type { PatchRoutesOnNavigationFunction, RouteObject } from 'react-router';
import { PageSpinner } from '#web/components/ui/spinner.tsx';
import { RootLayout, ShellServices, SiteChrome } from './layout/root-layout.tsx';
import { RouteError } from './layout/route-error.tsx';
import { lazyPage } from '#web/lib/lazy-page.ts';
import { paths } from '#web/lib/paths.ts';

const site = {
  home: lazyPage(() => import('#web/features/site/pages/home-page.tsx'), 'HomePage'),
  founder: lazyPage(() => import('#web/features/site/pages/founder-page.tsx'), 'FounderPage'),
  notFound: lazyPage(() => import('#web/features/site/pages/not-found-page.tsx'), 'NotFoundPage'),
};
const auth = {
  login: lazyPage(() => import('#web/features/auth/pages/login-page.tsx'), 'LoginPage'),
  signup: lazyPage(() => import('#web/features/auth/pages/signup-page.tsx'), 'SignupPage'),
  forgot: lazyPage(() => import('#web/features/auth/pages/forgot-page.tsx'), 'ForgotPage'),
};
const services = {
  hireTrainDeploy: lazyPage(
    () => import('#web/features/services/pages/hire-train-deploy-page.tsx'),
    'HireTrainDeployPage',
  ),
};
const testimonials = lazyPage(
  () => import('#web/features/content/pages/testimonials-page.tsx'),
  'TestimonialsPage',
);

/**
 * docs/product.md#pages, route by route. Aliases (/, /WhoWeBe; /login, /newlogin; …) share one page module.
 */
const pages: RouteObject[] = [
  { index: true, lazy: site.home },
  { path: paths.whoWeBe, lazy: site.home },
  { path: paths.founder, lazy: site.founder },
  {
    path: paths.about,
    // The About page; the partners page 'Meet Our Tool Techbelt' is its section at
    // /BondedBrilliance#partners.
    lazy: lazyPage(() => import('#web/features/site/pages/about-page.tsx'), 'AboutPage'),
  },
  {
    path: paths.contact,
    lazy: lazyPage(() => import('#web/features/contact/pages/contact-page.tsx'), 'ContactPage'),
  },
  {
    path: paths.courses,
    lazy: lazyPage(() => import('#web/features/courses/pages/courses-page.tsx'), 'CoursesPage'),
  },
  {
    path: paths.courseDetail.pattern,
    lazy: lazyPage(() => import('#web/features/courses/pages/course-detail-page.tsx'), 'CourseDetailPage'),
  },
  {
    path: paths.coursePreview.pattern,
    lazy: lazyPage(() => import('#web/features/courses/pages/course-preview-page.tsx'), 'CoursePreviewPage'),
  },
  // A course's lessons (docs/product.md#the-learners-pages); the video player loads with a video lesson only.
  {
    path: paths.learn.course.pattern,
    lazy: lazyPage(() => import('#web/features/learning/pages/learn-course-page.tsx'), 'LearnCoursePage'),
  },
  {
    path: paths.learn.lesson.pattern,
    lazy: lazyPage(() => import('#web/features/learning/pages/lesson-page.tsx'), 'LessonPage'),
  },
  // Anyone checks a certificate here (docs/product.md#certificates); the server writes its head.
  {
    path: paths.certificate.pattern,
    lazy: lazyPage(() => import('#web/features/certificates/pages/certificate-page.tsx'), 'CertificatePage'),
  },
  { path: paths.login, lazy: auth.login },
  { path: paths.newLogin, lazy: auth.login },
  { path: paths.signup, lazy: auth.signup },
  { path: paths.forgot, lazy: auth.forgot },
  {
    path: paths.profile,
    lazy: lazyPage(() => import('#web/features/profile/pages/profile-page.tsx'), 'ProfilePage'),
  },
  {
    path: paths.receipt.pattern,
    lazy: lazyPage(() => import('#web/features/profile/pages/receipt-page.tsx'), 'ReceiptPage'),
  },
  { path: paths.cart, lazy: lazyPage(() => import('#web/features/cart/pages/cart-page.tsx'), 'CartPage') },
  {
    path: paths.wishlist,
    lazy: lazyPage(() => import('#web/features/wishlist/pages/wishlist-page.tsx'), 'WishlistPage'),
  },
  {
    path: paths.checkout,
    lazy: lazyPage(() => import('#web/features/checkout/pages/checkout-page.tsx'), 'CheckoutPage'),
  },
  {
    path: paths.checkoutReturn,
    lazy: lazyPage(
      () => import('#web/features/checkout/pages/checkout-return-page.tsx'),
      'CheckoutReturnPage',
    ),
  },
  {
    path: paths.notifications,
    lazy: lazyPage(
      () => import('#web/features/notifications/pages/notifications-page.tsx'),
      'NotificationsPage',
    ),
  },
  { path: paths.faq, lazy: lazyPage(() => import('#web/features/content/pages/faq-page.tsx'), 'FaqPage') },
  {
    path: paths.services,
    lazy: lazyPage(() => import('#web/features/services/pages/services-page.tsx'), 'ServicesPage'),
  },
  {
    path: paths.services2,
    lazy: lazyPage(() => import('#web/features/services/pages/solutions-hub-page.tsx'), 'SolutionsHubPage'),
  },
  {
    path: paths.work,
    lazy: lazyPage(
      () => import('#web/features/services/pages/learning-solutions-page.tsx'),
      'LearningSolutionsPage',
    ),
  },
  {
    path: paths.serviceDetail.pattern,
    lazy: lazyPage(() => import('#web/features/services/pages/service-detail-page.tsx'), 'ServiceDetailPage'),
  },
  {
    path: paths.beTrainer,
    lazy: lazyPage(() => import('#web/features/trainer/pages/be-a-trainer-page.tsx'), 'BeATrainerPage'),
  },
  { path: paths.train, lazy: services.hireTrainDeploy },
  { path: paths.hireTrainDeploy, lazy: services.hireTrainDeploy },
  {
    path: paths.cloudLab,
    lazy: lazyPage(() => import('#web/features/services/pages/cloud-labs-page.tsx'), 'CloudLabsPage'),
  },
  {
    path: paths.assessment,
    lazy: lazyPage(() => import('#web/features/services/pages/assessment-page.tsx'), 'AssessmentPage'),
  },
  { path: paths.lms, lazy: lazyPage(() => import('#web/features/services/pages/lms-page.tsx'), 'LmsPage') },
  {
    path: paths.lateralHiring,
    lazy: lazyPage(() => import('#web/features/services/pages/lateral-hiring-page.tsx'), 'LateralHiringPage'),
  },
  {
    path: paths.articles,
    lazy: lazyPage(() => import('#web/features/content/pages/articles-page.tsx'), 'ArticlesPage'),
  },
  {
    path: paths.articleDetail.pattern,
    lazy: lazyPage(() => import('#web/features/content/pages/article-page.tsx'), 'ArticlePage'),
  },
  {
    path: paths.media,
    lazy: lazyPage(() => import('#web/features/content/pages/media-page.tsx'), 'MediaPage'),
  },
  {
    path: paths.gallery,
    lazy: lazyPage(() => import('#web/features/content/pages/gallery-page.tsx'), 'GalleryPage'),
  },
  { path: paths.jobs, lazy: lazyPage(() => import('#web/features/content/pages/jobs-page.tsx'), 'JobsPage') },
  {
    path: paths.awards,
    lazy: lazyPage(() => import('#web/features/content/pages/awards-page.tsx'), 'AwardsPage'),
  },
  { path: paths.whatClient, lazy: testimonials },
  { path: paths.testimonials, lazy: testimonials },
  {
    path: paths.privacyPolicy,
    lazy: lazyPage(() => import('#web/features/content/pages/privacy-policy-page.tsx'), 'PrivacyPolicyPage'),
  },
  {
    path: paths.terms,
    lazy: lazyPage(() => import('#web/features/content/pages/terms-page.tsx'), 'TermsPage'),
  },
  {
    path: paths.community,
    lazy: lazyPage(() => import('#web/features/content/pages/community-page.tsx'), 'CommunityPage'),
  },
  { path: '*', lazy: site.notFound },
];

export const routes: RouteObject[] = [
  {
    path: '/',
    Component: RootLayout,
    HydrateFallback: PageSpinner,
    ErrorBoundary: RouteError,
    // The pathless middle route keeps the nav and footer on screen when a page fails.
    children: [{ ErrorBoundary: RouteError, children: pages }],
  },
];

/** The console's layout, loaded with its own chunk; a learner's 403 page is framed by the site's chrome. */
async function loadConsoleLayout() {
  const { ConsoleLayout } = await import('#web/features/console/shell/components/console-layout.tsx');
  return {
    Component: function ConsoleRoot() {
      return (
        <>
          <ConsoleLayout SiteChrome={SiteChrome} />
          <ShellServices />
        </>
      );
    },
  };
}

function ConsoleRouteError() {
  return (
    <>
      <SiteChrome>
        <RouteError />
      </SiteChrome>
      <ShellServices />
    </>
  );
}

const isConsolePath = (path: string) => path === paths.admin.root || path.startsWith(`${paths.admin.root}/`);

/**
 * The operator console is not in the initial route table: on the first navigation to /admin…,
 * its route table (`features/console/routes.tsx`) is imported and patched in, so the public pages' bundle
 * holds no console code at all. Patching again is a no-op (same route id).
 */
export const patchRoutesOnNavigation: PatchRoutesOnNavigationFunction = async ({ path, patch }) => {
  if (!isConsolePath(path)) return;
  const { adminRoutes } = await import('#web/features/console/routes.tsx');
  patch(null, [
    {
      id: 'admin',
      path: paths.admin.root,
      lazy: loadConsoleLayout,
      HydrateFallback: PageSpinner,
      ErrorBoundary: ConsoleRouteError,
      // A page that fails keeps the console around it.
      children: [{ ErrorBoundary: RouteError, children: adminRoutes }],
    },
  ]);
};
