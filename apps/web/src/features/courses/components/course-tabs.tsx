import type { TCourse, TCoursePreview } from '@curio/shared';
import { useState } from 'react';
import { RichText } from '#web/components/ui/rich-text.tsx';
import { Tabs } from '#web/components/ui/tabs.tsx';
import { CourseCertificate } from './course-certificate.tsx';
import { CourseOutline } from './course-outline.tsx';
import { QuizPanel, QuizPreviewPanel } from './quiz-panel.tsx';
import { ReviewsPanel, ReviewsPreviewPanel } from './reviews-panel.tsx';

type TCourseTabsProps = {
  course: TCourse;
  /** The staff preview: the quiz and reviews come with the course, read-only, whatever its status. */
  preview?: Pick<TCoursePreview, 'quiz' | 'reviews'>;
};

/** Detail tabs (docs/product.md#pages): Professionals, Overview, Curriculum, Quiz, Certificate, Reviews. */
export function CourseTabs({ course, preview }: TCourseTabsProps) {
  const [selectedId, setSelectedId] = useState('professionals');
  const target = { courseId: course._id, slug: course.slug };
  const tabs = [
    {
      id: 'professionals',
      label: 'Professionals',
      panel: (
        <div className="course-panel course-panel--columns">
          <section>
            <h2>About this course</h2>
            <RichText html={course.description} />
          </section>
          <section>
            <h2>Main features</h2>
            <RichText html={course.feature} />
          </section>
          <section>
            <h2>Who it is for</h2>
            <RichText html={course.audience} />
          </section>
        </div>
      ),
    },
    {
      id: 'overview',
      label: 'Overview',
      panel: (
        <section className="course-panel">
          <h2>Overview</h2>
          <RichText html={course.overview} />
        </section>
      ),
    },
    {
      id: 'curriculum',
      label: 'Curriculum',
      panel: (
        <section className="course-panel">
          <h2>Curriculum</h2>
          {/* The staff preview may show a course that is not published: its outline is not public yet. */}
          {!preview && <CourseOutline courseId={course._id} slug={course.slug} />}
          {course.curriculum.length === 0 ? (
            <p>The curriculum is being written. Check back soon.</p>
          ) : (
            <ol className="curriculum">
              {course.curriculum.map((entry, index) => (
                <li className="curriculum__item" key={`${index}-${entry.title}`}>
                  <h3 className="curriculum__title">
                    <span className="curriculum__number">Module {index + 1}</span> {entry.title}
                  </h3>
                  <RichText html={entry.description} />
                </li>
              ))}
            </ol>
          )}
        </section>
      ),
    },
    {
      id: 'quiz',
      label: 'Quiz',
      panel: (
        <section className="course-panel" aria-label="Quiz">
          {preview ? (
            <QuizPreviewPanel courseId={course._id} questions={preview.quiz} />
          ) : (
            <QuizPanel courseId={course._id} />
          )}
        </section>
      ),
    },
    {
      id: 'certificate',
      label: 'Certificate',
      panel: <CourseCertificate course={course} isPreview={Boolean(preview)} />,
    },
    {
      id: 'reviews',
      label: 'Reviews',
      panel: (
        <section className="course-panel" aria-label="Reviews">
          {preview ? <ReviewsPreviewPanel reviews={preview.reviews} /> : <ReviewsPanel target={target} />}
        </section>
      ),
    },
  ];
  return (
    <div className="container course-tabs">
      <Tabs label="Course details" tabs={tabs} selectedId={selectedId} onSelect={setSelectedId} />
    </div>
  );
}
