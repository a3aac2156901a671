import '#web/features/console/people/people.css';
import { PROGRESS_TEXTS as T, type TUserCourseLearning } from '@curio/shared';
import { QueryState } from '#web/components/ui/query-state.tsx';
import { paths } from '#web/lib/paths.ts';
import { Link } from 'react-router';
import { useUserLearning } from '#web/features/console/people/api/users.ts';
import { ConsoleTime } from '#web/features/console/shell/components/console-time.tsx';

/** The 'Learning' section of a user's page: each course they may open and how far they are. */
export function UserLearning({ userId, name }: { userId: string; name: string }) {
  const learning = useUserLearning(userId);
  return (
    <section className="console-panel user-page__learning" aria-labelledby="user-learning">
      <h2 id="user-learning">{T.userSection}</h2>
      <QueryState
        query={learning}
        loadingLabel={T.userLoading}
        empty={T.userNoCourses}
        isEmpty={(data) => data.courses.length === 0}
      >
        {(data) => (
          <div className="data-table__scroll">
            <table className="data-table__table">
              <caption className="visually-hidden">{T.userCaption(name)}</caption>
              <thead>
                <tr>
                  <th scope="col">{T.courseColumn}</th>
                  <th scope="col">{T.progressColumn}</th>
                  <th scope="col">{T.lessonsColumn}</th>
                  <th scope="col">{T.lastActivityColumn}</th>
                  <th scope="col">{T.completedColumn}</th>
                </tr>
              </thead>
              <tbody>
                {data.courses.map((row) => (
                  <CourseRow key={row.course._id} row={row} />
                ))}
              </tbody>
            </table>
          </div>
        )}
      </QueryState>
    </section>
  );
}

function CourseRow({ row }: { row: TUserCourseLearning }) {
  return (
    <tr>
      <td>
        <Link to={paths.admin.courseLearning.to(row.course._id)}>{row.course.name}</Link>
      </td>
      <td>
        <span className="user-learning__progress">
          <progress max={100} value={row.percent} aria-label={T.progressColumn} />
          {row.percent}%
        </span>
      </td>
      <td>{T.lessonsDone(row.lessonsCompleted, row.totalLessons)}</td>
      <td>{row.lastActivityAt ? <ConsoleTime iso={row.lastActivityAt} withTime /> : T.notStarted}</td>
      <td>{row.completedAt ? <ConsoleTime iso={row.completedAt} /> : T.notCompleted}</td>
    </tr>
  );
}
