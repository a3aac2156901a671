import type { TSlideItem } from '@curio/shared';
import { Img } from '#web/components/ui/img.tsx';

/**
 * One lateral-hiring or LMS item (docs/product.md#content-pages: title and image; the description is ours).
 */
export function SlideCard({ item }: { item: TSlideItem }) {
  return (
    <article className="slide-card">
      <Img className="slide-card__image" src={item.image} alt="" width={480} height={320} />
      <div className="slide-card__body">
        <h3 className="slide-card__title">{item.title}</h3>
        <p className="slide-card__text">{item.description}</p>
      </div>
    </article>
  );
}
