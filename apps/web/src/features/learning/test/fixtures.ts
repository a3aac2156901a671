import type { TLearnCourse, TLessonDetail, TLessonProgress, TOutlineLesson } from '@curio/shared';
import type { stubApi } from '#web-test/api-stub.ts';

type TRoutes = NonNullable<Parameters<typeof stubApi>[0]>;

/** A course's lesson pages as the API answers them (packages/shared/src/learning.ts). */
const uuid = (n: number) => `00000000-0000-4000-9000-${String(n).padStart(12, '0')}`;

export const slug = 'react-from-zero';
const lesson = (
  n: number,
  title: string,
  kind: TOutlineLesson['kind'],
  extra: Partial<TOutlineLesson> = {},
) => ({
  _id: uuid(n),
  title,
  kind,
  durationSeconds: kind === 'video' ? 125 : 0,
  freePreview: false,
  ...extra,
});

export const lessons = {
  welcome: lesson(11, 'Welcome to React', 'video', { freePreview: true }),
  reading: lesson(12, 'How JSX works', 'text'),
  cheatsheet: lesson(13, 'Hooks cheat sheet', 'download'),
  check: lesson(21, 'Check your understanding', 'quiz'),
};

export const progressOf = (lessonId: string, overrides: Partial<TLessonProgress> = {}): TLessonProgress => ({
  lesson: lessonId,
  completed: false,
  watchedSeconds: 0,
  positionSeconds: 0,
  quizScore: null,
  quizTotal: null,
  ...overrides,
});

export const learnCourse = (overrides: Partial<TLearnCourse> = {}): TLearnCourse => ({
  course: { _id: uuid(1), slug, name: 'React from Zero' },
  access: 'open',
  sections: [
    {
      _id: uuid(2),
      title: 'Getting started',
      lessons: [lessons.welcome, lessons.reading, lessons.cheatsheet],
    },
    { _id: uuid(3), title: 'Practice', lessons: [lessons.check] },
  ],
  progress: [progressOf(lessons.welcome._id, { completed: true, watchedSeconds: 120 })],
  completedLessons: 1,
  totalLessons: 4,
  percent: 25,
  nextLesson: lessons.reading._id,
  ...overrides,
});

export const lessonDetail = (
  outline: TOutlineLesson,
  overrides: Partial<TLessonDetail> = {},
): TLessonDetail => ({
  ...outline,
  courseId: uuid(1),
  sectionId: uuid(2),
  body: '',
  video: null,
  download: null,
  quiz: null,
  passPercent: 70,
  progress: progressOf(outline._id),
  ...overrides,
});

export const quizQuestions = [
  { _id: 'q1', question: 'What does JSX compile to?', options: ['HTML', 'Function calls'] },
  { _id: 'q2', question: 'Which hook keeps state?', options: ['useState', 'useMemo'] },
];

export const learnPath = (lessonId: string) => `/learn/${slug}/${lessonId}`;

/** The course and one lesson of it, answered as the API would; `extra` adds or replaces routes. */
export const learnRoutes = (
  course: TLearnCourse = learnCourse(),
  details: TLessonDetail[] = [],
  extra: TRoutes = {},
): TRoutes => ({
  [`GET /api/learn/courses/${slug}`]: { data: course },
  ...Object.fromEntries(details.map((detail) => [`GET /api/learn/lessons/${detail._id}`, { data: detail }])),
  'GET /api/learn/my-courses': { data: { courses: [] } },
  ...extra,
});
