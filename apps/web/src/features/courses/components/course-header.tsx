import {
  COMMERCE_MESSAGES,
  COURSE_PAGE_IMAGE,
  dollarsToCents,
  formatPriceTag,
  groupedNumber,
  LEARNING_MESSAGES,
  MESSAGES,
  type TCourse,
} from '@curio/shared';
import { useId } from 'react';
import { Link } from 'react-router';
import { useMyCourseProgress } from '#web/api/learning.ts';
import { Button, buttonClass } from '#web/components/ui/button.tsx';
import { Img } from '#web/components/ui/img.tsx';
import { ProgressBar } from '#web/components/ui/progress-bar.tsx';
import { StarRating } from '#web/components/ui/star-rating.tsx';
import { OwnedCourseLink } from '#web/components/commerce/enrolled-link.tsx';
import { paths } from '#web/lib/paths.ts';
import { useCourseActions } from '#web/features/courses/lib/use-course-actions.ts';
import { WishlistHeart } from './wishlist-heart.tsx';

const STAT_LABELS = ['Duration', 'Lectures', 'Video Lessons', 'Skill Level', 'Students Enrolled'] as const;

/**
 * The way into an open course's lessons (docs/product.md#the-learners-pages): 'Start learning' before the
 * first lesson, 'Continue learning' after; both open the lesson to continue with.
 */
function LearnLink({ course }: { course: TCourse }) {
  const progress = useMyCourseProgress(course._id);
  const hasStarted = Boolean(progress && (progress.completedLessons > 0 || progress.lastActivityAt));
  return (
    <>
      <Link className={buttonClass('primary', 'course-buy__learn')} to={paths.learn.course.to(course.slug)}>
        {hasStarted ? LEARNING_MESSAGES.continueLearning : LEARNING_MESSAGES.startLearning}
      </Link>
      {progress && hasStarted && (
        <div className="course-buy__progress">
          <p>
            {LEARNING_MESSAGES.progressLabel(progress.percent)} ·{' '}
            {LEARNING_MESSAGES.lessonsCompleted(progress.completedLessons, progress.totalLessons)}
          </p>
          <ProgressBar
            percent={progress.percent}
            label={LEARNING_MESSAGES.courseProgress(course.name)}
            size="sm"
          />
        </div>
      )}
    </>
  );
}

type TCourseHeaderProps = {
  course: TCourse;
  /** The staff preview: Add to Cart and Add to Wishlist show, switched off, with the reason. */
  isPreview?: boolean;
};

/**
 * The detail header (docs/product.md#pages): the five stats, the price in USD, Add to Cart and Add to
 * Wishlist. A learner enrolled in the course sees 'Start learning' or 'Continue learning' and 'Enrolled' (a
 * link to their journey) instead of Add to Cart, and one whose order of it waits for payment 'Awaiting
 * payment' (a link to the order); a saved course reads 'In wishlist'.
 */
export function CourseHeader({ course, isPreview = false }: TCourseHeaderProps) {
  const { addToCart, addToWishlist, cartPendingId, wishlistPendingId, ownershipOf, isInWishlist } =
    useCourseActions();
  const ownership = isPreview ? null : ownershipOf(course._id);
  const isSaved = !isPreview && isInWishlist(course._id);
  const previewNoteId = useId();
  const previewProps = isPreview ? { disabled: true, 'aria-describedby': previewNoteId } : {};
  const [image] = course.images;
  const values = [
    course.duration,
    groupedNumber(course.lectures),
    groupedNumber(course.videoLessons),
    course.skillLevel,
    groupedNumber(course.studentsEnrolled),
  ];
  const stats = STAT_LABELS.map((label, index) => ({ label, value: values[index] }));
  return (
    <section className="course-hero">
      <div className="container course-hero__inner">
        <div className="course-hero__text">
          <p className="eyebrow">{course.category.name}</p>
          <h1 className="course-hero__title">{course.name}</h1>
          {course.rating.count > 0 && (
            <p className="course-hero__rating">
              <StarRating value={course.rating.average} />
              <span>
                {course.rating.average.toFixed(1)} ({course.rating.count}{' '}
                {course.rating.count === 1 ? 'review' : 'reviews'})
              </span>
            </p>
          )}
          <dl className="course-stats">
            {stats.map((stat) => (
              <div className="course-stats__item" key={stat.label}>
                <dt>{stat.label}</dt>
                <dd>{stat.value}</dd>
              </div>
            ))}
          </dl>
        </div>
        <aside className="course-buy" aria-label="Enrol">
          {/* The page's LCP image; the server head preloads the same (imagePreloadAttributes, COURSE_PAGE_IMAGE). */}
          {image && <Img className="course-buy__image" src={image} alt="" {...COURSE_PAGE_IMAGE} priority />}
          <p className="course-buy__price">
            <span className="visually-hidden">Price: </span>
            {formatPriceTag(dollarsToCents(course.price))}
          </p>
          <div className="course-buy__actions">
            {ownership === 'enrolled' && <LearnLink course={course} />}
            {ownership ? (
              <OwnedCourseLink courseName={course.name} state={ownership} look="button" />
            ) : (
              <Button
                onClick={() => addToCart(course._id)}
                isLoading={cartPendingId === course._id}
                {...previewProps}
              >
                Add to Cart
              </Button>
            )}
            <Button
              variant="secondary"
              className={isSaved ? 'course-buy__wishlist--saved' : undefined}
              onClick={() => addToWishlist(course._id)}
              isLoading={wishlistPendingId === course._id}
              {...previewProps}
            >
              {wishlistPendingId !== course._id && <WishlistHeart isSaved={isSaved} />}
              {isSaved ? 'In wishlist' : 'Add to Wishlist'}
            </Button>
            {ownership && (
              <p className="course-buy__enrolled-note">
                {ownership === 'enrolled'
                  ? COMMERCE_MESSAGES.enrolledNote
                  : COMMERCE_MESSAGES.awaitingPaymentNote}
              </p>
            )}
          </div>
          {isPreview && (
            <p className="course-buy__note" id={previewNoteId}>
              {MESSAGES.coursePreview.buyOff}
            </p>
          )}
        </aside>
      </div>
    </section>
  );
}

/**
 * The header's place while the course loads: the same band, boxes and stats (their labels are fixed), with
 * shimmering bars where the text will be and the image's 480 × 300 box, so the page does not jump when it
 * arrives.
 */
export function CourseHeaderSkeleton() {
  return (
    <section className="course-hero" role="status" aria-label="Loading the course…">
      <div className="container course-hero__inner" aria-hidden="true">
        <div className="course-hero__text">
          <p className="eyebrow">
            <span className="skeleton-text skeleton-text--on-dark skeleton-text--short" />
          </p>
          <h1 className="course-hero__title">
            <span className="skeleton-text skeleton-text--on-dark" />
          </h1>
          <dl className="course-stats">
            {STAT_LABELS.map((label) => (
              <div className="course-stats__item" key={label}>
                <dt>{label}</dt>
                <dd>
                  <span className="skeleton-text skeleton-text--on-dark skeleton-text--short" />
                </dd>
              </div>
            ))}
          </dl>
        </div>
        <div className="course-buy">
          <div className="course-buy__image skeleton-block" />
          <p className="course-buy__price">
            <span className="skeleton-text skeleton-text--short" />
          </p>
          <div className="course-buy__actions">
            <span className="btn skeleton-text" />
            <span className="btn skeleton-text" />
          </div>
        </div>
      </div>
    </section>
  );
}
