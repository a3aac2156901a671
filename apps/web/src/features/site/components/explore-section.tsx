import { Link } from 'react-router';
import { EXPLORE_PAGES } from '#web/lib/explore-pages.ts';
import { paths } from '#web/lib/paths.ts';

const DESTINATIONS = [
  {
    to: paths.services,
    title: 'Corporate services',
    text: 'Hire, train and deploy people with the skills your teams need.',
  },
  {
    to: paths.articles,
    title: 'Articles and news',
    text: 'Newsletters, media coverage and feature stories.',
  },
  { to: paths.gallery, title: 'Community gallery', text: 'What our learners share across social platforms.' },
  { to: paths.beTrainer, title: 'Teach with us', text: 'Bring your expertise and train the next cohort.' },
  { to: paths.faq, title: 'Questions answered', text: 'The things learners and companies ask us most.' },
  ...EXPLORE_PAGES,
] as const;

/** Signposts to the rest of the site, so no page is only reachable by address. */
export function ExploreSection() {
  return (
    <section className="section" aria-labelledby="explore-title">
      <div className="container">
        <h2 id="explore-title" className="section__title">
          Explore Curio
        </h2>
        <ul className="card-grid">
          {DESTINATIONS.map((item) => (
            <li key={item.to}>
              <Link className="link-card" to={item.to}>
                <span className="link-card__title">{item.title}</span>
                <span className="link-card__text">{item.text}</span>
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
