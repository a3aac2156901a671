import '#web/features/services/services.css';
import { SITE_PAGES } from '@curio/shared';
import { Link } from 'react-router';
import { paths } from '#web/lib/paths.ts';
import { PageFrame } from '#web/components/layout/page-frame.tsx';
import { ServiceCta } from '#web/features/services/components/service-cta.tsx';

/**
 * docs/product.md#pages: "The services hub has buttons to /lateralhirning, /train, /cloudlab, /assessment and
 * /lms."
 */
const SOLUTIONS = [
  {
    to: paths.lateralHiring,
    title: 'Lateral Hiring',
    text: 'Bring experienced hires up to speed on your stack in weeks, not quarters.',
  },
  {
    to: paths.train,
    title: 'Hire-Train-Deploy',
    text: 'We recruit promising graduates, train them for your roles and deploy them job-ready.',
  },
  {
    to: paths.cloudLab,
    title: 'Cloud Labs',
    text: 'Practise on real AWS, Azure and GCP sandboxes with nothing to install.',
  },
  {
    to: paths.assessment,
    title: 'AI Assessment',
    text: 'Measure what candidates and employees can actually do, with reports you can act on.',
  },
  {
    to: paths.lms,
    title: 'Learning Management System',
    text: 'Assign courses, follow progress and report on learning in one place.',
  },
] as const;

/** `/services2`: the hub of the five corporate solutions. */
export function SolutionsHubPage() {
  return (
    <PageFrame eyebrow="Corporate training" head={SITE_PAGES.services2}>
      <ul className="hub-grid svc-reveal" aria-label="Our solutions">
        {SOLUTIONS.map((solution, index) => (
          <li key={solution.to} className="hub-card">
            <span className="hub-card__number" aria-hidden="true">
              {String(index + 1).padStart(2, '0')}
            </span>
            <h2 className="hub-card__title">{solution.title}</h2>
            <p className="hub-card__text">{solution.text}</p>
            <Link className="btn btn--primary" to={solution.to} aria-label={`Explore ${solution.title}`}>
              Explore
            </Link>
          </li>
        ))}
      </ul>
      <p className="svc-more">
        New to corporate training with us?{' '}
        <Link className="text-link" to={paths.work}>
          Read how we build learning programmes
        </Link>
        .
      </p>
      <ServiceCta service="Training Solutions" title="Which solution fits your team?" />
    </PageFrame>
  );
}
