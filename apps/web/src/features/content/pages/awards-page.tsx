import { CONTENT_MESSAGES } from '@curio/shared';
import { PageFrame } from '../../../components/layout/page-frame.tsx';
import { QueryState } from '../../../components/ui/query-state.tsx';
import { useAwards } from '../api/get-awards.ts';
import { AwardsLayout } from '../components/awards-layout.tsx';

export function AwardsPage() {
  const query = useAwards();
  return (
    <PageFrame
      eyebrow="Recognition"
      heading="Our Awards"
      intro="Awards Curio and its programmes have received over the years."
    >
      <QueryState query={query} loadingLabel="Loading awards…" empty={CONTENT_MESSAGES.noAwards}>
        {(awards) => <AwardsLayout awards={awards} />}
      </QueryState>
    </PageFrame>
  );
}
