import '#web/features/content/content.css';
import { GALLERY_PLATFORMS, GALLERY_PLATFORM_LABELS, SITE_PAGES } from '@curio/shared';
import { useSearchParams } from 'react-router';
import { PageFrame } from '#web/components/layout/page-frame.tsx';
import { Tabs } from '#web/components/ui/tabs.tsx';
import { GalleryList } from '#web/features/content/components/gallery-list.tsx';
import { DEFAULT_PLATFORM, isGalleryPlatform } from '#web/features/content/lib/gallery.ts';

/** /our-gallery (docs/product.md#pages): a platform selector (facebook by default) over the posts. */
export function GalleryPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get('platform');
  const platform = isGalleryPlatform(requested) ? requested : DEFAULT_PLATFORM;

  return (
    <PageFrame eyebrow="Community" head={SITE_PAGES.gallery}>
      <Tabs
        label="Platform"
        selectedId={platform}
        onSelect={(id) =>
          setSearchParams(id === DEFAULT_PLATFORM ? {} : { platform: id }, {
            replace: true,
            preventScrollReset: true,
          })
        }
        tabs={GALLERY_PLATFORMS.map((id) => ({
          id,
          label: GALLERY_PLATFORM_LABELS[id],
          panel: <GalleryList platform={id} />,
        }))}
      />
    </PageFrame>
  );
}
