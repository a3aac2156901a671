import { LEARNING_MESSAGES, type TLessonKind } from '@curio/shared';
import { Link, useNavigate } from 'react-router';
import { Button } from '#web/components/ui/button.tsx';
import { ChevronIcon } from '#web/components/ui/icons.tsx';
import { errorMessage } from '#web/lib/api-client.ts';
import { paths } from '#web/lib/paths.ts';
import { useCompleteLesson } from '#web/features/learning/api/lesson-writes.ts';
import type { TLessonEntry } from '#web/features/learning/lib/course-lessons.ts';

type TLessonActionsProps = {
  slug: string;
  lessonId: string;
  kind: TLessonKind;
  isComplete: boolean;
  /** Signed in: the learner's progress is kept (a signed-out preview has none). */
  tracksProgress: boolean;
  previous: TLessonEntry | undefined;
  next: TLessonEntry | undefined;
  passPercent: number;
};

/**
 * Under a lesson: Previous and Next, and 'Complete and continue'. A reading or a download is marked complete
 * by the button, which then opens the next lesson; a video completes as it is watched and a quiz when it is
 * passed, and once complete the button continues.
 */
export function LessonActions(props: TLessonActionsProps) {
  const { slug, lessonId, kind, isComplete, tracksProgress, previous, next, passPercent } = props;
  const navigate = useNavigate();
  const complete = useCompleteLesson(slug);
  const goOn = () => {
    if (next) void navigate(paths.learn.lesson.to(slug, next._id));
  };
  const marksByButton = kind === 'text' || kind === 'download';
  const canContinue = isComplete ? Boolean(next) : marksByButton;
  const onContinue = () => {
    if (isComplete) return goOn();
    complete.mutate(lessonId, { onSuccess: goOn });
  };
  const hint =
    !isComplete && kind === 'video'
      ? LEARNING_MESSAGES.watchToComplete
      : !isComplete && kind === 'quiz'
        ? LEARNING_MESSAGES.passQuizToComplete(passPercent)
        : undefined;

  return (
    <div className="lesson-actions">
      {tracksProgress && (
        <div className="lesson-actions__complete">
          {canContinue && (
            <Button onClick={onContinue} isLoading={complete.isPending}>
              {LEARNING_MESSAGES.completeAndContinue}
            </Button>
          )}
          {isComplete && (
            <p className="lesson-actions__done" role="status">
              {LEARNING_MESSAGES.markedComplete}
            </p>
          )}
          {hint && <p className="lesson-actions__hint">{hint}</p>}
          {complete.isError && (
            <p className="lesson-actions__error" role="alert">
              {errorMessage(complete.error, LEARNING_MESSAGES.lessonLoadFailed)}
            </p>
          )}
        </div>
      )}
      <nav className="lesson-actions__nav" aria-label={LEARNING_MESSAGES.lessonNavigation}>
        {previous ? (
          <Link className="lesson-actions__link" to={paths.learn.lesson.to(slug, previous._id)} rel="prev">
            <ChevronIcon direction="left" width="18" height="18" aria-hidden="true" />
            <span>
              <span className="lesson-actions__label">{LEARNING_MESSAGES.previousLesson}</span>
              <span className="lesson-actions__title">{previous.title}</span>
            </span>
          </Link>
        ) : (
          <span />
        )}
        {next && (
          <Link
            className="lesson-actions__link lesson-actions__link--next"
            to={paths.learn.lesson.to(slug, next._id)}
            rel="next"
          >
            <span>
              <span className="lesson-actions__label">{LEARNING_MESSAGES.nextLesson}</span>
              <span className="lesson-actions__title">{next.title}</span>
            </span>
            <ChevronIcon direction="right" width="18" height="18" aria-hidden="true" />
          </Link>
        )}
      </nav>
    </div>
  );
}
