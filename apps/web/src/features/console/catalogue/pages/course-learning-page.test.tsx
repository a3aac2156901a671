import { PROGRESS_TEXTS as T, type TCourseLearning } from '@curio/shared';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { editorUser } from '#web/features/console/test/operations-fixtures.ts';
import {
  findToast,
  heldReply,
  openConsole,
  retryFailedRead,
} from '#web/features/console/test/open-console.ts';

beforeAll(async () => {
  await import('#web/features/console/catalogue/pages/course-learning-page.tsx');
});
afterEach(() => vi.unstubAllGlobals());

const courseId = '0b0c0d0e-0000-4000-8000-000000000001';
const path = `/admin/courses/${courseId}/learning`;
const READ = `GET /api${path}`;
const lessonId = (n: number) => `0b0c0d0e-0000-4000-8000-00000000010${n}`;

const learning: TCourseLearning = {
  course: { _id: courseId, name: 'SQL for Analysts', slug: 'sql-for-analysts' },
  enrolled: 4,
  started: 3,
  completed: 1,
  averagePercent: 50,
  completionRate: 25,
  totalLessons: 3,
  mostStopsLessonId: lessonId(2),
  lessons: [
    {
      _id: lessonId(1),
      number: 1,
      title: 'Intro video',
      kind: 'video',
      sectionTitle: 'Start',
      completions: 2,
      stops: 0,
    },
    {
      _id: lessonId(2),
      number: 2,
      title: 'Reading',
      kind: 'text',
      sectionTitle: 'Start',
      completions: 2,
      stops: 2,
    },
    {
      _id: lessonId(3),
      number: 3,
      title: 'Quiz',
      kind: 'quiz',
      sectionTitle: 'Go on',
      completions: 1,
      stops: 1,
    },
  ],
};

const figure = (label: string) => screen.getByRole('region', { name: label });

describe('course learning page', () => {
  it('shows the figures, each lesson’s completions and stops in words, and where most learners stop', async () => {
    await openConsole(path, T.pageTitle('SQL for Analysts'), { [READ]: { data: learning } });
    expect(figure(T.enrolled)).toHaveTextContent('4');
    expect(figure(T.started)).toHaveTextContent('3');
    expect(figure(T.averageProgress)).toHaveTextContent('50%');
    expect(figure(T.completionRate)).toHaveTextContent('25%');
    expect(figure(T.completionRate)).toHaveTextContent(T.completedLearners(1, 4));
    expect(screen.getByText(T.mostStops('Reading'))).toBeInTheDocument();

    const table = screen.getByRole('table', { name: T.lessonsCaption });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual([
      '1. Intro videoStart · Video',
      '2. ReadingStart · Reading',
      '3. QuizGo on · Quiz',
    ]);
    const reading = rows[1] as HTMLElement;
    expect(within(reading).getByText(T.completionsBar(2, 4))).toBeInTheDocument();
    expect(within(reading).getByText(T.stopsBar(2, 4))).toBeInTheDocument();
    expect(within(reading).getByText(T.mostStopsBadge)).toBeInTheDocument();
    expect(within(rows[0] as HTMLElement).queryByText(T.mostStopsBadge)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: T.backToCourse })).toHaveAttribute(
      'href',
      `/admin/courses/${courseId}`,
    );
  });

  it('lets an admin download the course’s progress export', async () => {
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:progress'), revokeObjectURL: vi.fn() }),
    );
    // jsdom cannot follow a download link: the click is what the browser would act on.
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const csv = `GET /api/admin/learning/progress.csv?courseId=${courseId}`;
    const { user, api } = await openConsole(path, T.pageTitle('SQL for Analysts'), {
      [READ]: { data: learning },
      [csv]: { data: null },
    });
    await user.click(screen.getByRole('button', { name: T.exportCsv }));
    expect(await findToast('Export downloaded')).toBeInTheDocument();
    expect(api.find(csv)).toHaveLength(1);
    expect(click).toHaveBeenCalledTimes(1);
    click.mockRestore();
  });

  it('shows an editor the figures without the export (names and emails are an admin’s)', async () => {
    await openConsole(path, T.pageTitle('SQL for Analysts'), { [READ]: { data: learning } }, editorUser);
    expect(figure(T.enrolled)).toHaveTextContent('4');
    expect(screen.queryByRole('button', { name: T.exportCsv })).not.toBeInTheDocument();
  });

  it('says so when nobody has started, and when the course has no published lesson', async () => {
    await openConsole(path, T.pageTitle('SQL for Analysts'), {
      [READ]: {
        data: {
          ...learning,
          enrolled: 0,
          started: 0,
          completed: 0,
          averagePercent: 0,
          completionRate: 0,
          totalLessons: 0,
          mostStopsLessonId: null,
          lessons: [],
        },
      },
    });
    expect(screen.getByText(T.noLearners)).toBeInTheDocument();
    expect(screen.getByText(T.noLessons)).toBeInTheDocument();
  });

  it('shows loading, then says why it failed with a retry', async () => {
    const held = heldReply({ status: 404, message: T.courseNotFound });
    const { user, api } = await openConsole(path, T.editorLink, { [READ]: held.handler });
    expect(within(screen.getByRole('status')).getByText(T.loading)).toBeInTheDocument();
    held.release();
    await retryFailedRead(user, T.courseNotFound, () => api.find(READ).length);
  });
});
