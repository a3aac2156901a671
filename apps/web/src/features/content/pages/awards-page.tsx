import '#web/features/content/content.css';
import { CONTENT_MESSAGES, SITE_PAGES } from '@curio/shared';
import { PageFrame } from '#web/components/layout/page-frame.tsx';
import { QueryState } from '#web/components/ui/query-state.tsx';
import { useAwards } from '#web/features/content/api/get-awards.ts';
import { AwardsLayout } from '#web/features/content/components/awards-layout.tsx';

export function AwardsPage() {
  const query = useAwards();
  return (
    <PageFrame eyebrow="Recognition" head={SITE_PAGES.awards}>
      <QueryState query={query} loadingLabel="Loading awards…" empty={CONTENT_MESSAGES.noAwards}>
        {(awards) => <AwardsLayout awards={awards} />}
      </QueryState>
    </PageFrame>
  );
}
