import {
  formatLessonDuration,
  LEARNING_MESSAGES,
  LESSON_KIND_LABELS,
  type TLearnCourse,
} from '@curio/shared';
import { useId } from 'react';
import { Link } from 'react-router';
import { CheckIcon, LockIcon } from '#web/components/ui/icons.tsx';
import { paths } from '#web/lib/paths.ts';
import type { TLessonEntry } from '#web/features/learning/lib/course-lessons.ts';

type TLessonOutlineProps = {
  course: TLearnCourse;
  entries: TLessonEntry[];
  currentLessonId: string;
  /** Called when a lesson is chosen (the phone's drawer closes). */
  onNavigate?: () => void;
};

function LessonRow({
  entry,
  slug,
  isCurrent,
  onNavigate,
}: {
  entry: TLessonEntry;
  slug: string;
  isCurrent: boolean;
  onNavigate?: () => void;
}) {
  const isComplete = entry.progress?.completed === true;
  const details = (
    <>
      <span className="lesson-row__state" aria-hidden="true">
        {isComplete ? (
          <CheckIcon width="16" height="16" />
        ) : !entry.isOpen ? (
          <LockIcon width="16" height="16" />
        ) : (
          <span className="lesson-row__number">{entry.number}</span>
        )}
      </span>
      <span className="lesson-row__text">
        <span className="lesson-row__title">{entry.title}</span>
        <span className="lesson-row__meta">
          {LESSON_KIND_LABELS[entry.kind]}
          {entry.durationSeconds > 0 && ` · ${formatLessonDuration(entry.durationSeconds)}`}
          {entry.freePreview && <span className="lesson-row__badge">{LEARNING_MESSAGES.previewBadge}</span>}
          {entry.draft && (
            <span className="lesson-row__badge lesson-row__badge--draft">{LEARNING_MESSAGES.draftTag}</span>
          )}
        </span>
      </span>
      {/* What the icons say, for screen readers. */}
      {isComplete && <span className="visually-hidden">, {LEARNING_MESSAGES.completedTag}</span>}
      {!entry.isOpen && <span className="visually-hidden">, {LEARNING_MESSAGES.lockedTag}</span>}
    </>
  );
  const className = `lesson-row${isCurrent ? ' lesson-row--current' : ''}${
    isComplete ? ' lesson-row--complete' : ''
  }${entry.isOpen ? '' : ' lesson-row--locked'}`;
  return entry.isOpen ? (
    <Link
      className={className}
      to={paths.learn.lesson.to(slug, entry._id)}
      aria-current={isCurrent ? 'page' : undefined}
      onClick={onNavigate}
    >
      {details}
    </Link>
  ) : (
    <span className={className} aria-current={isCurrent ? 'page' : undefined}>
      {details}
    </span>
  );
}

/**
 * The course's sections and lessons beside the lesson (docs/product.md#the-learners-pages): each lesson with
 * its kind and length, a tick once complete, a lock when the visitor may not open it, the one shown marked
 * `aria-current`. Lessons that open are links, so Tab walks them in order.
 */
export function LessonOutline({ course, entries, currentLessonId, onNavigate }: TLessonOutlineProps) {
  const headingId = useId();
  return (
    <nav className="lesson-outline" aria-labelledby={headingId}>
      <h2 id={headingId} className="lesson-outline__heading">
        {LEARNING_MESSAGES.outlineTitle}
      </h2>
      {course.sections.map((section) => (
        <section className="lesson-outline__section" key={section._id} aria-label={section.title}>
          <h3 className="lesson-outline__section-title">{section.title}</h3>
          <ol className="lesson-outline__lessons">
            {entries
              .filter((entry) => entry.sectionId === section._id)
              .map((entry) => (
                <li key={entry._id}>
                  <LessonRow
                    entry={entry}
                    slug={course.course.slug}
                    isCurrent={entry._id === currentLessonId}
                    onNavigate={onNavigate}
                  />
                </li>
              ))}
          </ol>
        </section>
      ))}
    </nav>
  );
}
