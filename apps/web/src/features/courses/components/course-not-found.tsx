import { COURSE_MESSAGES, PAGE_HEADS } from '@curio/shared';
import { Link } from 'react-router';
import { paths } from '#web/lib/paths.ts';
import { PageMeta } from '#web/components/layout/page-meta.tsx';
import { buttonClass } from '#web/components/ui/button.tsx';

/** An unknown course slug (the API answered 404): say so and lead back to the catalogue. */
export function CourseNotFound() {
  return (
    <section className="container status-page">
      <PageMeta {...PAGE_HEADS.courseNotFound} />
      <p className="status-page__code" aria-hidden="true">
        404
      </p>
      <h1>{COURSE_MESSAGES.courseNotFound}</h1>
      <p>There is no course at this address. It may have been renamed or retired.</p>
      <div className="status-page__actions">
        <Link className={buttonClass('primary')} to={paths.courses}>
          Browse all courses
        </Link>
      </div>
    </section>
  );
}
