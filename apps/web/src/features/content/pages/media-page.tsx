import '#web/features/content/content.css';
import { CONTENT_MESSAGES, type TMediaItem, SITE_PAGES } from '@curio/shared';
import { useState } from 'react';
import { PageFrame } from '#web/components/layout/page-frame.tsx';
import { Carousel, type TSlidesPerView } from '#web/components/ui/carousel.tsx';
import { QueryState } from '#web/components/ui/query-state.tsx';
import { useMedia } from '#web/features/content/api/get-media.ts';
import { MediaCard } from '#web/features/content/components/media-card.tsx';
import { MediaStoryDialog } from '#web/features/content/components/media-story-dialog.tsx';
import { Reveal } from '#web/features/content/components/reveal.tsx';

/** The media carousel (docs/product.md#rules): 2.8 slides, 2 < 1024 px, 1.5 < 768 px, 1 < 480 px. */
const MEDIA_SLIDES: TSlidesPerView = { base: 1, 480: 1.5, 768: 2, 1024: 2.8 };

/** /our-media (docs/product.md#pages): a decorative header and a centred carousel of press stories. */
export function MediaPage() {
  const query = useMedia();
  const [openItem, setOpenItem] = useState<TMediaItem | null>(null);

  return (
    <PageFrame eyebrow="In the news" head={SITE_PAGES.media}>
      <Reveal className="media-header">
        <span className="media-header__shape media-header__shape--ring" aria-hidden="true" />
        <span className="media-header__shape media-header__shape--dot" aria-hidden="true" />
        <p className="eyebrow">Press room</p>
        <h2 className="media-header__title">Curio in the headlines</h2>
      </Reveal>
      <QueryState query={query} loadingLabel="Loading media coverage…" empty={CONTENT_MESSAGES.noMedia}>
        {(items) => (
          <Carousel
            className="media-carousel"
            label="Media coverage"
            items={items}
            getKey={(item) => item._id}
            slidesPerView={MEDIA_SLIDES}
            isCentered
            // No wrap-around: docs/product.md#rules does not ask for one here, and a loop would put two cards
            // of one colour side by side at the seam whenever the count is odd.
            loop={false}
            previousLabel="Previous story"
            nextLabel="Next story"
            renderItem={(item, index) => (
              <MediaCard item={item} tone={index % 2 === 0 ? 'yellow' : 'purple'} onReadMore={setOpenItem} />
            )}
          />
        )}
      </QueryState>
      <MediaStoryDialog item={openItem} onClose={() => setOpenItem(null)} />
    </PageFrame>
  );
}
