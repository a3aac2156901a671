import '#web/features/courses/courses.css';
import { courseHead } from '@curio/shared';
import { lazy, Suspense } from 'react';
import { useParams } from 'react-router';
import { PageMeta } from '#web/components/layout/page-meta.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { QueryState } from '#web/components/ui/query-state.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { isServerRender } from '#web/lib/server-render.ts';
import { useCourse } from '#web/features/courses/api/get-course.ts';
import { CourseHeader, CourseHeaderSkeleton } from '#web/features/courses/components/course-header.tsx';
import { CourseJsonLd } from '#web/features/courses/components/course-json-ld.tsx';
import { CourseNotFound } from '#web/components/layout/course-not-found.tsx';

/**
 * The tabs (rich text through DOMPurify, reviews, quiz) load after the page's first screen has rendered: the
 * course's header, its LCP image and the buy box need none of that code (ADR 012).
 */
const CourseTabs = lazy(() =>
  import('#web/features/courses/components/course-tabs.tsx').then((module) => ({
    default: module.CourseTabs,
  })),
);
/** The gallery of every course image comes with the tabs, and only for a course with more than its cover. */
const CourseGallery = lazy(() =>
  import('#web/features/courses/components/course-gallery.tsx').then((module) => ({
    default: module.CourseGallery,
  })),
);

/** What shows while the tabs load; also what a server render shows in their place (ADR 019). */
const tabsLoading = <Spinner label="Loading the course details…" />;

/** Course detail (docs/product.md#pages) at /coursesdetails/:courseId, where the parameter is the slug. */
export function CourseDetailPage() {
  const { courseId: slug = '' } = useParams();
  const course = useCourse(slug);
  if (course.isError && course.error instanceof ApiError && course.error.status === 404)
    return <CourseNotFound />;
  return (
    <QueryState
      query={course}
      loadingLabel="Loading the course…"
      loading={<CourseHeaderSkeleton />}
      isEmpty={() => false}
      empty={null}
    >
      {(data) => (
        <article className="course-detail">
          <PageMeta {...courseHead(data)} />
          <CourseJsonLd course={data} />
          <CourseHeader course={data} />
          {isServerRender() ? (
            tabsLoading
          ) : (
            // One boundary: the gallery and the tabs take the spinner's place together, in one move.
            <Suspense fallback={tabsLoading}>
              {data.images.length > 1 && <CourseGallery course={data} />}
              <CourseTabs course={data} />
            </Suspense>
          )}
        </article>
      )}
    </QueryState>
  );
}
