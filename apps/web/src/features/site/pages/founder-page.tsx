import '#web/features/site/site.css';
import { SITE_PAGES } from '@curio/shared';
import { PageFrame } from '#web/components/layout/page-frame.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { useSite } from '#web/api/site.ts';
import { FounderCard } from '#web/features/site/components/founder-card.tsx';
import { TeamList } from '#web/features/site/components/team-list.tsx';

/** `/MastermindsHQ` (Founder page, docs/product.md#pages), with the team list it loads actually shown. */
export function FounderPage() {
  const { data: site, isPending, isError, refetch } = useSite();
  return (
    <PageFrame eyebrow="Our story" head={SITE_PAGES.founder}>
      {isPending && <Spinner label="Loading the founder's profile…" size="lg" />}
      {isError && (
        <div className="notice notice--error" role="alert">
          <p>We could not load the founder's profile. Check your connection and try again.</p>
          <Button variant="secondary" onClick={() => void refetch()}>
            Try again
          </Button>
        </div>
      )}
      {site && <FounderCard founder={site.founder} />}
      <TeamList />
    </PageFrame>
  );
}
