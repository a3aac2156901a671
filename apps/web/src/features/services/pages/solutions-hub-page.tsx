import { Link } from 'react-router';
import { paths } from '../../../app/paths.ts';
import { PageFrame } from '../../../components/layout/page-frame.tsx';

/** SPEC §2: "The services hub has buttons to /lateralhirning, /train, /cloudlab, /assessment and /lms." */
const SOLUTIONS = [
  { to: paths.lateralHiring, title: 'Lateral Hiring', text: 'Bring experienced hires up to speed fast.' },
  { to: paths.train, title: 'Hire-Train-Deploy', text: 'Job-ready people, trained for your stack.' },
  { to: paths.cloudLab, title: 'Cloud Labs', text: 'Practise on real infrastructure, no set-up.' },
  { to: paths.assessment, title: 'AI Assessment', text: 'Measure what people can actually do.' },
  { to: paths.lms, title: 'Learning Management System', text: 'Assign, follow and report on learning.' },
] as const;

export function SolutionsHubPage() {
  return (
    <PageFrame
      eyebrow="Corporate training"
      heading="Training Solutions"
      intro="Five ways Curio helps companies find, train and grow the people they need."
    >
      <ul className="card-grid" aria-label="Our solutions">
        {SOLUTIONS.map((solution) => (
          <li key={solution.to}>
            <Link className="link-card" to={solution.to}>
              <span className="link-card__title">{solution.title}</span>
              <span className="link-card__text">{solution.text}</span>
            </Link>
          </li>
        ))}
      </ul>
    </PageFrame>
  );
}
