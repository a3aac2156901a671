import '#web/features/content/content.css';
import { MESSAGES, type TJob, SITE_PAGES } from '@curio/shared';
import { useState } from 'react';
import { PageFrame } from '#web/components/layout/page-frame.tsx';
import { QueryState } from '#web/components/ui/query-state.tsx';
import { useJobs } from '#web/features/content/api/get-jobs.ts';
import { JobApplyDialog } from '#web/features/content/components/job-apply-dialog.tsx';
import { JobCard } from '#web/features/content/components/job-card.tsx';
import { Reveal } from '#web/features/content/components/reveal.tsx';

/** /our-work (docs/product.md#pages): 'Open Position', the job cards; Apply opens a form (#enquiries). */
export function JobsPage() {
  const query = useJobs();
  const [applyingFor, setApplyingFor] = useState<TJob | null>(null);

  return (
    <PageFrame eyebrow="Careers" head={SITE_PAGES.jobs}>
      <QueryState query={query} loadingLabel="Loading open positions…" empty={MESSAGES.content.noPositions}>
        {(jobs) => (
          <ul className="job-grid" role="list">
            {jobs.map((job, index) => (
              <Reveal as="li" key={job._id} order={index % 2}>
                <JobCard job={job} onApply={setApplyingFor} />
              </Reveal>
            ))}
          </ul>
        )}
      </QueryState>
      <JobApplyDialog job={applyingFor} onClose={() => setApplyingFor(null)} />
    </PageFrame>
  );
}
