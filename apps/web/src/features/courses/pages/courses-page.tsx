import { PageFrame } from '../../../components/layout/page-frame.tsx';

// The page's frame; its content arrives with the feature's own issue.
export function CoursesPage() {
  return (
    <PageFrame
      eyebrow="Courses"
      heading="Our Course"
      intro="Pick a category to browse its courses, then open any course to see its curriculum, quiz and reviews."
    />
  );
}
