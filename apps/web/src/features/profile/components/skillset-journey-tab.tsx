import { JOURNEY_EMPTY_TEXT, JOURNEY_ENROLLED_ONCE_PAID, type JourneyFilter } from '@curio/shared';
import { useState } from 'react';
import { useOrders } from '#web/api/commerce.ts';
import { QueryState } from '#web/components/ui/query-state.tsx';
import { buildJourney } from '#web/features/profile/lib/journey.ts';
import { BrowseCoursesLink } from './browse-courses-link.tsx';
import { JourneyFilters } from './journey-filters.tsx';
import { JourneyTimeline } from './journey-timeline.tsx';
import { ProfileSection } from './profile-section.tsx';

/**
 * Profile → Your Skillset Journey (docs/product.md#pages): the courses of the learner's orders, filtered by
 * stage.
 */
export function SkillsetJourneyTab() {
  const orders = useOrders();
  const [filter, setFilter] = useState<JourneyFilter>('enrolled');
  return (
    <ProfileSection
      title="Your Skillset Journey"
      intro="The courses you have signed up for, from your first order to your latest."
    >
      <JourneyFilters selected={filter} onSelect={setFilter} />
      {/* Emptiness depends on the filter, so the journey decides it below rather than QueryState. */}
      <QueryState query={orders} loadingLabel="Loading your journey…" empty={null} isEmpty={() => false}>
        {(data) => {
          const journey = buildJourney(data, filter);
          return journey.length > 0 ? (
            <JourneyTimeline orders={journey} />
          ) : (
            <p className="query-state query-state--empty">
              {filter === 'enrolled' && data.some((order) => order.status === 'pending')
                ? JOURNEY_ENROLLED_ONCE_PAID
                : JOURNEY_EMPTY_TEXT[filter]}{' '}
              <BrowseCoursesLink />
            </p>
          );
        }}
      </QueryState>
    </ProfileSection>
  );
}
