import { useMyReviews } from '#web/api/commerce.ts';
import { QueryState } from '#web/components/ui/query-state.tsx';
import { BrowseCoursesLink } from './browse-courses-link.tsx';
import { MyReviewItem } from './my-review-item.tsx';
import { ProfileSection } from './profile-section.tsx';

/** What the Reviews tab says before the learner has reviewed anything. */
export const NO_REVIEWS_TEXT = 'You have not reviewed any courses yet.';

/**
 * Profile → Reviews: the learner's own reviews from GET /api/user/reviews. The spec's tab showed a static
 * sample with no tab button; we treat that as a defect and lists the real ones.
 */
export function ReviewsTab() {
  const reviews = useMyReviews();
  return (
    <ProfileSection title="Reviews" intro="What you have said about the courses you took.">
      <QueryState
        query={reviews}
        loadingLabel="Loading your reviews…"
        empty={
          <>
            {NO_REVIEWS_TEXT} <BrowseCoursesLink />
          </>
        }
      >
        {(data) => (
          <ul className="my-reviews" aria-label="Your reviews">
            {data.map((review) => (
              <li key={review._id}>
                <MyReviewItem review={review} />
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </ProfileSection>
  );
}
