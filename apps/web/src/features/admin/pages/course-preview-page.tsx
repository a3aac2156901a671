import '#web/features/admin/catalogue.css';
import { Link, useParams } from 'react-router';
import { dollarsToCents, formatPriceTag, type TCourse } from '@curio/shared';
import { QueryState } from '#web/components/ui/query-state.tsx';
import { RichText } from '#web/components/ui/rich-text.tsx';
import { paths } from '#web/lib/paths.ts';
import { useAdminCourse, useCoursePreview } from '#web/features/admin/api/courses.ts';
import { PageHeader } from '#web/features/admin/components/page-header.tsx';
import { Img } from '#web/components/ui/img.tsx';

/**
 * `/admin/courses/:id/preview`: the course's public fields as a visitor would read them, whatever its status
 * (GET /api/admin/courses/{id}/preview). A console page cannot reuse the public page's components (features do
 * not import each other), so this is a plain read-only layout of the same content.
 */
export function CoursePreviewPage() {
  const { id = '' } = useParams();
  const preview = useCoursePreview(id);
  const admin = useAdminCourse(id);
  const isPublished = admin.data?.status === 'published';
  return (
    <div className="console-page">
      <PageHeader
        title={preview.data ? `Preview: ${preview.data.name}` : 'Preview'}
        back={<Link to={paths.admin.course.to(id)}>← Back to the editor</Link>}
        actions={
          isPublished && preview.data ? (
            <a href={paths.courseDetail.to(preview.data.slug)} target="_blank" rel="noreferrer">
              Open the public page
            </a>
          ) : undefined
        }
      />
      {admin.data && !isPublished && (
        <p className="console-alert" role="note">
          Preview — not visible to visitors. This course is{' '}
          {admin.data.status === 'draft' ? 'a draft' : 'archived'}: publish it to show it in the catalogue.
        </p>
      )}
      <QueryState query={preview} loadingLabel="Loading the preview…" empty={null} isEmpty={() => false}>
        {(course) => <CoursePreview course={course} />}
      </QueryState>
    </div>
  );
}

function CoursePreview({ course }: { course: TCourse }) {
  const facts = [
    ['Category', course.category.name],
    ['Price', formatPriceTag(dollarsToCents(course.price))],
    ['Duration', course.duration],
    ['Lectures', String(course.lectures)],
    ['Video lessons', String(course.videoLessons)],
    ['Skill level', course.skillLevel],
    ['Students enrolled', String(course.studentsEnrolled)],
  ] as const;
  const texts = [
    ['Description', course.description],
    ['Features', course.feature],
    ['Who it is for', course.audience],
    ['Overview', course.overview],
  ] as const;
  return (
    <article className="course-preview console-panel">
      <h2 className="course-preview__name">{course.name}</h2>
      {course.images.length > 0 && (
        <div className="course-preview__images">
          {course.images.map((src, index) => (
            <Img
              key={src}
              src={src}
              alt={`${course.name}, image ${String(index + 1)}`}
              width={240}
              height={150}
            />
          ))}
        </div>
      )}
      <dl className="course-preview__facts">
        {facts.map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {texts
        .filter(([, html]) => html !== '')
        .map(([title, html]) => (
          <section key={title}>
            <h3>{title}</h3>
            <RichText html={html} />
          </section>
        ))}
      {course.curriculum.length > 0 && (
        <section>
          <h3>Curriculum</h3>
          <ol className="course-preview__curriculum">
            {course.curriculum.map((entry, index) => (
              <li key={`${String(index)}-${entry.title}`}>
                <h4>{entry.title}</h4>
                <RichText html={entry.description} />
              </li>
            ))}
          </ol>
        </section>
      )}
    </article>
  );
}
