import { htmlToText, type TJob } from '@curio/shared';
import { useMemo } from 'react';
import { Button } from '#web/components/ui/button.tsx';

/** SPEC §9: a fixed applicant label, the same on every card. */
export const APPLIED_LABEL = '24 Applied';

/** SPEC §2: job type, location, '$' salary, title, description with its markup stripped, Apply, '24 Applied'. */
export function JobCard({ job, onApply }: { job: TJob; onApply: (job: TJob) => void }) {
  const description = useMemo(() => htmlToText(job.description), [job.description]);
  return (
    <article className="job-card" aria-labelledby={`job-${job._id}`}>
      <ul className="job-card__facts" role="list" aria-label="Job details">
        <li className="job-card__chip">{job.jobType}</li>
        <li className="job-card__chip job-card__chip--place">{job.jobLocation}</li>
        <li className="job-card__salary">${job.salary}</li>
      </ul>
      <h3 className="job-card__title" id={`job-${job._id}`}>
        {job.title}
      </h3>
      <p className="job-card__description">{description}</p>
      <div className="job-card__foot">
        <Button onClick={() => onApply(job)} aria-label={`Apply for ${job.title}`}>
          Apply
        </Button>
        <span className="job-card__applied">{APPLIED_LABEL}</span>
      </div>
    </article>
  );
}
