import '#web/components/ui/forms.css';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { AUTHORING_TEXTS as T, MESSAGES, type TConsoleLesson } from '@curio/shared';
import { Button } from '#web/components/ui/button.tsx';
import { toastError } from '#web/lib/notify.ts';
import { paths } from '#web/lib/paths.ts';
import { toast } from '#web/lib/toast.ts';
import { useDeleteLesson, useLessonStatus } from '#web/features/console/catalogue/api/lessons.ts';
import { isConflict } from '#web/features/console/shell/api/console-api.ts';
import { ActionButton } from '#web/features/console/shell/components/action-button.tsx';
import { ConfirmDialog } from '#web/features/console/shell/components/confirm-dialog.tsx';
import { StatusBadge } from '#web/features/console/shell/components/status-badge.tsx';
import { useConsoleAction } from '#web/features/console/shell/lib/use-console-action.ts';
import { lessonStatusBadge } from './outline-parts.tsx';

type TLessonStatusActionsProps = {
  lesson: TConsoleLesson;
  /** Publishing acts on the saved lesson: with edits pending it waits for Save. */
  isDirty: boolean;
  onStale: (message: string) => void;
  /** Before leaving the deleted lesson's page: nothing left to guard. */
  onDeleted: () => void;
};

/**
 * The saved lesson's status: Publish and Unpublish keep their places (the one of the status it has is
 * greyed out), so a double-click never does both (ADR 029); a refusal says what the lesson still needs.
 */
export function LessonStatusActions({ lesson, isDirty, onStale, onDeleted }: TLessonStatusActionsProps) {
  const setStatus = useConsoleAction(useLessonStatus(lesson._id));
  const remove = useConsoleAction(useDeleteLesson(lesson));
  const navigate = useNavigate();
  const [refusal, setRefusal] = useState<string | null>(null);
  const [isConfirmingDelete, setIsConfirmingDelete] = useState(false);

  const move = (action: 'publish' | 'unpublish') => {
    setRefusal(null);
    setStatus.run(
      { action, version: lesson.updatedAt },
      {
        onSuccess: ({ message }) => toast.success(message),
        onError: (error) => {
          if (isConflict(error) && error.message === MESSAGES.admin.staleEdit) onStale(error.message);
          else if (isConflict(error)) setRefusal(error.message);
          else toastError(error, T.statusFailed);
        },
      },
    );
  };

  const onDelete = () =>
    remove.run(undefined, {
      onSuccess: ({ message }) => {
        toast.success(message || MESSAGES.admin.deleted);
        onDeleted();
        void navigate(paths.admin.courseLessons.to(lesson.course._id));
      },
      onError: (error) => toastError(error, T.deleteFailed),
      onSettled: () => setIsConfirmingDelete(false),
    });

  const isPublished = lesson.status === 'published';
  return (
    <section className="console-panel" aria-labelledby="lesson-status">
      <h2 id="lesson-status" className="console-panel__title">
        {T.status}
      </h2>
      <p>
        <StatusBadge {...lessonStatusBadge(lesson.status)} /> {isPublished ? T.publishedNote : T.draftNote}
      </p>
      <div className="lesson-status__actions">
        <ActionButton
          disabled={isDirty || isPublished || setStatus.isPending}
          isBusy={setStatus.pendingVars?.action === 'publish'}
          onClick={() => move('publish')}
        >
          {T.publish}
        </ActionButton>
        <ActionButton
          variant="secondary"
          disabled={isDirty || !isPublished || setStatus.isPending}
          isBusy={setStatus.pendingVars?.action === 'unpublish'}
          onClick={() => move('unpublish')}
        >
          {T.unpublish}
        </ActionButton>
      </div>
      {isDirty && <p className="console-note">{T.saveFirst}</p>}
      {refusal && (
        <p className="field__error" role="alert">
          {refusal}
        </p>
      )}
      <Button variant="danger" onClick={() => setIsConfirmingDelete(true)}>
        {T.deleteLesson}
      </Button>
      <ConfirmDialog
        open={isConfirmingDelete}
        title={T.deleteLessonTitle}
        body={T.deleteLessonBody(lesson.title)}
        confirmLabel={T.deleteLesson}
        tone="danger"
        isPending={remove.isPending}
        onConfirm={onDelete}
        onCancel={() => setIsConfirmingDelete(false)}
      />
    </section>
  );
}
