/**
 * Every route of the site (docs/product.md#pages) in one place, with the addresses' historical spellings
 * (`/singup`, `/lateralhirning`, `/hiretraindepoy`, `/terms&condition`). It imports nothing: the SPA routes
 * with it, the server writes each page's head and the sitemap from it (apps/api/src/modules/pages).
 */
export const paths = {
  home: '/',
  whoWeBe: '/WhoWeBe',
  founder: '/MastermindsHQ',
  about: '/BondedBrilliance',
  contact: '/SayHello',
  courses: '/course',
  courseDetail: {
    pattern: '/coursesdetails/:courseId',
    to: (slug: string) => `/coursesdetails/${encodeURIComponent(slug)}`,
  },
  /** The course page of a course of any status, for staff, by the course's id. */
  coursePreview: {
    pattern: '/course-preview/:id',
    to: (id: string) => `/course-preview/${encodeURIComponent(id)}`,
  },
  /**
   * A course's lessons (docs/product.md#learning), noindex: `/learn/{slug}` opens the lesson to continue with,
   * `/learn/{slug}/{lessonId}` one lesson.
   */
  learn: {
    course: { pattern: '/learn/:slug', to: (slug: string) => `/learn/${encodeURIComponent(slug)}` },
    lesson: {
      pattern: '/learn/:slug/:lessonId',
      to: (slug: string, lessonId: string) =>
        `/learn/${encodeURIComponent(slug)}/${encodeURIComponent(lessonId)}`,
    },
  },
  login: '/login',
  newLogin: '/newlogin',
  signup: '/singup',
  forgot: '/forgot',
  profile: '/profile',
  cart: '/cart',
  wishlist: '/wishlist',
  checkout: '/checkout',
  /**
   * Where Stripe's page sends the learner back (docs/product.md#payment): `?order={id}` and, after paying,
   * `&session_id=…`; `&cancelled=1` when they left without paying. Never trusted: the page reads the order.
   */
  checkoutReturn: '/checkout/return',
  /** A receipt or credit note of the learner's, with its PDF (docs/product.md#receipts). */
  receipt: {
    pattern: '/profile/receipts/:number',
    to: (number: string) => `/profile/receipts/${encodeURIComponent(number)}`,
  },
  notifications: '/notification',
  faq: '/faq',
  services: '/services',
  services2: '/services2',
  work: '/work',
  serviceDetail: {
    pattern: '/service/:id',
    to: (id: string) => `/service/${encodeURIComponent(id)}`,
  },
  beTrainer: '/beatrainer',
  train: '/train',
  cloudLab: '/cloudlab',
  assessment: '/assessment',
  lms: '/lms',
  lateralHiring: '/lateralhirning',
  hireTrainDeploy: '/hiretraindepoy',
  articles: '/dive-our',
  /** One article in full, by its slug; an old slug redirects. */
  articleDetail: {
    pattern: '/dive-our/:slug',
    to: (slug: string) => `/dive-our/${encodeURIComponent(slug)}`,
  },
  media: '/our-media',
  gallery: '/our-gallery',
  jobs: '/our-work',
  awards: '/our-awards',
  whatClient: '/what-client',
  testimonials: '/testimonials',
  privacyPolicy: '/privacy-policy',
  terms: '/terms&condition',
  /** The community posts (docs/product.md#content-pages). */
  community: '/community',
  /** The operator console: staff only; its pages and their code load on the first visit. */
  admin: {
    root: '/admin',
    dashboard: '/admin',
    courses: '/admin/courses',
    courseNew: '/admin/courses/new',
    course: { pattern: '/admin/courses/:id', to: (id: string) => `/admin/courses/${encodeURIComponent(id)}` },
    /** A course's learners: figures, where they stop, the progress export (docs/product.md#what-operators-see). */
    courseLearning: {
      pattern: '/admin/courses/:id/learning',
      to: (id: string) => `/admin/courses/${encodeURIComponent(id)}/learning`,
    },
    /** A course's sections and lessons (docs/product.md#authoring). */
    courseLessons: {
      pattern: '/admin/courses/:id/lessons',
      to: (id: string) => `/admin/courses/${encodeURIComponent(id)}/lessons`,
    },
    lesson: { pattern: '/admin/lessons/:id', to: (id: string) => `/admin/lessons/${encodeURIComponent(id)}` },
    categories: '/admin/categories',
    orders: '/admin/orders',
    order: { pattern: '/admin/orders/:id', to: (id: string) => `/admin/orders/${encodeURIComponent(id)}` },
    /** `?kind=leads|job-applications|trainer-applications` picks the tab. */
    inbox: '/admin/inbox',
    reviews: '/admin/reviews',
    users: '/admin/users',
    user: { pattern: '/admin/users/:id', to: (id: string) => `/admin/users/${encodeURIComponent(id)}` },
    audit: '/admin/audit',
    broadcasts: '/admin/broadcasts',
    /** The site's content: the list of types, then each type's items and form. */
    content: '/admin/content',
    contentType: {
      pattern: '/admin/content/:type',
      to: (type: string) => `/admin/content/${encodeURIComponent(type)}`,
    },
    contentNew: {
      pattern: '/admin/content/:type/new',
      to: (type: string) => `/admin/content/${encodeURIComponent(type)}/new`,
    },
    contentItem: {
      pattern: '/admin/content/:type/:id',
      to: (type: string, id: string) =>
        `/admin/content/${encodeURIComponent(type)}/${encodeURIComponent(id)}`,
    },
    /** Policy texts (editors and admins) and the site settings (admins). */
    settings: '/admin/settings',
  },
} as const;
