import '#web/features/learning/learning.css';
import { LEARNING_MESSAGES } from '@curio/shared';
import { useEffect } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { PageMeta } from '#web/components/layout/page-meta.tsx';
import { PageSpinner } from '#web/components/ui/spinner.tsx';
import { buttonClass } from '#web/components/ui/button.tsx';
import { paths } from '#web/lib/paths.ts';
import { useLearnCourse } from '#web/features/learning/api/get-learn-course.ts';
import { CourseLoadFailure } from '#web/features/learning/components/lesson-states.tsx';

/**
 * /learn/{slug} (docs/product.md#the-learners-pages): opens the lesson to continue with (the API's
 * `nextLesson`), replacing this address in the history so Back leaves the course; a course without lessons
 * yet says so.
 */
export function LearnCoursePage() {
  const { slug = '' } = useParams();
  const navigate = useNavigate();
  const course = useLearnCourse(slug);
  const nextLesson = course.data?.nextLesson;
  useEffect(() => {
    if (nextLesson) void navigate(paths.learn.lesson.to(slug, nextLesson), { replace: true });
  }, [navigate, nextLesson, slug]);

  if (course.isError) return <CourseLoadFailure query={course} />;
  if (course.isPending || nextLesson) return <PageSpinner label={LEARNING_MESSAGES.loadingLesson} />;
  const { name } = course.data.course;
  return (
    <section className="container learn__empty">
      <PageMeta title={name} description={name} noIndex />
      <h1>{name}</h1>
      <p>{LEARNING_MESSAGES.noLessonsYet}</p>
      <Link className={buttonClass('secondary')} to={paths.courseDetail.to(slug)}>
        {LEARNING_MESSAGES.seeCourse}
      </Link>
    </section>
  );
}
