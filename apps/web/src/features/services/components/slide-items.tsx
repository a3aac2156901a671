import type { TSlideItem } from '@curio/shared';
import type { UseQueryResult } from '@tanstack/react-query';
import { Carousel } from '#web/components/ui/carousel.tsx';
import { QueryState } from '#web/components/ui/query-state.tsx';
import { SlideCard } from './slide-card.tsx';

type TSlideItemsProps = {
  query: UseQueryResult<TSlideItem[]>;
  /** Names the carousel ("Lateral hiring programmes"). */
  label: string;
  loadingLabel: string;
  empty: string;
};

/**
 * The lateral-hiring and LMS sliders (docs/product.md#pages): the API's items in a carousel, with its
 * loading/empty/error states.
 */
export function SlideItems({ query, label, loadingLabel, empty }: TSlideItemsProps) {
  return (
    <QueryState query={query} loadingLabel={loadingLabel} empty={empty}>
      {(items) => (
        <Carousel
          label={label}
          items={items}
          getKey={(item) => item._id}
          slidesPerView={{ base: 1, 640: 2, 1024: 3 }}
          isCentered={false}
          loop
          previousLabel="Previous"
          nextLabel="Next"
          renderItem={(item) => <SlideCard item={item} />}
        />
      )}
    </QueryState>
  );
}
