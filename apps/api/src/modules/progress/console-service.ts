import type { FastifyInstance } from 'fastify';
import {
  minutesWatched,
  PROGRESS_CSV_HEADERS,
  PROGRESS_TEXTS,
  progressPercent,
  type TCourseLearning,
  type TProgressExportQuery,
  type TUserLearning,
} from '@curio/shared';
import { batchesAfter, type CsvColumn } from '#api/lib/csv.ts';
import { notFound } from '#api/lib/http-errors.ts';
import {
  createProgressRepository,
  type ProgressExportCursor,
  type ProgressExportRow,
} from './console-repository.ts';

type Header = (typeof PROGRESS_CSV_HEADERS)[number];
const VALUES: Record<Header, CsvColumn<ProgressExportRow>['value']> = {
  Learner: (row) => row.learner,
  Email: (row) => row.email,
  Course: (row) => row.course.name,
  'Percent complete': (row) => progressPercent(row.lessonsCompleted, row.totalLessons),
  'Lessons completed': (row) => row.lessonsCompleted,
  'Total lessons': (row) => row.totalLessons,
  'Minutes watched': (row) => minutesWatched(row.watchedSeconds),
  'Last activity (UTC)': (row) => row.lastActivityAt?.toISOString() ?? '',
  'Completed at (UTC)': (row) => completedAt(row)?.toISOString() ?? '',
};

/** The progress export's columns, in the order the shared headers name them. */
export const PROGRESS_CSV_COLUMNS: CsvColumn<ProgressExportRow>[] = PROGRESS_CSV_HEADERS.map((header) => ({
  header,
  value: VALUES[header],
}));

/** When the learner finished the course: their last completion, once every published lesson is complete. */
function completedAt(row: { totalLessons: number; lessonsCompleted: number; lastCompletedAt: Date | null }) {
  return row.totalLessons > 0 && row.lessonsCompleted >= row.totalLessons ? row.lastCompletedAt : null;
}

/** What operators see of learning (docs/product.md#what-operators-see): reads only. */
export function createProgressService(app: FastifyInstance) {
  const repo = createProgressRepository(app.db);
  return {
    async course(id: string): Promise<TCourseLearning> {
      const course = await repo.courseName(id);
      if (!course) throw notFound(PROGRESS_TEXTS.courseNotFound);
      const [summary, lessons] = await Promise.all([repo.courseSummary(id), repo.courseLessons(id)]);
      // The first lesson of the most stops; none when nobody has stopped.
      const most = lessons.reduce<(typeof lessons)[number] | undefined>(
        (best, lesson) => (lesson.stops > (best?.stops ?? 0) ? lesson : best),
        undefined,
      );
      return {
        course: { _id: course.id, name: course.name, slug: course.slug },
        ...summary,
        completionRate: summary.enrolled === 0 ? 0 : Math.round((summary.completed / summary.enrolled) * 100),
        totalLessons: lessons.length,
        mostStopsLessonId: most?.id ?? null,
        lessons: lessons.map(({ id: lessonId, ...lesson }) => ({ _id: lessonId, ...lesson })),
      };
    },

    async user(id: string): Promise<TUserLearning> {
      if (!(await repo.userExists(id))) throw notFound(PROGRESS_TEXTS.userNotFound);
      const rows = await repo.userCourses(id);
      return {
        courses: rows.map((row) => ({
          course: { _id: row.course.id, name: row.course.name, slug: row.course.slug },
          percent: progressPercent(row.lessonsCompleted, row.totalLessons),
          lessonsCompleted: row.lessonsCompleted,
          totalLessons: row.totalLessons,
          lastActivityAt: row.lastActivityAt?.toISOString() ?? null,
          completedAt: completedAt(row)?.toISOString() ?? null,
        })),
      };
    },

    /** Every enrolment of the course (or of every course), read in keyset batches as the export is written. */
    export: ({ courseId }: TProgressExportQuery) =>
      batchesAfter(
        (after: ProgressExportCursor | undefined, limit: number) => repo.exportBatch(courseId, after, limit),
        (row) => row.cursor,
      ),

    courseExists: async (id: string) => (await repo.courseName(id)) !== undefined,
  };
}
