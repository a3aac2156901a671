import { GALLERY_PLATFORM_LABELS, MESSAGES, type TGalleryItem, type TGalleryPlatform } from '@curio/shared';
import { QueryState } from '#web/components/ui/query-state.tsx';
import { useGallery } from '#web/features/content/api/get-gallery.ts';
import { itemNumber } from '#web/features/content/lib/gallery.ts';
import { EmbedFacade } from './embed-facade.tsx';
import { Reveal } from './reveal.tsx';

const ofPlatform = (items: TGalleryItem[], platform: TGalleryPlatform) =>
  items.filter((item) => item.platform === platform);

/** The chosen platform's posts, numbered 01, 02… (docs/product.md#pages); one fetch serves all five. */
export function GalleryList({ platform }: { platform: TGalleryPlatform }) {
  const query = useGallery();
  return (
    <QueryState
      query={query}
      loadingLabel="Loading the gallery…"
      empty={MESSAGES.content.noGalleryContent(GALLERY_PLATFORM_LABELS[platform])}
      isEmpty={(items) => ofPlatform(items, platform).length === 0}
    >
      {(items) => (
        <ol className="gallery-list" role="list">
          {ofPlatform(items, platform).map((item, index) => (
            <Reveal as="li" key={item._id} className="gallery-item" order={index % 3}>
              <p className="gallery-item__head">
                <span className="gallery-item__number" aria-hidden="true">
                  {itemNumber(index)}
                </span>
                <span className="gallery-item__title">{item.title}</span>
              </p>
              <EmbedFacade item={item} />
            </Reveal>
          ))}
        </ol>
      )}
    </QueryState>
  );
}
