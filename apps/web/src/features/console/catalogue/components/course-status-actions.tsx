import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { toast } from '#web/lib/toast.ts';
import { MESSAGES, UNDO_TEXTS, type TAdminCourse, type TCourseStatus } from '@curio/shared';
import { Button, buttonClass } from '#web/components/ui/button.tsx';
import { toastError } from '#web/lib/notify.ts';
import { paths } from '#web/lib/paths.ts';
import {
  useDeleteCourse,
  useRepublish,
  useSetCourseStatus,
} from '#web/features/console/catalogue/api/courses.ts';
import { isConflict } from '#web/features/console/shell/api/console-api.ts';
import { COURSE_STATUS_BADGES } from '#web/features/console/catalogue/lib/course-status.ts';
import { ActionButton } from '#web/features/console/shell/components/action-button.tsx';
import { ConfirmDialog } from '#web/features/console/shell/components/confirm-dialog.tsx';
import { StatusBadge } from '#web/features/console/shell/components/status-badge.tsx';
import { toastWithUndo } from '#web/features/console/shell/lib/undo-toast.ts';
import { useConsoleAction } from '#web/features/console/shell/lib/use-console-action.ts';

/**
 * The three statuses a course can be moved to, always in these places with these words: the button of the
 * status the course has is greyed out. A move never puts another move where the pointer just pressed
 * (Publish does not turn into 'Unpublish' under it), so a double-click cannot publish and unpublish
 * (docs/product.md#console, "One click, one step").
 */
const MOVES: { status: TCourseStatus; label: string }[] = [
  { status: 'published', label: 'Publish' },
  { status: 'draft', label: 'Move to draft' },
  { status: 'archived', label: 'Archive' },
];

type TCourseStatusActionsProps = {
  course: TAdminCourse;
  /** Status changes act on the saved course: with edits pending they wait for Save. */
  isDirty: boolean;
  onChanged: (course: TAdminCourse) => void;
  onStale: (message: string) => void;
  /** Before leaving the deleted course's page: nothing left to guard. */
  onDeleted: () => void;
};

/** The saved course's status (publish, unpublish, archive), its preview, and delete. */
export function CourseStatusActions({
  course,
  isDirty,
  onChanged,
  onStale,
  onDeleted,
}: TCourseStatusActionsProps) {
  const setStatus = useConsoleAction(useSetCourseStatus(course._id));
  const remove = useConsoleAction(useDeleteCourse(course._id));
  const republish = useRepublish();
  const navigate = useNavigate();
  const [isConfirmingDelete, setIsConfirmingDelete] = useState(false);

  const move = (status: TCourseStatus) =>
    setStatus.run(
      { status, version: course.updatedAt },
      {
        onSuccess: ({ data, message }) => {
          onChanged(data);
          // Taken off the site: the toast offers to put it back (docs/product.md#console).
          if (course.status === 'published' && status !== 'published')
            toastWithUndo(message, {
              what: UNDO_TEXTS.unpublishing(course.name),
              undo: republish(data, onChanged),
            });
          else toast.success(message || 'Course status updated');
        },
        onError: (error) =>
          isConflict(error) ? onStale(error.message) : toastError(error, 'The status could not be changed.'),
      },
    );

  const onDelete = () =>
    remove.run(undefined, {
      onSuccess: ({ message }) => {
        toast.success(message || MESSAGES.admin.deleted);
        onDeleted();
        void navigate(paths.admin.courses);
      },
      // A course with orders: the server says to archive it instead.
      onError: (error) => toastError(error, 'The course could not be deleted.'),
      onSettled: () => setIsConfirmingDelete(false),
    });

  return (
    <section className="console-panel course-status" aria-labelledby="course-status">
      <h2 id="course-status" className="console-panel__title">
        Status
      </h2>
      <p className="course-status__current">
        <StatusBadge {...COURSE_STATUS_BADGES[course.status]} />
        {course.status === 'published' ? ' Visitors see this course.' : ' Visitors do not see this course.'}
      </p>
      <div className="course-status__actions">
        {MOVES.map(({ status, label }) => (
          <ActionButton
            key={status}
            variant={status === 'published' ? 'primary' : 'secondary'}
            disabled={isDirty || status === course.status || setStatus.isPending}
            isBusy={setStatus.pendingVars?.status === status}
            onClick={() => move(status)}
          >
            {label}
          </ActionButton>
        ))}
      </div>
      {isDirty && <p className="console-note">Save your changes first to change the status.</p>}
      <div className="course-status__actions">
        <Link to={paths.coursePreview.to(course._id)} className={buttonClass('secondary')}>
          Preview
        </Link>
        {course.status === 'published' && (
          <a
            href={paths.courseDetail.to(course.slug)}
            target="_blank"
            rel="noreferrer"
            className={buttonClass('ghost')}
          >
            Open on the site
          </a>
        )}
        <Button variant="danger" onClick={() => setIsConfirmingDelete(true)}>
          Delete
        </Button>
      </div>
      {course.hasOrders && (
        <p className="console-note">This course has orders: archive it rather than delete it.</p>
      )}
      <ConfirmDialog
        open={isConfirmingDelete}
        title="Delete this course?"
        body={`“${course.name}” and its quiz will be deleted for good. A course with orders cannot be deleted: archive it instead.`}
        confirmLabel="Delete course"
        tone="danger"
        isPending={remove.isPending}
        onConfirm={onDelete}
        onCancel={() => setIsConfirmingDelete(false)}
      />
    </section>
  );
}
