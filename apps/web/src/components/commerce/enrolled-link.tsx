import './enrolled.css';
import { Link } from 'react-router';
import { profileTabPaths } from '#web/lib/paths.ts';
import { CheckIcon } from '#web/components/ui/icons.tsx';

type TEnrolledLinkProps = {
  courseName: string;
  /** `pill` on a course card, `button` where Add to Cart would be a full button (course page, wishlist). */
  look?: 'pill' | 'button';
};

/**
 * Shown instead of Add to Cart for a course the learner is enrolled in (docs/product.md#cart-and-orders: a
 * course in an order that is not cancelled is theirs): it leads to where they find it, 'Your Skillset
 * Journey' in the profile.
 */
export function EnrolledLink({ courseName, look = 'pill' }: TEnrolledLinkProps) {
  return (
    <Link
      className={`enrolled enrolled--${look}`}
      to={profileTabPaths.journey}
      aria-label={`Enrolled in ${courseName}: see it in your learning journey`}
    >
      <CheckIcon width="18" height="18" />
      Enrolled
    </Link>
  );
}

/**
 * The same state where the whole card is already a link (the home page's course tiles): a label, not a link.
 */
export function EnrolledTag() {
  return (
    <span className="enrolled enrolled--tag">
      <CheckIcon width="14" height="14" />
      Enrolled
    </span>
  );
}
