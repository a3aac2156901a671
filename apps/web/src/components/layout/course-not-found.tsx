import { COURSE_MESSAGES, PAGE_HEADS } from '@curio/shared';
import { paths } from '#web/lib/paths.ts';
import { StatusView } from './status-view.tsx';

/**
 * An unknown course slug (the API answered 404; the course page, the lesson pages): say so and lead back to
 * the catalogue.
 */
export function CourseNotFound() {
  return (
    <StatusView
      code="404"
      head={PAGE_HEADS.courseNotFound}
      title={COURSE_MESSAGES.courseNotFound}
      text="There is no course at this address. It may have been renamed or retired."
      action={{ to: paths.courses, label: 'Browse all courses' }}
    />
  );
}
