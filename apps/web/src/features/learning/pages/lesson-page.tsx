import '#web/features/learning/learning.css';
import { LEARNING_MESSAGES, type TLearnCourse, type TLessonProgress } from '@curio/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { Link, useParams } from 'react-router';
import { PageMeta } from '#web/components/layout/page-meta.tsx';
import { StatusView } from '#web/components/layout/status-view.tsx';
import { ProgressBar } from '#web/components/ui/progress-bar.tsx';
import { RichText } from '#web/components/ui/rich-text.tsx';
import { PageSpinner, Spinner } from '#web/components/ui/spinner.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { paths } from '#web/lib/paths.ts';
import { useSession } from '#web/lib/session.ts';
import { useLearnCourse } from '#web/features/learning/api/get-learn-course.ts';
import { useLesson } from '#web/features/learning/api/get-lesson.ts';
import { storeLessonProgress } from '#web/features/learning/api/lesson-writes.ts';
import { DownloadLesson } from '#web/features/learning/components/download-lesson.tsx';
import { LessonActions } from '#web/features/learning/components/lesson-actions.tsx';
import { LessonOutline } from '#web/features/learning/components/lesson-outline.tsx';
import {
  CourseLoadFailure,
  LessonLoadError,
  LockedLesson,
  lockReason,
  type TLockReason,
} from '#web/features/learning/components/lesson-states.tsx';
import { OutlinePanel } from '#web/features/learning/components/outline-panel.tsx';
import { QuizLesson } from '#web/features/learning/components/quiz-lesson.tsx';
import { VideoLesson } from '#web/features/learning/components/video-lesson.tsx';
import {
  lessonEntries,
  lessonNeighbours,
  type TLessonEntry,
} from '#web/features/learning/lib/course-lessons.ts';

const lessonHead = (title: string, courseName: string) => ({
  title: `${title} · ${courseName}`,
  description: courseName,
  noIndex: true,
});

function LessonNotFound({ slug }: { slug: string }) {
  return (
    <StatusView
      code="404"
      head={lessonHead(LEARNING_MESSAGES.lessonNotFound, slug)}
      title={LEARNING_MESSAGES.lessonNotFound}
      text={LEARNING_MESSAGES.lessonNotFoundText}
      action={{ to: paths.courseDetail.to(slug), label: LEARNING_MESSAGES.seeCourse }}
    />
  );
}

/**
 * The lesson's heading. When the learner moves to another lesson (not on the page's first load) it takes
 * focus, so a screen reader starts at the new lesson.
 */
function LessonHeading({
  title,
  entry,
  total,
  takesFocus,
}: {
  title: string;
  entry: TLessonEntry | undefined;
  total: number;
  takesFocus: boolean;
}) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (takesFocus) ref.current?.focus();
  }, [takesFocus, title]);
  return (
    <header className="lesson__header">
      {entry && (
        <p className="eyebrow lesson__position">{LEARNING_MESSAGES.lessonPosition(entry.number, total)}</p>
      )}
      <h1 className="lesson__title" ref={ref} tabIndex={-1}>
        {title}
      </h1>
    </header>
  );
}

type TLessonMainProps = {
  course: TLearnCourse;
  lessonId: string;
  entries: TLessonEntry[];
  /** Another lesson than the one the page was opened at. */
  isLaterLesson: boolean;
};

/** The lesson itself, or the reason it does not open; its content by kind, then the ways on. */
function LessonMain({ course, lessonId, entries, isLaterLesson }: TLessonMainProps) {
  const { isLoggedIn } = useSession();
  const queryClient = useQueryClient();
  const slug = course.course.slug;
  const { current, previous, next } = lessonNeighbours(entries, lessonId);
  const lockedBy: TLockReason | undefined =
    current && !current.isOpen ? lockReason(course.access, isLoggedIn) : undefined;
  // A lesson the outline does not list is still asked for: staff open drafts; anyone else gets a 404.
  const lesson = useLesson(lessonId, lockedBy === undefined);
  const onProgress = (progress: TLessonProgress) => storeLessonProgress(queryClient, slug, progress);
  const total = entries.length;

  if (lockedBy)
    return (
      <>
        <PageMeta {...lessonHead(current?.title ?? '', course.course.name)} />
        <LessonHeading
          takesFocus={isLaterLesson}
          title={current?.title ?? ''}
          entry={current}
          total={total}
        />
        <LockedLesson reason={lockedBy} slug={slug} />
      </>
    );
  if (lesson.isPending) return <Spinner label={LEARNING_MESSAGES.loadingLesson} />;
  if (lesson.isError) {
    const status = lesson.error instanceof ApiError ? lesson.error.status : 0;
    if (status === 404) return <LessonNotFound slug={slug} />;
    if (status === 401 || status === 403) {
      const reason: TLockReason = status === 401 ? 'sign-in' : lockReason(course.access, isLoggedIn);
      return (
        <>
          <LessonHeading
            takesFocus={isLaterLesson}
            title={current?.title ?? ''}
            entry={current}
            total={total}
          />
          <LockedLesson reason={reason} slug={slug} message={lesson.error.message || undefined} />
        </>
      );
    }
    return <LessonLoadError onRetry={() => void lesson.refetch()} isRetrying={lesson.isFetching} />;
  }

  const data = lesson.data;
  const isComplete = current?.progress?.completed ?? data.progress?.completed ?? false;
  return (
    <>
      <PageMeta {...lessonHead(data.title, course.course.name)} />
      <LessonHeading takesFocus={isLaterLesson} title={data.title} entry={current} total={total} />
      <div className="lesson__content">
        {data.kind === 'video' && (
          <VideoLesson
            key={lesson.dataUpdatedAt}
            lesson={data}
            onProgress={onProgress}
            onReload={() => void lesson.refetch()}
          />
        )}
        {data.kind === 'download' && data.download && <DownloadLesson download={data.download} />}
        {data.body && <RichText className="lesson__body" html={data.body} />}
        {data.kind === 'quiz' && data.quiz && (
          <QuizLesson key={data._id} slug={slug} lesson={data} questions={data.quiz} />
        )}
      </div>
      <LessonActions
        slug={slug}
        lessonId={data._id}
        kind={data.kind}
        isComplete={isComplete}
        tracksProgress={isLoggedIn && data.progress !== null}
        previous={previous}
        next={next}
        passPercent={data.passPercent}
      />
    </>
  );
}

/** The course's bar over every lesson: its name (back to its page) and the learner's progress. */
function CourseBar({ course }: { course: TLearnCourse }) {
  const { isLoggedIn } = useSession();
  return (
    <div className="learn__bar">
      <p className="learn__course">
        <Link className="text-link" to={paths.courseDetail.to(course.course.slug)}>
          {course.course.name}
        </Link>
      </p>
      {isLoggedIn && course.totalLessons > 0 && (
        <div className="learn__progress">
          <p className="learn__progress-text">
            {LEARNING_MESSAGES.lessonsCompleted(course.completedLessons, course.totalLessons)}
            <span aria-hidden="true"> · {course.percent}%</span>
          </p>
          <ProgressBar
            percent={course.percent}
            label={LEARNING_MESSAGES.courseProgress(course.course.name)}
          />
          {course.percent === 100 && <p className="learn__done">{LEARNING_MESSAGES.courseCompleted}</p>}
        </div>
      )}
    </div>
  );
}

/**
 * A lesson at /learn/{slug}/{lessonId} (docs/product.md#the-learners-pages): the course's bar and progress,
 * the outline (a drawer on phones), the lesson by kind, and the ways on. What the visitor may open is the
 * API's answer; the player loads only here (ADR 035).
 */
export function LessonPage() {
  const { slug = '', lessonId = '' } = useParams();
  const course = useLearnCourse(slug);
  const firstLessonId = useRef(lessonId);
  if (course.isPending) return <PageSpinner label={LEARNING_MESSAGES.loadingLesson} />;
  if (course.isError) return <CourseLoadFailure query={course} />;
  const entries = lessonEntries(course.data);
  const isLaterLesson = firstLessonId.current !== lessonId;
  return (
    <div className="learn container">
      <CourseBar course={course.data} />
      <div className="learn__layout">
        <OutlinePanel>
          {(close) => (
            <LessonOutline
              course={course.data}
              entries={entries}
              currentLessonId={lessonId}
              onNavigate={close}
            />
          )}
        </OutlinePanel>
        <article className="lesson">
          <LessonMain
            course={course.data}
            lessonId={lessonId}
            entries={entries}
            isLaterLesson={isLaterLesson}
          />
        </article>
      </div>
    </div>
  );
}
