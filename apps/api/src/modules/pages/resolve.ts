import { findSitePage, paths, type TSitePage } from '@curio/shared';

/** What the SPA shows at a path, as far as the server needs to know to write its head. */
export type TPageRoute =
  | { kind: 'site'; page: TSitePage }
  | { kind: 'course'; slug: string }
  | { kind: 'service'; id: string }
  | { kind: 'article'; slug: string }
  | { kind: 'console' }
  | { kind: 'learn' }
  | { kind: 'receipt' }
  | { kind: 'unknown' };

/** A route pattern of paths.ts ("/coursesdetails/:courseId") as a case-insensitive regex with one capture. */
const patternOf = (pattern: string) =>
  new RegExp(`^${pattern.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:\w+/, '([^/]+)')}/?$`, 'i');

const COURSE = patternOf(paths.courseDetail.pattern);
const SERVICE = patternOf(paths.serviceDetail.pattern);
const ARTICLE = patternOf(paths.articleDetail.pattern);
const CONSOLE = new RegExp(`^${paths.admin.root}(?:/|$)`, 'i');
/** The staff preview of a course: a staff page like the console's (noindex, named by its own code). */
const COURSE_PREVIEW = patternOf(paths.coursePreview.pattern);
/**
 * The learner's lesson pages, `/learn/{slug}` and `/learn/{slug}/{lessonId}`: one noindex page whose head the
 * app writes once it knows the course (what the learner may open is the API's to say, never the page's).
 */
const LEARN = new RegExp(`^${paths.learn.course.pattern.replace(':slug', '[^/]+')}(?:/[^/]+)?/?$`, 'i');

/** A learner's receipt (docs/product.md#receipts): noindex, named by its page once loaded. */
const RECEIPT = patternOf(paths.receipt.pattern);

const decode = (segment: string) => {
  try {
    return decodeURIComponent(segment);
  } catch {
    // A malformed escape names nothing: the SPA shows its not-found page, and so do we.
    return undefined;
  }
};

/** Matches like React Router (case-insensitive, trailing slash ignored), so both agree on what is a page. */
export function resolvePage(pathname: string): TPageRoute {
  const page = findSitePage(pathname);
  if (page) return { kind: 'site', page };
  const param = (pattern: RegExp) => {
    const segment = pattern.exec(pathname)?.[1];
    return segment === undefined ? undefined : decode(segment);
  };
  const slug = param(COURSE);
  if (slug) return { kind: 'course', slug };
  const id = param(SERVICE);
  if (id) return { kind: 'service', id };
  const article = param(ARTICLE);
  if (article) return { kind: 'article', slug: article };
  if (CONSOLE.test(pathname) || COURSE_PREVIEW.test(pathname)) return { kind: 'console' };
  if (LEARN.test(pathname)) return { kind: 'learn' };
  if (RECEIPT.test(pathname)) return { kind: 'receipt' };
  return { kind: 'unknown' };
}
