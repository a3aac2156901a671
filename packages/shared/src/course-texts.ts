// zod-free on purpose: the catalogue and course pages import these without pulling in the schemas.

export const REVIEW_RATING_MIN = 1;
export const REVIEW_RATING_MAX = 5;
export const REVIEW_COMMENT_MAX = 2000;
export const COURSE_SEARCH_MAX = 100;

/**
 * The catalogue's pages (ADR 041). A list call without `limit` answers up to COURSE_LIST_LIMIT_MAX cards: a
 * catalogue (or category, or search) that small comes whole, as it always did; a larger one comes as its
 * first page and `page.next`.
 */
export const COURSE_LIST_LIMIT_MAX = 100;
/** The web's page: the tabs and the search results show this many cards, then 'Show more courses'. */
export const COURSE_PAGE_SIZE = 24;
/** The home page's featured courses: the catalogue's first cards, all its first data embeds of it. */
export const HOME_FEATURED_COURSES = 6;
/**
 * The API path (without `/api`) of a list of cards, its parameters always in this order: the SPA asks for it
 * and the server keys a page's first data by it (ADR 012), so both must write it alike. (Here, not beside
 * ZCourseListQuery, so the pages that ask for cards do not load zod.)
 */
export function courseListPath(query: {
  category?: string;
  search?: string;
  limit?: number;
  cursor?: string;
}): string {
  const params = new URLSearchParams();
  if (query.category) params.set('category', query.category);
  if (query.search) params.set('search', query.search);
  if (query.limit !== undefined) params.set('limit', String(query.limit));
  if (query.cursor) params.set('cursor', query.cursor);
  const text = params.toString();
  return `/course${text ? `?${text}` : ''}`;
}

/** A search pages through at most this many ranked results: past them, the learner narrows the search. */
export const COURSE_SEARCH_RESULTS_MAX = 1000;
/** A cursor is opaque; this bounds what the API will try to read as one. */
export const COURSE_CURSOR_MAX = 600;

/**
 * This feature's own texts; those kept from the original site are in MESSAGES.course/cart/wishlist
 * (docs/product.md#messages).
 */
export const COURSE_MESSAGES = {
  courseNotFound: 'Course not found',
  reviewNotFound: 'Review not found',
  reviewAdded: 'Review added',
  reviewUpdated: 'Review updated',
  reviewDeleted: 'Review deleted',
  reviewDuplicate: 'You have already reviewed this course. Edit your review instead.',
  reviewNotYours: 'You can only change your own review.',
  ratingRequired: 'Choose a rating from 1 to 5 stars.',
  commentRequired: 'Write a comment.',
  commentTooLong: `Keep the comment under ${REVIEW_COMMENT_MAX} characters.`,
  quizAnswersInvalid: 'Answer each question of this quiz once.',
  quizSubmitted: 'Quiz submitted',
  /** A `cursor` the API did not hand out (or from another kind of list: a search's in the catalogue). */
  cursorInvalid: 'This page of the list is no longer available. Start again from the first page.',
  /** The catalogue and search pages (docs/product.md#catalogue). */
  catalogue: {
    showMore: 'Show more courses',
    loadingMore: 'Loading more courses…',
    /** The polite live region under a paged list. */
    showing: (shown: number, total: number) =>
      `Showing ${shown.toLocaleString('en-US')} of ${total.toLocaleString('en-US')} ${total === 1 ? 'course' : 'courses'}`,
    /** A search with more matches than it pages through. */
    narrowSearch: 'Add a word to narrow the search and see the rest.',
    loadMoreFailed: 'More courses could not be loaded. Check your connection and try again.',
  },
  /** The Certificate tab of a course without a sample certificate (or one the site cannot show, ADR 028). */
  noCertificateDemo: 'A sample certificate for this course is not available yet.',
  /** The course page's gallery of every course image (docs/product.md#catalogue). */
  gallery: {
    title: 'Course images',
    previous: 'Previous image',
    next: 'Next image',
    position: (number: number, total: number) => `Image ${number} of ${total}`,
    show: (number: number, total: number) => `Show image ${number} of ${total}`,
    imageAlt: (courseName: string, number: number, total: number) =>
      `${courseName}: image ${number} of ${total}`,
  },
} as const;
