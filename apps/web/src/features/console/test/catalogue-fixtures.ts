import type { TAdminCategory, TAdminCourse, TAdminCourseRow } from '@curio/shared';
import type { TContentItem } from '#web/features/console/content/api/content.ts';
import { visibleReview } from './operations-fixtures.ts';

/**
 * The console's catalogue and content pages in unit tests: two categories, a course, two FAQs, an article.
 */
export const webCategory: TAdminCategory = {
  _id: '6c5d4e3f-2a1b-4c0d-8e9f-0a1b2c3d4e5f',
  name: 'Web development',
  sortOrder: 0,
  courseCount: 2,
  createdAt: '2026-01-10T10:00:00.000Z',
  updatedAt: '2026-01-10T10:00:00.000Z',
};

export const designCategory: TAdminCategory = {
  _id: '7d6e5f4a-3b2c-4d1e-9f0a-1b2c3d4e5f6a',
  name: 'Design',
  sortOrder: 1,
  courseCount: 1,
  createdAt: '2026-01-11T10:00:00.000Z',
  updatedAt: '2026-01-11T10:00:00.000Z',
};

/** The course the orders and reviews fixtures name, with every field of the editor. */
export const reactCourse: TAdminCourse = {
  ...visibleReview.course,
  category: { _id: webCategory._id, name: webCategory.name },
  images: ['/uploads/courses/react-1.webp'],
  duration: '6 weeks',
  price: 49.5,
  lectures: 24,
  videoLessons: 18,
  skillLevel: 'Beginner',
  studentsEnrolled: 120,
  description: '<p>Build interfaces with React.</p>',
  feature: '',
  audience: '',
  overview: '',
  curriculum: [{ title: 'Components', description: '<p>Props and state.</p>' }],
  certificateDemo: '',
  status: 'draft',
  sortOrder: 0,
  passPercent: 70,
  grantsCertificate: true,
  quiz: [
    {
      _id: '8e7f6a5b-4c3d-4e2f-8a1b-0c9d8e7f6a5b',
      question: 'What does JSX compile to?',
      options: ['Function calls', 'HTML strings'],
      correctOption: 0,
    },
  ],
  hasOrders: false,
  createdAt: '2026-02-01T10:00:00.000Z',
  updatedAt: '2026-02-01T10:00:00.000Z',
};

export const reactCourseRow: TAdminCourseRow = {
  _id: reactCourse._id,
  name: reactCourse.name,
  slug: reactCourse.slug,
  status: reactCourse.status,
  price: reactCourse.price,
  images: reactCourse.images,
  category: reactCourse.category,
  createdAt: reactCourse.createdAt,
  updatedAt: reactCourse.updatedAt,
};

const faq = (n: number, question: string, published: boolean): TContentItem => ({
  _id: `9f8e7d6c-5b4a-4938-8271-60504030201${String(n)}`,
  question,
  answer: '<p>Yes.</p>',
  published,
  sortOrder: n,
  createdAt: `2026-02-0${String(n + 1)}T10:00:00.000Z`,
  updatedAt: `2026-02-0${String(n + 1)}T10:00:00.000Z`,
});

/** Two FAQs in the site's order: the first published, the second hidden. */
export const faqs = [faq(0, 'Do I get a certificate?', true), faq(1, 'Can I pay by instalments?', false)];

/** An article: a type the site shows newest first, whatever the operator's order. */
export const article: TContentItem = {
  _id: '0a9b8c7d-6e5f-4a3b-8c2d-1e0f9a8b7c6d',
  title: 'Why we teach with projects',
  published: true,
  createdAt: '2026-02-20T10:00:00.000Z',
  updatedAt: '2026-02-20T10:00:00.000Z',
};
