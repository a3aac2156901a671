import '#web/features/console/catalogue/catalogue.css';
import { PROGRESS_TEXTS } from '@curio/shared';
import { Link, useParams } from 'react-router';
import { AUTHORING_TEXTS } from '@curio/shared';
import { buttonClass } from '#web/components/ui/button.tsx';
import { QueryState } from '#web/components/ui/query-state.tsx';
import { paths } from '#web/lib/paths.ts';
import { useAdminCourse } from '#web/features/console/catalogue/api/courses.ts';
import { CourseEditor } from '#web/features/console/catalogue/components/course-editor.tsx';
import { DuplicateCourseButton } from '#web/features/console/catalogue/components/duplicate-course-button.tsx';
import { PageHeader } from '#web/features/console/shell/components/page-header.tsx';

const back = <Link to={paths.admin.courses}>← All courses</Link>;

/** `/admin/courses/new` and `/admin/courses/:id` (docs/product.md#console): the course editor. */
export function CourseEditorPage() {
  const { id } = useParams();
  return id ? <EditCourse id={id} /> : <NewCourse />;
}

function NewCourse() {
  return (
    <div className="console-page">
      <PageHeader
        title="New course"
        description="A new course is a draft: visitors see it once you publish it."
        back={back}
      />
      <CourseEditor />
    </div>
  );
}

function EditCourse({ id }: { id: string }) {
  const course = useAdminCourse(id);
  return (
    <div className="console-page">
      <PageHeader
        title={course.data?.name ?? 'Course'}
        description={
          <>
            Edit every field, then save.{' '}
            <Link to={paths.admin.courseLearning.to(id)}>{PROGRESS_TEXTS.editorLink}</Link>
          </>
        }
        back={back}
        actions={
          course.data && (
            <>
              <Link
                to={paths.admin.courseLessons.to(course.data._id)}
                className={buttonClass('secondary')}
                title={AUTHORING_TEXTS.lessonsLinkHint}
              >
                {AUTHORING_TEXTS.lessonsLink}
              </Link>
              <DuplicateCourseButton course={course.data} />
            </>
          )
        }
      />
      <QueryState query={course} loadingLabel="Loading the course…" empty={null} isEmpty={() => false}>
        {(data) => (
          <CourseEditor
            // A different course (or a reload) starts a fresh form.
            key={data._id}
            course={data}
            onReload={async () => (await course.refetch()).data}
          />
        )}
      </QueryState>
    </div>
  );
}
