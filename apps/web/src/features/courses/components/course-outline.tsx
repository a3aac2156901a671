import {
  formatLessonDuration,
  LEARNING_MESSAGES,
  LESSON_KIND_LABELS,
  type TCourseOutline,
} from '@curio/shared';
import { Link } from 'react-router';
import { QueryState } from '#web/components/ui/query-state.tsx';
import { paths } from '#web/lib/paths.ts';
import { useCourseOutline } from '#web/features/courses/api/get-course-outline.ts';

const countOf = (count: number, noun: string) => `${count} ${noun}${count === 1 ? '' : 's'}`;

function OutlineSections({ outline, slug }: { outline: TCourseOutline; slug: string }) {
  return (
    <>
      <p className="course-outline__totals">
        {countOf(outline.sections.length, 'section')} · {countOf(outline.lessonCount, 'lesson')}
        {outline.durationSeconds > 0 && ` · ${formatLessonDuration(outline.durationSeconds)}`}
      </p>
      <ol className="course-outline">
        {outline.sections.map((section) => (
          <li className="course-outline__section" key={section._id}>
            <h3 className="course-outline__title">{section.title}</h3>
            <ol className="course-outline__lessons">
              {section.lessons.map((lesson) => (
                <li className="course-outline__lesson" key={lesson._id}>
                  <span className="course-outline__name">{lesson.title}</span>
                  <span className="course-outline__meta">
                    {LESSON_KIND_LABELS[lesson.kind]}
                    {lesson.durationSeconds > 0 && ` · ${formatLessonDuration(lesson.durationSeconds)}`}
                  </span>
                  {lesson.freePreview && (
                    <Link
                      className="course-outline__preview"
                      to={paths.learn.lesson.to(slug, lesson._id)}
                      aria-label={`${LEARNING_MESSAGES.previewBadge}: ${lesson.title}`}
                    >
                      {LEARNING_MESSAGES.previewBadge}
                    </Link>
                  )}
                </li>
              ))}
            </ol>
          </li>
        ))}
      </ol>
    </>
  );
}

/**
 * The Curriculum tab's lessons (docs/product.md#the-learners-pages): each section with its published lessons,
 * their kind and length, and a 'Preview' link to a free-preview lesson anyone may open.
 */
export function CourseOutline({ courseId, slug }: { courseId: string; slug: string }) {
  const outline = useCourseOutline(courseId);
  return (
    <QueryState
      query={outline}
      loadingLabel="Loading the lessons…"
      isEmpty={(data) => data.sections.length === 0}
      empty={LEARNING_MESSAGES.noLessonsYet}
    >
      {(data) => <OutlineSections outline={data} slug={slug} />}
    </QueryState>
  );
}
