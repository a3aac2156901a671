import { Link } from 'react-router';
import { paths } from '#web/lib/paths.ts';
import { buttonClass } from '#web/components/ui/button.tsx';
import { BRAND_NAME } from '#web/lib/brand.ts';
import { useSite } from '#web/api/site.ts';
import { GetStartedLink } from './get-started-link.tsx';
import { UpskillingGraphic } from './upskilling-graphic.tsx';

/**
 * The home hero: the About block of docs/product.md#pages (heading, description, Get Started and View
 * Courses).
 */
export function HomeHero() {
  const { data: site } = useSite();
  return (
    <section className="home-hero" aria-labelledby="home-hero-title">
      <div className="container home-hero__inner">
        <div className="home-hero__copy home-reveal">
          <p className="eyebrow">Courses · Corporate training</p>
          <h1 id="home-hero-title" className="home-hero__title">
            About {site?.brand ?? BRAND_NAME}, <span className="home-hero__highlight">A Work Force</span>
          </h1>
          {site ? (
            <p className="home-hero__tagline">{site.tagline}</p>
          ) : (
            <p className="home-hero__tagline skeleton-text" aria-hidden="true" />
          )}
          <p className="home-hero__lead">
            We are trainers, mentors and engineers who teach practical, job-ready skills: online courses for
            learners, and hiring and training programmes for companies.
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
    </section>
  );
}
