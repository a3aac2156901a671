/** Shapes and small HTML helpers of the demo course catalogue (docs/product.md#catalogue). */

export type ReviewerKey = 'meera' | 'daniel' | 'sofia' | 'rahul' | 'hannah' | 'kenji';

export interface SeedQuizQuestion {
  question: string;
  options: string[];
  /** Index into `options`. */
  answer: number;
}

export interface SeedReview {
  by: ReviewerKey;
  rating: number;
  /** Within the review allowlist (b, i, em, strong, p, br, ul, ol, li). */
  comment: string;
  daysAgo: number;
}

export interface SeedCourse {
  slug: string;
  name: string;
  duration: string;
  lectures: number;
  videoLessons: number;
  skillLevel: 'Beginner' | 'Intermediate' | 'Advanced';
  studentsEnrolled: number;
  priceCents: number;
  /** Rich text: run through the API's rich-text sanitizer when inserted. */
  description: string;
  feature: string;
  audience: string;
  overview: string;
  curriculum: { title: string; description: string }[];
  quiz: SeedQuizQuestion[];
  reviews: SeedReview[];
}

export interface SeedCategory {
  name: string;
  /** Two colours of the category's decorative art (the image script reads them). */
  palette: readonly [string, string];
  /** A short symbol drawn on the art. */
  glyph: string;
  courses: SeedCourse[];
}

export const p = (...paragraphs: string[]) => paragraphs.map((text) => `<p>${text}</p>`).join('');
export const ul = (...items: string[]) => `<ul>${items.map((item) => `<li>${item}</li>`).join('')}</ul>`;

/** Site-relative URLs of a course's images; the first is the catalogue card (docs/product.md#catalogue). */
export const courseImages = (slug: string) => [1, 2, 3].map((n) => `/images/courses/${slug}-${n}.svg`);
export const CERTIFICATE_DEMO_IMAGE = '/images/courses/certificate-demo.svg';
