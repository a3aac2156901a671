import '#web/features/console/catalogue/catalogue.css';
import {
  LESSON_KIND_LABELS,
  PROGRESS_TEXTS as T,
  type TCourseLearning,
  type TCourseLearningLesson,
} from '@curio/shared';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { QueryState } from '#web/components/ui/query-state.tsx';
import { paths } from '#web/lib/paths.ts';
import { useCourseLearning } from '#web/features/console/catalogue/api/learning.ts';
import { consoleSelfQueryOptions } from '#web/features/console/shell/api/self.ts';
import { ExportCsvButton } from '#web/features/console/shell/components/export-csv-button.tsx';
import { PageHeader } from '#web/features/console/shell/components/page-header.tsx';
import { StatusBadge } from '#web/features/console/shell/components/status-badge.tsx';

/**
 * `/admin/courses/:id/learning` (admins and editors; docs/product.md#what-operators-see): how far the
 * course's learners are, and where they stop. The export (names and emails) is an admin's.
 */
export function CourseLearningPage() {
  const { id = '' } = useParams();
  const learning = useCourseLearning(id);
  const self = useQuery({ ...consoleSelfQueryOptions(), refetchOnMount: false });
  const name = learning.data?.course.name;
  return (
    <div className="console-page">
      <PageHeader
        title={name ? T.pageTitle(name) : T.editorLink}
        description={T.pageDescription}
        back={<Link to={paths.admin.course.to(id)}>{T.backToCourse}</Link>}
        actions={
          self.data?.role === 'admin' &&
          learning.data && (
            <ExportCsvButton
              path="/admin/learning/progress.csv"
              list={{ page: 1, pageSize: 1, filters: { courseId: id } }}
              fileName="learning-progress.csv"
              label={T.exportCsv}
            />
          )
        }
      />
      <QueryState query={learning} loadingLabel={T.loading} empty={null} isEmpty={() => false}>
        {(data) => <LearningBody data={data} />}
      </QueryState>
    </div>
  );
}

function LearningBody({ data }: { data: TCourseLearning }) {
  const most = data.lessons.find((lesson) => lesson._id === data.mostStopsLessonId);
  return (
    <>
      <div className="console-grid">
        <Stat id="learning-enrolled" label={T.enrolled} value={String(data.enrolled)} />
        <Stat id="learning-started" label={T.started} value={String(data.started)} />
        <Stat id="learning-average" label={T.averageProgress} value={`${data.averagePercent}%`} />
        <Stat
          id="learning-completion"
          label={T.completionRate}
          value={`${data.completionRate}%`}
          note={T.completedLearners(data.completed, data.enrolled)}
        />
      </div>
      {data.started === 0 && <p className="query-state query-state--empty">{T.noLearners}</p>}
      {most && <p className="course-learning__most">{T.mostStops(most.title)}</p>}
      <section className="console-panel" aria-labelledby="learning-lessons">
        <h2 id="learning-lessons">{T.lessonsTitle}</h2>
        {data.lessons.length === 0 ? <p>{T.noLessons}</p> : <LessonTable data={data} />}
      </section>
    </>
  );
}

function Stat({ id, label, value, note }: { id: string; label: string; value: string; note?: string }) {
  return (
    <section className="console-panel" aria-labelledby={id}>
      <h2 id={id} className="console-stat__label">
        {label}
      </h2>
      <p className="console-stat__value">{value}</p>
      {note && <p className="console-muted">{note}</p>}
    </section>
  );
}

function LessonTable({ data }: { data: TCourseLearning }) {
  return (
    <div className="data-table__scroll">
      <table className="data-table__table course-learning__table">
        <caption className="visually-hidden">{T.lessonsCaption}</caption>
        <thead>
          <tr>
            <th scope="col">{T.lessonColumn}</th>
            <th scope="col">{T.completionsColumn}</th>
            <th scope="col">{T.stopsColumn}</th>
          </tr>
        </thead>
        <tbody>
          {data.lessons.map((lesson) => (
            <LessonRow
              key={lesson._id}
              lesson={lesson}
              enrolled={data.enrolled}
              isMost={lesson._id === data.mostStopsLessonId}
            />
          ))}
        </tbody>
      </table>
    </div>
  );
}

function LessonRow({
  lesson,
  enrolled,
  isMost,
}: {
  lesson: TCourseLearningLesson;
  enrolled: number;
  isMost: boolean;
}) {
  return (
    <tr className={isMost ? 'course-learning__row is-most' : 'course-learning__row'}>
      <th scope="row">
        <span className="course-learning__number">{lesson.number}.</span> {lesson.title}
        <span className="course-learning__meta">
          {lesson.sectionTitle} · {LESSON_KIND_LABELS[lesson.kind]}
        </span>
      </th>
      <td>
        <Bar
          value={lesson.completions}
          of={enrolled}
          label={T.completionsBar(lesson.completions, enrolled)}
        />
      </td>
      <td>
        <Bar value={lesson.stops} of={enrolled} label={T.stopsBar(lesson.stops, enrolled)} tone="stop" />
        {isMost && <StatusBadge label={T.mostStopsBadge} tone="warning" />}
      </td>
    </tr>
  );
}

/** A count as a bar and as a number; the sentence is what a screen reader hears (the bar is drawn only). */
function Bar({ value, of, label, tone }: { value: number; of: number; label: string; tone?: 'stop' }) {
  const width = of === 0 ? 0 : Math.round((value / of) * 100);
  return (
    <span className="course-learning__figure">
      <span
        className={`course-learning__bar${tone ? ` course-learning__bar--${tone}` : ''}`}
        aria-hidden="true"
      >
        <span style={{ width: `${width}%` }} />
      </span>
      <span aria-hidden="true">{value}</span>
      <span className="visually-hidden">{label}</span>
    </span>
  );
}
