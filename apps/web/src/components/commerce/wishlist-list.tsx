import './commerce.css';
import { MESSAGES } from '@curio/shared';
import { Link } from 'react-router';
import { useWishlist } from '#web/api/commerce.ts';
import { paths } from '#web/lib/paths.ts';
import { QueryState } from '#web/components/ui/query-state.tsx';
import { LineSkeleton } from './line-skeleton.tsx';
import { WishlistItem } from './wishlist-item.tsx';

type TWishlistListProps = {
  /** h2 on the wishlist page, h3 inside the profile's Wishlist tab. */
  headingLevel?: 'h2' | 'h3';
};

/**
 * The signed-in user's wishlist with its loading, failed and empty states; the page and the profile tab share
 * it.
 */
export function WishlistList({ headingLevel = 'h2' }: TWishlistListProps) {
  const wishlist = useWishlist();
  return (
    <QueryState
      query={wishlist}
      loadingLabel="Loading your wishlist…"
      loading={<LineSkeleton label="Loading your wishlist…" />}
      isEmpty={(data) => data.courses.length === 0}
      empty={
        <>
          {MESSAGES.wishlist.empty}{' '}
          <Link className="text-link" to={paths.courses}>
            Browse courses
          </Link>
        </>
      }
    >
      {(data) => (
        <ul className="line-list" aria-label="Wishlist">
          {data.courses.map((course) => (
            <li key={course._id}>
              <WishlistItem course={course} headingLevel={headingLevel} />
            </li>
          ))}
        </ul>
      )}
    </QueryState>
  );
}
