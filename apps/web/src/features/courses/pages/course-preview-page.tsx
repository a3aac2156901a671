import '#web/features/courses/courses.css';
import { MESSAGES } from '@curio/shared';
import { useParams } from 'react-router';
import { paths } from '#web/lib/paths.ts';
import { LoginRequired } from '#web/components/commerce/login-required.tsx';
import { ForbiddenView } from '#web/components/layout/forbidden-view.tsx';
import { PageFrame } from '#web/components/layout/page-frame.tsx';
import { PageMeta } from '#web/components/layout/page-meta.tsx';
import { QueryState } from '#web/components/ui/query-state.tsx';
import { PageSpinner } from '#web/components/ui/spinner.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { useSession } from '#web/lib/session.ts';
import { useCoursePreview } from '#web/features/courses/api/get-course-preview.ts';
import { CourseGallery } from '#web/features/courses/components/course-gallery.tsx';
import { CourseHeader } from '#web/features/courses/components/course-header.tsx';
import { CourseNotFound } from '#web/components/layout/course-not-found.tsx';
import { CoursePreviewBanner } from '#web/features/courses/components/course-preview-banner.tsx';
import { CourseTabs } from '#web/features/courses/components/course-tabs.tsx';

const statusOf = (error: unknown) => (error instanceof ApiError ? error.status : undefined);

/**
 * `/course-preview/:id`: the public course page of a course of any status, for staff, in the site's own
 * layout. Visitor actions that write are off; the quiz and reviews come with the staff-only read. The server
 * decides who may look: anonymous (or an ended session) → log in; a learner → 403.
 */
export function CoursePreviewPage() {
  const { id = '' } = useParams();
  const { isLoggedIn } = useSession();
  const preview = useCoursePreview(id, { enabled: isLoggedIn });

  if (!isLoggedIn) {
    return (
      <PageFrame
        eyebrow="Staff"
        head={{
          title: 'Course preview',
          description: 'Staff preview courses here as visitors will see them, before they are published.',
          noIndex: true,
        }}
      >
        <LoginRequired reason="Log in with a staff account to preview this course." />
      </PageFrame>
    );
  }
  const status = statusOf(preview.error);
  if (status === 403) return <ForbiddenView backTo={paths.home} backLabel="Go back home" />;
  // A malformed id (400) is no course either.
  if (status === 404 || status === 400) return <CourseNotFound />;
  return (
    <QueryState
      query={preview}
      loadingLabel="Loading the preview…"
      loading={<PageSpinner label="Loading the preview…" />}
      isEmpty={() => false}
      empty={null}
    >
      {(data) => (
        <article className="course-detail">
          <PageMeta
            title={`Preview: ${data.course.name}`}
            description={MESSAGES.coursePreview.notice}
            noIndex
          />
          <CoursePreviewBanner courseId={data.course._id} slug={data.course.slug} status={data.status} />
          <CourseHeader course={data.course} isPreview />
          <CourseGallery course={data.course} />
          <CourseTabs course={data.course} preview={data} />
        </article>
      )}
    </QueryState>
  );
}
