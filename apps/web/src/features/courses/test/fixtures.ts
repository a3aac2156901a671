import type { TCategory, TCourse, TCourseCard, TCourseOutline, TQuizQuestion, TReview } from '@curio/shared';
import type { stubApi } from '#web-test/api-stub.ts';
import { testUser } from '#web-test/fixtures.ts';

type TRoutes = NonNullable<Parameters<typeof stubApi>[0]>;

/**
 * Demo data for the courses feature's tests, shaped exactly like the API's replies
 * (packages/shared/course.ts).
 */
const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

export const categories: TCategory[] = [
  { _id: uuid(1), name: 'Web Development' },
  { _id: uuid(2), name: 'Data Science' },
  { _id: uuid(3), name: 'Cloud' },
  { _id: uuid(4), name: 'Design' },
];

const [web, data, cloud] = categories as [TCategory, TCategory, TCategory, TCategory];

const card = (n: number, name: string, category: TCategory, price = 49): TCourseCard => ({
  _id: uuid(100 + n),
  name,
  slug: name.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
  images: [`/images/courses/${n}.svg`],
  duration: `${n + 4} weeks`,
  price,
  category: { _id: category._id },
});

/** Web Development has exactly 3 courses (docs/product.md#rules); Design has none. */
export const courseCards: TCourseCard[] = [
  card(1, 'React from Zero', web, 49),
  card(2, 'Node APIs in Practice', web, 59.5),
  card(3, 'Accessible Front Ends', web, 39),
  card(4, 'Python for Analysts', data, 45),
  card(5, 'Machine Learning Basics', data, 79),
  card(6, 'Cloud Foundations', cloud, 55),
];

export const firstCard = courseCards[0] as TCourseCard;

/** `count` Data Science courses, 'Course 1'…: more than a page of the catalogue (COURSE_PAGE_SIZE). */
export const manyCards = (count: number) =>
  Array.from({ length: count }, (_, i) => card(200 + i, `Course ${i + 1}`, data));

export const course: TCourse = {
  ...firstCard,
  images: ['/images/courses/react.svg'],
  category: web,
  lectures: 42,
  videoLessons: 36,
  skillLevel: 'Beginner',
  studentsEnrolled: 1280,
  description: '<p>Build <strong>real interfaces</strong> with React.</p>',
  feature: '<ul><li>Hooks in depth</li><li>Testing with Vitest</li></ul>',
  audience: '<p>Developers who know some JavaScript.</p>',
  overview: '<p>Twelve weeks from components to deployment.</p>',
  curriculum: [
    { title: 'Components and props', description: '<p>Thinking in components.</p>' },
    { title: 'State and effects', description: '<p>When state lives where.</p>' },
  ],
  certificateDemo: '/images/courses/certificate.svg',
  rating: { average: 4.5, count: 2 },
  createdAt: '2025-01-01T10:00:00.000Z',
  updatedAt: '2025-01-02T10:00:00.000Z',
};

export const ownReview: TReview = {
  _id: uuid(201),
  name: testUser.name,
  rating: 4,
  comment: '<p>Clear and <em>practical</em>.</p>',
  user: testUser._id,
  course: course._id,
  createdAt: '2025-02-01T10:00:00.000Z',
  updatedAt: '2025-02-03T10:00:00.000Z',
};

export const othersReview: TReview = {
  _id: uuid(202),
  name: 'Rohan Iyer',
  rating: 5,
  comment: '<p>The best course I took this year.</p>',
  user: uuid(900),
  course: course._id,
  createdAt: '2025-02-02T10:00:00.000Z',
  updatedAt: '2025-02-02T10:00:00.000Z',
};

export const quiz: TQuizQuestion[] = [
  { _id: uuid(301), question: 'What does JSX compile to?', options: ['HTML', 'Function calls', 'CSS'] },
  { _id: uuid(302), question: 'Which hook holds state?', options: ['useState', 'useRef', 'useId'] },
  { _id: uuid(303), question: 'Where do effects run?', options: ['During render', 'After commit'] },
];

/** The course page's tabs, in order (docs/product.md#pages). */
export const courseTabLabels = ['Professionals', 'Overview', 'Curriculum', 'Quiz', 'Certificate', 'Reviews'];

/** The course's published lessons (GET /api/course/{id}/outline). */
export const outline: TCourseOutline = {
  sections: [
    {
      _id: uuid(401),
      title: 'Getting started',
      lessons: [
        { _id: uuid(402), title: 'Welcome', kind: 'video', durationSeconds: 125, freePreview: true },
        { _id: uuid(403), title: 'Reading the docs', kind: 'text', durationSeconds: 0, freePreview: false },
      ],
    },
  ],
  lessonCount: 2,
  videoCount: 1,
  durationSeconds: 125,
};

/** The stub keys of the detail page's reads, for stubApi(). */
export const detailRoutes = (overrides: TRoutes = {}): TRoutes => ({
  [`GET /api/course/slug/${course.slug}`]: { data: course },
  [`GET /api/course/${course._id}/outline`]: { data: outline },
  [`GET /api/course/${course._id}/reviews`]: { data: [othersReview] },
  [`GET /api/course/${course._id}/quiz`]: { data: quiz },
  ...overrides,
});

/** GET /api/course as the API pages it (ADR 041): `cards` filtered by `?category=`, `limit` at a time. */
export const pagedCourses =
  (cards: TCourseCard[]) =>
  ({ path }: { path: string }) => {
    const query = new URL(path, 'http://localhost').searchParams;
    const category = query.get('category');
    const matching = category ? cards.filter((card) => card.category._id === category) : cards;
    const limit = Number(query.get('limit') ?? 100);
    const from = Number(query.get('cursor') ?? 0);
    const data = matching.slice(from, from + limit);
    const next = from + limit < matching.length ? String(from + limit) : null;
    return { data, page: { next, total: matching.length } };
  };

export const catalogueRoutes: TRoutes = {
  'GET /api/category': { data: categories },
  'GET /api/course?*': pagedCourses(courseCards),
};
