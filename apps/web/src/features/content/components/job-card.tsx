import type { TJob } from '@curio/shared';
import { Button } from '#web/components/ui/button.tsx';
import { RichText } from '#web/components/ui/rich-text.tsx';

/** docs/product.md#rules: a fixed applicant label, the same on every card. */
export const APPLIED_LABEL = '24 Applied';

/**
 * docs/product.md#pages: job type, location, '$' salary, title, description, Apply, '24 Applied'. The spec
 * strips the description's markup, which ran its paragraphs and list items together (ADR 018); it is shown as
 * the sanitized rich text instead, with the comment allowlist: paragraphs, lists and emphasis, but no
 * headings or links inside a card (their words stay).
 */
export function JobCard({ job, onApply }: { job: TJob; onApply: (job: TJob) => void }) {
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
      <RichText className="job-card__description" html={job.description} profile="comment" />
      <div className="job-card__foot">
        <Button onClick={() => onApply(job)} aria-label={`Apply for ${job.title}`}>
          Apply
        </Button>
        <span className="job-card__applied">{APPLIED_LABEL}</span>
      </div>
    </article>
  );
}
