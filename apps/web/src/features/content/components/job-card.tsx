import { applicationsText, salaryText, type TJob } from '@curio/shared';
import { Button } from '#web/components/ui/button.tsx';
import { RichText } from '#web/components/ui/rich-text.tsx';

/**
 * docs/product.md#content-pages: job type, location, salary, title, description, Apply and how many
 * applications the job has had. The salary shows as entered ('$' only before a bare amount) and the count is
 * the real one, shown once there is one: the original's '$' before anything and fixed '24 Applied' were
 * wrong for most jobs. The spec strips the description's markup, which ran its paragraphs and list items
 * together (ADR 018); it is shown as the sanitized rich text instead, with the comment allowlist: paragraphs,
 * lists and emphasis, but no headings or links inside a card (their words stay).
 */
export function JobCard({ job, onApply }: { job: TJob; onApply: (job: TJob) => void }) {
  const applications = applicationsText(job.applications);
  return (
    <article className="job-card" aria-labelledby={`job-${job._id}`}>
      <ul className="job-card__facts" role="list" aria-label="Job details">
        <li className="job-card__chip">{job.jobType}</li>
        <li className="job-card__chip job-card__chip--place">{job.jobLocation}</li>
        <li className="job-card__salary">{salaryText(job.salary)}</li>
      </ul>
      <h3 className="job-card__title" id={`job-${job._id}`}>
        {job.title}
      </h3>
      <RichText className="job-card__description" html={job.description} profile="comment" />
      <div className="job-card__foot">
        <Button onClick={() => onApply(job)} aria-label={`Apply for ${job.title}`}>
          Apply
        </Button>
        {applications && <span className="job-card__applied">{applications}</span>}
      </div>
    </article>
  );
}
