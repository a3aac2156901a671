import { CONTENT_MESSAGES } from './content-texts.ts';
import { COURSE_MESSAGES } from './course-texts.ts';
import { BRAND_NAME, type TPageHead } from './head-elements.ts';
import { paths } from './paths.ts';

/** A page with a fixed address: its path (also its canonical), the other addresses that show it, its head. */
export type TSitePage = TPageHead & { path: string; canonical: string; aliases?: readonly string[] };

const yourAccount = { noIndex: true } as const;

/**
 * Every public route of docs/product.md#pages with a fixed address, and its head. Each page takes its title
 * (also its <h1>) and description (usually also its intro) from here; the server answers these paths with the
 * head filled in, lists the indexable ones in /sitemap.xml and disallows the noindex ones in /robots.txt.
 */
const pages = {
  home: {
    path: paths.home,
    aliases: [paths.whoWeBe],
    title: 'Home',
    description:
      'Curio teaches practical, job-ready skills through online courses and corporate training programmes.',
  },
  founder: {
    path: paths.founder,
    title: 'Meet Our Founder',
    description: 'The person who started Curio, the team that builds it, and where to follow their work.',
  },
  about: {
    path: paths.about,
    title: `About ${BRAND_NAME}, A Work Force`,
    description: 'Who we are, how we teach, and the technology partners whose tools our learners master.',
  },
  contact: {
    path: paths.contact,
    title: 'Leave Us Your Info.',
    description: 'Tell us what you would like to learn or what your team needs, and we will get back to you.',
  },
  courses: {
    path: paths.courses,
    title: 'Our Course',
    description:
      'Pick a category to browse its courses, then open any course to see its curriculum, quiz and reviews.',
  },
  login: {
    path: paths.login,
    aliases: [paths.newLogin],
    title: 'Login',
    description: 'Log in to your Curio account.',
  },
  signup: { path: paths.signup, title: 'Sign Up', description: 'Create a Curio account.' },
  forgot: {
    path: paths.forgot,
    title: 'Forgot Password',
    description: 'Reset your Curio password with a one-time code.',
  },
  profile: {
    path: paths.profile,
    title: 'Profile',
    description: 'Your Curio profile and settings.',
    ...yourAccount,
  },
  cart: {
    path: paths.cart,
    title: 'Cart',
    description: 'The courses you have chosen, with their prices and quantities, ready for checkout.',
    ...yourAccount,
  },
  wishlist: {
    path: paths.wishlist,
    title: 'Wishlist',
    description: 'Courses you have saved for later; move any of them to your cart when you are ready.',
    ...yourAccount,
  },
  checkout: {
    path: paths.checkout,
    title: 'Checkout',
    description: 'Enter your contact and address details, check your order and place it.',
    ...yourAccount,
  },
  /** Where Stripe's page sends the learner back (docs/product.md#payment). */
  checkoutReturn: {
    path: paths.checkoutReturn,
    title: 'Your payment',
    description: 'Where your payment stands, and your courses once it is received.',
    ...yourAccount,
  },
  notifications: {
    path: paths.notifications,
    title: 'Notifications',
    description: 'Announcements from Curio and updates about your orders and courses.',
    ...yourAccount,
  },
  faq: {
    path: paths.faq,
    title: 'FAQ',
    description: 'Answers to the questions learners and companies ask us most often.',
  },
  services: {
    path: paths.services,
    title: 'Services',
    description:
      'Training services that help companies hire, upskill and deploy people with the skills they need.',
  },
  services2: {
    path: paths.services2,
    title: 'Training Solutions',
    description: 'Five ways Curio helps companies find, train and grow the people they need.',
  },
  work: {
    path: paths.work,
    title: 'Learning Solutions',
    description: "How Curio designs learning programmes around a company's goals, teams and tools.",
  },
  beTrainer: {
    path: paths.beTrainer,
    title: 'Be a Trainer',
    description: 'Share what you know: tell us about your expertise and teach learners with Curio.',
  },
  hireTrainDeploy: {
    path: paths.hireTrainDeploy,
    aliases: [paths.train],
    title: 'Hire-Train-Deploy',
    description:
      'We hire promising people, train them in the skills your teams need and deploy them ready to work.',
  },
  cloudLab: {
    path: paths.cloudLab,
    title: 'Cloud Labs',
    description:
      'Hands-on cloud environments where learners practise on real infrastructure without setting anything up.',
  },
  assessment: {
    path: paths.assessment,
    title: 'AI Assessment',
    description: 'Skill assessments that show what candidates and employees can actually do.',
  },
  lms: {
    path: paths.lms,
    title: 'Learning Management System',
    description: "One place to assign courses, follow progress and report on your teams' learning.",
  },
  lateralHiring: {
    path: paths.lateralHiring,
    title: 'Lateral Hiring',
    description: 'Training that brings experienced hires up to speed on your stack and ways of working.',
  },
  articles: {
    path: paths.articles,
    title: 'Our Articles',
    description: 'Newsletters, media coverage and feature stories from the Curio team.',
  },
  media: {
    path: paths.media,
    title: 'Our Media',
    description: 'Stories, interviews and coverage of Curio and its learners.',
  },
  gallery: {
    path: paths.gallery,
    title: 'Community Gallery',
    description: 'Posts from the Curio community on Facebook, Twitter, YouTube, LinkedIn and Instagram.',
  },
  jobs: {
    path: paths.jobs,
    title: 'Open Position',
    description: 'Roles open at Curio, with their type, location and salary.',
  },
  awards: {
    path: paths.awards,
    title: 'Our Awards',
    description: 'Awards Curio and its programmes have received over the years.',
  },
  testimonials: {
    path: paths.testimonials,
    aliases: [paths.whatClient],
    title: 'What Our Clients Say',
    description: 'Learners and companies describe what training with Curio changed for them.',
  },
  privacyPolicy: {
    path: paths.privacyPolicy,
    title: 'Privacy Policy',
    description: 'How Curio collects, uses and protects your personal information.',
  },
  terms: {
    path: paths.terms,
    title: 'Terms & Condition',
    description: 'The terms that apply when you use Curio and buy its courses.',
  },
  community: {
    path: paths.community,
    title: 'Community',
    description: 'Stories, tips and projects shared by Curio learners and trainers.',
  },
} as const satisfies Record<string, Omit<TSitePage, 'canonical'>>;

/** SITE_PAGES entry by entry, each page's canonical address being its own path (never an alias). */
export const SITE_PAGES = Object.fromEntries(
  Object.entries(pages).map(([key, page]) => [key, { ...page, canonical: page.path }]),
) as { [K in keyof typeof pages]: (typeof pages)[K] & { canonical: string } };

/** Heads of pages without a fixed address of their own. */
export const PAGE_HEADS = {
  notFound: { title: 'Page not found', description: 'There is no page at this address.', noIndex: true },
  courseNotFound: {
    title: COURSE_MESSAGES.courseNotFound,
    description: 'There is no course at this address.',
    noIndex: true,
  },
  serviceNotFound: {
    title: CONTENT_MESSAGES.serviceNotFound,
    description: 'There is no service at this address.',
    noIndex: true,
  },
  articleNotFound: {
    title: CONTENT_MESSAGES.articleNotFound,
    description: 'There is no article at this address.',
    noIndex: true,
  },
  /** /admin…: each console page names itself once its code has loaded. */
  console: { title: 'Console', description: 'The Curio console.', noIndex: true },
  /** /learn/…: a course's lessons; the lesson page names itself once it has loaded. */
  learn: { title: 'Lessons', description: 'The lessons of your Curio course.', noIndex: true },
  /** /profile/receipts/…: one of the learner's receipts or credit notes; the page names itself once loaded. */
  receipt: { title: 'Receipt', description: 'A receipt or credit note of your Curio order.', noIndex: true },
} as const satisfies Record<string, TPageHead>;

/** React Router matches paths case-insensitively and ignores a trailing slash; so does this. */
const normalize = (pathname: string) => {
  let decoded = pathname;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    // A malformed escape matches no page; the raw path is compared instead.
  }
  return (decoded.length > 1 ? decoded.replace(/\/+$/, '') : decoded).toLowerCase();
};

/** Every page of SITE_PAGES. */
export const sitePages = (): TSitePage[] => Object.values(SITE_PAGES);

const pagesByPath = new Map<string, TSitePage>(
  sitePages().flatMap((page) =>
    [page.path, ...(page.aliases ?? [])].map((path) => [normalize(path), page] as const),
  ),
);

/** The fixed-address page at this path (or one of its aliases), if any. */
export const findSitePage = (pathname: string): TSitePage | undefined => pagesByPath.get(normalize(pathname));
