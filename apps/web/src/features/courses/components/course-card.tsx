import { COURSE_CARD_IMAGE, dollarsToCents, formatPriceTag, type TCourseCard } from '@curio/shared';
import { Link } from 'react-router';
import { paths } from '#web/lib/paths.ts';
import { CartIcon } from '#web/components/ui/icons.tsx';
import { Img } from '#web/components/ui/img.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { OwnedCourseLink } from '#web/components/commerce/enrolled-link.tsx';
import { useCourseActions } from '#web/features/courses/lib/use-course-actions.ts';
import { ClockIcon } from '#web/components/ui/icons.tsx';
import { WishlistHeart, wishlistButtonLabel } from './wishlist-heart.tsx';

type TCourseCardProps = {
  course: TCourseCard;
  headingLevel?: 'h2' | 'h3';
  /**
   * The first card a list shows: above the fold on every screen, so its image is fetched first, not lazily.
   */
  priority?: boolean;
};

/**
 * The card (docs/product.md#pages): first image, name, duration, '$ {price} USD', cart and wishlist buttons.
 * The whole card opens the course: its name is the one link, stretched over the card, so the buttons stay
 * separate controls. A course the learner has ordered shows 'Enrolled' (or 'Awaiting payment' while the
 * order is pending) instead of the cart button; a saved one a filled heart.
 */
export function CourseCard({ course, headingLevel: Heading = 'h3', priority = false }: TCourseCardProps) {
  const { addToCart, addToWishlist, cartPendingId, wishlistPendingId, ownershipOf, isInWishlist } =
    useCourseActions();
  const [image] = course.images;
  const isAddingToCart = cartPendingId === course._id;
  const isAddingToWishlist = wishlistPendingId === course._id;
  const isSaved = isInWishlist(course._id);
  const ownership = ownershipOf(course._id);
  return (
    <article className="course-card">
      <div className="course-card__media">
        {image ? (
          <Img className="course-card__image" src={image} alt="" {...COURSE_CARD_IMAGE} priority={priority} />
        ) : (
          <div className="course-card__image course-card__image--empty" aria-hidden="true" />
        )}
      </div>
      <div className="course-card__body">
        <Heading className="course-card__title">
          <Link className="course-card__link stretched-link" to={paths.courseDetail.to(course.slug)}>
            {course.name}
          </Link>
        </Heading>
        <p className="course-card__duration">
          <ClockIcon width="20" height="20" />
          <span>{course.duration}</span>
        </p>
        <div className="course-card__footer">
          <p className="course-card__price">{formatPriceTag(dollarsToCents(course.price))}</p>
          <div className="course-card__actions">
            {ownership ? (
              <OwnedCourseLink courseName={course.name} state={ownership} />
            ) : (
              <button
                type="button"
                className="icon-button"
                aria-label={`Add ${course.name} to cart`}
                aria-busy={isAddingToCart || undefined}
                disabled={isAddingToCart}
                onClick={() => addToCart(course._id)}
              >
                {isAddingToCart ? <Spinner size="sm" /> : <CartIcon width="20" height="20" />}
              </button>
            )}
            <button
              type="button"
              className={`icon-button${isSaved ? ' icon-button--saved' : ''}`}
              aria-label={wishlistButtonLabel(course.name, isSaved)}
              title={isSaved ? 'In wishlist' : 'Add to wishlist'}
              aria-busy={isAddingToWishlist || undefined}
              disabled={isAddingToWishlist}
              onClick={() => addToWishlist(course._id)}
            >
              {isAddingToWishlist ? <Spinner size="sm" /> : <WishlistHeart isSaved={isSaved} />}
            </button>
          </div>
        </div>
      </div>
    </article>
  );
}

/** The card's shape while the catalogue loads. */
export function CourseCardSkeleton() {
  return (
    <div className="course-card course-card--skeleton" aria-hidden="true">
      <div className="course-card__image skeleton-block" />
      <div className="course-card__body">
        <span className="skeleton-text" />
        <span className="skeleton-text skeleton-text--short" />
        <span className="skeleton-text skeleton-text--short" />
      </div>
    </div>
  );
}
