import { LEARNING_MESSAGES, type TLessonDetail, type TLessonProgress } from '@curio/shared';
import { lazy, Suspense } from 'react';
import { Spinner } from '#web/components/ui/spinner.tsx';

/** The player and its libraries load with the first video lesson, never with another page (ADR 035). */
const LessonPlayer = lazy(() =>
  import('#web/features/learning/components/lesson-player.tsx').then((module) => ({
    default: module.LessonPlayer,
  })),
);

type TVideoLessonProps = {
  lesson: TLessonDetail;
  onProgress: (progress: TLessonProgress) => void;
  onReload: () => void;
};

/** A video lesson: the player, or, while the video is being transcoded, a note that says so. */
export function VideoLesson({ lesson, onProgress, onReload }: TVideoLessonProps) {
  if (!lesson.video)
    return (
      <div className="lesson-state lesson-state--waiting lesson-player__frame" role="status">
        <p>{LEARNING_MESSAGES.videoNotReady}</p>
      </div>
    );
  return (
    <Suspense
      fallback={
        <div className="lesson-player__frame">
          <Spinner label={LEARNING_MESSAGES.loadingPlayer} />
        </div>
      }
    >
      <LessonPlayer
        lessonId={lesson._id}
        title={lesson.title}
        video={lesson.video}
        startAt={lesson.progress?.positionSeconds ?? 0}
        onProgress={lesson.progress ? onProgress : null}
        onReload={onReload}
      />
    </Suspense>
  );
}
