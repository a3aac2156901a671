import { Link } from 'react-router';
import { paths } from '#web/lib/paths.ts';
import { buttonClass } from '#web/components/ui/button.tsx';
import { GetStartedLink } from './get-started-link.tsx';
import { UpskillingGraphic } from './upskilling-graphic.tsx';

const PRINCIPLES = [
  {
    title: 'Learn by building',
    text: 'Every course ends in something that works: a deployed app, a tuned pipeline, a passing audit.',
  },
  {
    title: 'Taught by practitioners',
    text: 'Our trainers ship software for a living and teach what they use at work this year, not five years ago.',
  },
  {
    title: 'Careers, not certificates',
    text: 'We measure ourselves by the jobs and promotions our learners earn, and we stay with them until they do.',
  },
] as const;

/**
 * About (docs/product.md#pages): the description, Get Started and View Courses, and the 'Upskilling
 * Accelerator' graphic.
 */
export function AboutIntro() {
  return (
    <section className="section" aria-labelledby="about-story-title">
      <div className="container about-intro home-reveal">
        <div className="about-intro__copy">
          <p className="eyebrow">Who we are</p>
          <h2 id="about-story-title" className="home-section__title">
            A work force that keeps learning
          </h2>
          <p>
            Curio started in a small HSR Layout classroom with one evening batch of developers who wanted to
            move into cloud roles. Today we run online courses for individual learners and training programmes
            for companies that need people with current, proven skills.
          </p>
          <p>
            We keep cohorts small, pair every learner with a mentor and build each course around real
            projects, so what you learn on Tuesday is something you can use at work on Wednesday.
          </p>
          <div className="home-hero__actions">
            <GetStartedLink />
            <Link className={buttonClass('secondary', 'btn--lg')} to={paths.courses}>
              View Courses
            </Link>
          </div>
        </div>
        <UpskillingGraphic />
      </div>
      <div className="container">
        <ul className="principles home-reveal" aria-label="What we believe">
          {PRINCIPLES.map((principle) => (
            <li key={principle.title} className="principles__item">
              <h3 className="principles__title">{principle.title}</h3>
              <p className="principles__text">{principle.text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
