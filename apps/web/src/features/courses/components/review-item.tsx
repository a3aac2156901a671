import type { TReview } from '@curio/shared';
import { RichText } from '#web/components/ui/rich-text.tsx';
import { StarRating } from '#web/components/ui/star-rating.tsx';
import { formatShortDate } from '#web/lib/dates.ts';

type TReviewItemProps = {
  review: TReview;
  /** Given only for the author's own review, who gets Edit and Delete (docs/product.md#accounts). */
  own?: { onEdit: () => void; onDelete: () => void };
};

export function ReviewItem({ review, own }: TReviewItemProps) {
  const isOwn = own !== undefined;
  return (
    <article className={`review${isOwn ? ' review--own' : ''}`} aria-label={`Review by ${review.name}`}>
      <header className="review__header">
        <span className="review__avatar" aria-hidden="true">
          {review.name.trim().charAt(0).toUpperCase()}
        </span>
        <div className="review__who">
          <h3 className="review__name">
            {review.name}
            {isOwn && <span className="review__badge">Your review</span>}
          </h3>
          <StarRating value={review.rating} />
        </div>
        <p className="review__date">
          Updated <time dateTime={review.updatedAt}>{formatShortDate(review.updatedAt)}</time>
        </p>
      </header>
      <RichText className="review__comment" html={review.comment} profile="comment" />
      {own && (
        <div className="review__actions">
          <button type="button" className="course-link-button" onClick={own.onEdit}>
            Edit
          </button>
          <button
            type="button"
            className="course-link-button course-link-button--danger"
            onClick={own.onDelete}
          >
            Delete
          </button>
        </div>
      )}
    </article>
  );
}
