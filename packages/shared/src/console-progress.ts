import { z } from 'zod';
import { LESSON_KIND_VALUES } from './learning-texts.ts';

/**
 * What operators see of learning (docs/product.md#what-operators-see): a course's figures and where its
 * learners stop, a learner's courses, and the progress export. A course's learners are the users with a
 * confirmed or completed order of it; its lessons are its published lessons, in course order.
 */

/** The course a figure is about. */
const ZLearningCourse = z.object({ _id: z.uuid(), name: z.string(), slug: z.string() });

/** One published lesson of the course, in course order, with what its learners did. */
export const ZCourseLearningLesson = z.object({
  _id: z.uuid(),
  /** 1-based place in the course. */
  number: z.number().int(),
  title: z.string(),
  kind: z.enum(LESSON_KIND_VALUES),
  sectionTitle: z.string(),
  /** Learners who completed it. */
  completions: z.number().int(),
  /**
   * Learners whose progress ends here: the last lesson they completed in course order, the course not
   * finished.
   */
  stops: z.number().int(),
});
export type TCourseLearningLesson = z.infer<typeof ZCourseLearningLesson>;

/** GET /api/admin/courses/{id}/learning (admin, editor). Percentages are whole numbers, 0–100. */
export const ZCourseLearning = z.object({
  course: ZLearningCourse,
  /** Learners with a confirmed or completed order of the course. */
  enrolled: z.number().int(),
  /** Of them, those with any progress. */
  started: z.number().int(),
  /** Of them, those who completed every published lesson. */
  completed: z.number().int(),
  /** The learners' mean progress (0 for a learner who has not started). */
  averagePercent: z.number().int(),
  /** Completed learners of the enrolled, in percent. */
  completionRate: z.number().int(),
  totalLessons: z.number().int(),
  /** The lesson where most learners stop (the first of a tie); null when nobody has stopped. */
  mostStopsLessonId: z.uuid().nullable(),
  lessons: z.array(ZCourseLearningLesson),
});
export type TCourseLearning = z.infer<typeof ZCourseLearning>;

/** One course a learner may open, on their console page. */
export const ZUserCourseLearning = z.object({
  course: ZLearningCourse,
  percent: z.number().int(),
  lessonsCompleted: z.number().int(),
  totalLessons: z.number().int(),
  /** Their last progress in the course; null before they start. */
  lastActivityAt: z.string().nullable(),
  /** When they completed its last lesson; null until every published lesson is complete. */
  completedAt: z.string().nullable(),
});
export type TUserCourseLearning = z.infer<typeof ZUserCourseLearning>;

/** GET /api/admin/users/{id}/learning (admin): the courses the user may open, most recently active first. */
export const ZUserLearning = z.object({ courses: z.array(ZUserCourseLearning) });
export type TUserLearning = z.infer<typeof ZUserLearning>;

/** GET /api/admin/learning/progress.csv?courseId= (admin): one course's learners, or every course's. */
export const ZProgressExportQuery = z.object({ courseId: z.uuid().optional() });
export type TProgressExportQuery = z.infer<typeof ZProgressExportQuery>;

/** The export's columns, in order (the test and the docs read the same list). */
export const PROGRESS_CSV_HEADERS = [
  'Learner',
  'Email',
  'Course',
  'Percent complete',
  'Lessons completed',
  'Total lessons',
  'Minutes watched',
  'Last activity (UTC)',
  'Completed at (UTC)',
] as const;

/** Minutes of video watched, from distinct seconds: one decimal, as the export writes it. */
export const minutesWatched = (seconds: number) => Math.round((seconds / 60) * 10) / 10;

export const PROGRESS_TEXTS = {
  courseNotFound: 'Course not found',
  userNotFound: 'User not found',
  pageTitle: (course: string) => `Learning: ${course}`,
  pageDescription: 'Who is learning this course, how far they are, and where they stop.',
  editorLink: 'Learning progress',
  backToCourse: '← Back to the course',
  loading: 'Loading the learning figures…',
  noLearners: 'No learner has started this course yet.',
  noLessons: 'This course has no published lessons yet.',
  enrolled: 'Enrolled learners',
  started: 'Started',
  averageProgress: 'Average progress',
  completionRate: 'Completion rate',
  completedLearners: (n: number, of: number) => `${n} of ${of} completed`,
  mostStops: (title: string) => `Most learners stop after “${title}”.`,
  lessonsTitle: 'Lessons',
  lessonsCaption: 'Completions and stops per lesson, in course order',
  lessonColumn: 'Lesson',
  completionsColumn: 'Completed',
  stopsColumn: 'Stop here',
  completionsBar: (n: number, of: number) => `${n} of ${of} learners completed this lesson`,
  stopsBar: (n: number, of: number) => `${n} of ${of} learners stop here`,
  mostStopsBadge: 'Most stop here',
  exportCsv: 'Export progress (CSV)',
  exportHint: 'One row per learner: progress, minutes of video watched, last activity.',
  userSection: 'Learning',
  userLoading: 'Loading the user’s courses…',
  userNoCourses: 'This user has no course to learn yet.',
  userCaption: (name: string) => `Courses of ${name}`,
  courseColumn: 'Course',
  progressColumn: 'Progress',
  lessonsColumn: 'Lessons',
  lastActivityColumn: 'Last activity',
  completedColumn: 'Completed',
  notStarted: 'Not started',
  notCompleted: '—',
  lessonsDone: (done: number, total: number) => `${done} / ${total}`,
} as const;
