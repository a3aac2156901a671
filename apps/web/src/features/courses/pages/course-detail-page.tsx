import { PageFrame } from '../../../components/layout/page-frame.tsx';

// The page's frame; its content arrives with the feature's own issue.
export function CourseDetailPage() {
  return (
    <PageFrame
      eyebrow="Courses"
      heading="Course Details"
      intro="Duration, lectures, skill level, curriculum, quiz, certificate and learner reviews for the course you picked."
    />
  );
}
