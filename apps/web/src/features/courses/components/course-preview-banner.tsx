import { MESSAGES, type TCourseStatus } from '@curio/shared';
import { Link } from 'react-router';
import { paths } from '#web/lib/paths.ts';
import { buttonClass } from '#web/components/ui/button.tsx';

const M = MESSAGES.coursePreview;

type TCoursePreviewBannerProps = { courseId: string; slug: string; status: TCourseStatus };

/**
 * Says this is the staff preview, the course's status, and leads back to its editor (and its public page).
 */
export function CoursePreviewBanner({ courseId, slug, status }: TCoursePreviewBannerProps) {
  return (
    <div className="preview-banner" role="note" aria-label="Preview">
      <div className="container preview-banner__inner">
        <p className="preview-banner__text">
          <strong className="preview-banner__title">Preview</strong> <span>{M.notice}</span>{' '}
          <span>{M.status[status]}</span>
        </p>
        <div className="preview-banner__links">
          <Link className={buttonClass('primary')} to={paths.admin.course.to(courseId)}>
            {M.backToEditor}
          </Link>
          {status === 'published' && (
            <Link className={buttonClass('secondary')} to={paths.courseDetail.to(slug)}>
              {M.openPublicPage}
            </Link>
          )}
        </div>
      </div>
    </div>
  );
}
