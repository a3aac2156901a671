import { useParams } from 'react-router';
import { paths } from '../../../app/paths.ts';
import { PageMeta } from '../../../components/layout/page-meta.tsx';
import { QueryState } from '../../../components/ui/query-state.tsx';
import { PageSpinner } from '../../../components/ui/spinner.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { stripTags } from '../../../lib/sanitize.ts';
import { useCourse } from '../api/get-course.ts';
import { CourseHeader } from '../components/course-header.tsx';
import { CourseJsonLd } from '../components/course-json-ld.tsx';
import { CourseNotFound } from '../components/course-not-found.tsx';
import { CourseTabs } from '../components/course-tabs.tsx';

/** Search results show about this much of a description. */
const DESCRIPTION_MAX = 160;

const summarize = (html: string) => {
  const text = stripTags(html);
  return text.length > DESCRIPTION_MAX ? `${text.slice(0, DESCRIPTION_MAX - 1).trimEnd()}…` : text;
};

/** SPEC §2 course detail at /coursesdetails/:courseId, where the parameter is the course's slug. */
export function CourseDetailPage() {
  const { courseId: slug = '' } = useParams();
  const course = useCourse(slug);
  if (course.isError && course.error instanceof ApiError && course.error.status === 404)
    return <CourseNotFound />;
  return (
    <QueryState
      query={course}
      loadingLabel="Loading the course…"
      loading={<PageSpinner label="Loading the course…" />}
      isEmpty={() => false}
      empty={null}
    >
      {(data) => (
        <article className="course-detail">
          <PageMeta
            title={data.name}
            description={summarize(data.description)}
            image={data.images[0]}
            canonical={paths.courseDetail.to(data.slug)}
          />
          <CourseJsonLd course={data} />
          <CourseHeader course={data} />
          <CourseTabs course={data} />
        </article>
      )}
    </QueryState>
  );
}
