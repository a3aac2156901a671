import type { TSiteSettings } from '@curio/shared';
import { QueryState } from '#web/components/ui/query-state.tsx';
import { SocialIcon } from '#web/components/ui/social-icon.tsx';
import { useSite } from '#web/api/site.ts';

/** `tel:` wants the digits (and a leading +) only; the page shows the number as written. */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

function ContactDetails({ site }: { site: TSiteSettings }) {
  const { address, phones, email } = site.contact;
  return (
    <>
      <dl className="contact-box__list">
        <div className="contact-box__item">
          <dt>Address</dt>
          <dd>
            <a
              href={`https://www.openstreetmap.org/search?query=${encodeURIComponent(address)}`}
              target="_blank"
              rel="noopener noreferrer"
            >
              {address}
            </a>
          </dd>
        </div>
        <div className="contact-box__item">
          <dt>Phone</dt>
          <dd>
            <ul className="contact-box__phones">
              {phones.map((phone) => (
                <li key={phone}>
                  <a href={telHref(phone)}>{phone}</a>
                </li>
              ))}
            </ul>
          </dd>
        </div>
        <div className="contact-box__item">
          <dt>Email</dt>
          <dd>
            <a href={`mailto:${email}`}>{email}</a>
          </dd>
        </div>
      </dl>
      <ul className="contact-box__social" aria-label={`${site.brand} on social media`}>
        {site.socialLinks.map((link) => (
          <li key={link.url}>
            <a href={link.url} target="_blank" rel="noopener noreferrer" aria-label={link.label}>
              <SocialIcon platform={link.label} />
            </a>
          </li>
        ))}
      </ul>
    </>
  );
}

/**
 * The contact box (docs/product.md#pages): the address, two phone numbers and the info email, each a link,
 * from site settings.
 */
export function ContactBox() {
  const site = useSite();
  return (
    <aside className="contact-box" aria-labelledby="contact-box-title">
      <h2 id="contact-box-title" className="contact-box__title">
        Get in touch
      </h2>
      <p className="contact-box__intro">
        Visit us, call during office hours (Mon–Sat, 9:30–18:30 IST) or write any time.
      </p>
      <QueryState query={site} loadingLabel="Loading our contact details…" empty={null} isEmpty={() => false}>
        {(data) => <ContactDetails site={data} />}
      </QueryState>
    </aside>
  );
}
