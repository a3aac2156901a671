import './enrolled.css';
import { COMMERCE_MESSAGES, type TCourseOwnership } from '@curio/shared';
import { Link } from 'react-router';
import { profileTabPaths } from '#web/lib/paths.ts';
import { CheckIcon, ClockIcon } from '#web/components/ui/icons.tsx';

type TOwnedCourseLinkProps = {
  courseName: string;
  state: TCourseOwnership;
  /** `pill` on a course card, `button` where Add to Cart would be a full button (course page, wishlist). */
  look?: 'pill' | 'button';
};

/**
 * What each state of a course the learner has ordered says, and where it leads: an enrolled course to Your
 * Skillset Journey, one whose order waits for payment to the order history (docs/product.md#cart-and-orders:
 * enrolled once the order is confirmed).
 */
const OWNED: Record<TCourseOwnership, { label: string; to: string; describe: (name: string) => string }> = {
  enrolled: {
    label: 'Enrolled',
    to: profileTabPaths.journey,
    describe: (name) => `Enrolled in ${name}: see it in your learning journey`,
  },
  'awaiting-payment': {
    label: COMMERCE_MESSAGES.awaitingPayment,
    to: profileTabPaths.orders,
    describe: (name) => `${COMMERCE_MESSAGES.awaitingPayment} for ${name}: see your order`,
  },
};

const StateIcon = ({ state, size }: { state: TCourseOwnership; size: string }) =>
  state === 'enrolled' ? <CheckIcon width={size} height={size} /> : <ClockIcon width={size} height={size} />;

/** Shown instead of Add to Cart for a course the learner has ordered (a course is not bought twice). */
export function OwnedCourseLink({ courseName, state, look = 'pill' }: TOwnedCourseLinkProps) {
  const owned = OWNED[state];
  return (
    <Link
      className={`enrolled enrolled--${look} enrolled--${state}`}
      to={owned.to}
      aria-label={owned.describe(courseName)}
    >
      <StateIcon state={state} size="18" />
      {owned.label}
    </Link>
  );
}

/**
 * The same state where the whole card is already a link (the home page's course tiles): a label, not a link.
 */
export function OwnedCourseTag({ state }: { state: TCourseOwnership }) {
  return (
    <span className={`enrolled enrolled--tag enrolled--${state}`}>
      <StateIcon state={state} size="14" />
      {OWNED[state].label}
    </span>
  );
}
