import { Link } from 'react-router';
import { paths } from '#web/lib/paths.ts';
import { buttonClass } from '#web/components/ui/button.tsx';

/**
 * Where a corporate page's call to action goes: the contact form, told which service the enquiry is about.
 */
export const enquiryHref = (service: string) => `${paths.contact}?service=${encodeURIComponent(service)}`;

type TServiceCtaProps = {
  /** The service's name, recorded as the lead's source. */
  service: string;
  title?: string;
  text?: string;
};

/** Ends every corporate page: a clear way into the contact form for this service. */
export function ServiceCta({
  service,
  title = `Talk to us about ${service}`,
  text = 'Tell us about your team and your goals. A Curio programme lead will reply within one working day with a plan and a quote.',
}: TServiceCtaProps) {
  return (
    <section className="cta-band svc-cta svc-reveal" aria-labelledby="svc-cta-title">
      <div>
        <h2 id="svc-cta-title" className="cta-band__title">
          {title}
        </h2>
        <p className="cta-band__text">{text}</p>
      </div>
      <Link className={buttonClass('accent', 'btn--lg')} to={enquiryHref(service)}>
        Enquire about {service}
      </Link>
    </section>
  );
}
