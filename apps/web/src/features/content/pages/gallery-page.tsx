import { PageFrame } from '../../../components/layout/page-frame.tsx';

// The page's frame; its content arrives with the feature's own issue.
export function GalleryPage() {
  return (
    <PageFrame
      eyebrow="Community"
      heading="Community Gallery"
      intro="Posts from the Curio community on Facebook, Twitter, YouTube, LinkedIn and Instagram."
    />
  );
}
