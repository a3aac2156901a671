import type { TMediaItem } from '@curio/shared';
import { formatLongDate, isoDay } from '#web/lib/dates.ts';
import { Img } from '#web/components/ui/img.tsx';

type TMediaCardProps = {
  item: TMediaItem;
  tone: 'yellow' | 'purple';
  onReadMore: (item: TMediaItem) => void;
};

/** /our-media (docs/product.md#pages): image, long date, title and Read More, on a yellow or purple card. */
export function MediaCard({ item, tone, onReadMore }: TMediaCardProps) {
  return (
    <article className={`media-card media-card--${tone}`}>
      <Img className="media-card__image" src={item.image} alt="" width={640} height={400} />
      <div className="media-card__body">
        <time className="media-card__date" dateTime={isoDay(item.createdAt)}>
          {formatLongDate(item.createdAt, 'utc')}
        </time>
        <h3 className="media-card__title">{item.title}</h3>
        <button
          type="button"
          className="media-card__more"
          onClick={() => onReadMore(item)}
          aria-label={`Read More: ${item.title}`}
        >
          Read More
        </button>
      </div>
    </article>
  );
}
