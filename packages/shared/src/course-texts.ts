// zod-free on purpose: the catalogue and course pages import these without pulling in the schemas.

export const REVIEW_RATING_MIN = 1;
export const REVIEW_RATING_MAX = 5;
export const REVIEW_COMMENT_MAX = 2000;
export const COURSE_SEARCH_MAX = 100;

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
