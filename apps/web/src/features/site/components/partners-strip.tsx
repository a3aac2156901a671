import { CONTENT_MESSAGES } from '@curio/shared';
import { Link } from 'react-router';
import { paths } from '#web/lib/paths.ts';
import { QueryState } from '#web/components/ui/query-state.tsx';
import { usePartners } from '#web/features/site/api/get-partners.ts';
import { HomeSection } from './home-section.tsx';
import { Img } from '#web/components/ui/img.tsx';

/** The partners section (docs/product.md#pages): the vendors' logos, loaded from the partner list. */
export function PartnersStrip() {
  const partners = usePartners();
  return (
    <HomeSection
      eyebrow="Partners"
      title="The tools and certifications we teach"
      intro="Our courses prepare learners for the platforms and vendor certifications employers ask for."
      action={
        <Link className="text-link" to={`${paths.about}#partners`}>
          Meet all our partners
        </Link>
      }
    >
      <QueryState query={partners} loadingLabel="Loading our partners…" empty={CONTENT_MESSAGES.noPartners}>
        {(list) => (
          <ul className="logo-strip" aria-label="Partner logos">
            {list.map((partner) => (
              <li key={partner._id} className="logo-strip__item">
                <Img src={partner.logo} alt={partner.name} width={120} height={48} />
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </HomeSection>
  );
}
