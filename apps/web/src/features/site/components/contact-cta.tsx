import { Link } from 'react-router';
import { paths } from '#web/lib/paths.ts';
import { buttonClass } from '#web/components/ui/button.tsx';

/** The closing call to action of the home and About pages: into the contact form. */
export function ContactCta() {
  return (
    <section className="section" aria-labelledby="contact-cta-title">
      <div className="container">
        <div className="cta-band home-reveal">
          <div>
            <h2 id="contact-cta-title" className="cta-band__title">
              Not sure where to start?
            </h2>
            <p className="cta-band__text">
              Tell us what you want to learn, or what your team needs, and a Curio advisor will reply within
              one working day.
            </p>
          </div>
          <Link className={buttonClass('accent', 'btn--lg')} to={paths.contact}>
            Talk to us
          </Link>
        </div>
      </div>
    </section>
  );
}
