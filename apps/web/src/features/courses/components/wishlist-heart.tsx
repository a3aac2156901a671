import { HeartIcon } from './course-icons.tsx';

/**
 * The wishlist button's name: it says when the course is already saved. Pressing it again does not remove the
 * course (the wishlist page does), so the state is in the name rather than in a toggle's aria-pressed.
 */
export const wishlistButtonLabel = (courseName: string, isSaved: boolean) =>
  isSaved ? `${courseName} is in your wishlist` : `Add ${courseName} to wishlist`;

/** An outlined heart, filled once the course is in the learner's wishlist. */
export function WishlistHeart({ isSaved }: { isSaved: boolean }) {
  return <HeartIcon fill={isSaved ? 'currentColor' : 'none'} />;
}
