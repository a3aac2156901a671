import '#web/features/services/services.css';
import { CONTENT_MESSAGES, SITE_PAGES } from '@curio/shared';
import { Link } from 'react-router';
import { paths } from '#web/lib/paths.ts';
import { PageFrame } from '#web/components/layout/page-frame.tsx';
import { QueryState } from '#web/components/ui/query-state.tsx';
import { useServices } from '#web/api/services.ts';
import { ServiceCard } from '#web/features/services/components/service-card.tsx';
import { ServiceCta } from '#web/features/services/components/service-cta.tsx';

/** `/services` (services list, docs/product.md#pages): each card opens /service/{id}. */
export function ServicesPage() {
  const services = useServices();
  return (
    <PageFrame eyebrow="Corporate training" head={SITE_PAGES.services}>
      <QueryState query={services} loadingLabel="Loading services…" empty={CONTENT_MESSAGES.noServices}>
        {(list) => (
          <ul className="svc-grid svc-reveal" aria-label="Our services">
            {list.map((service) => (
              <li key={service._id}>
                <ServiceCard service={service} />
              </li>
            ))}
          </ul>
        )}
      </QueryState>
      <p className="svc-more">
        Looking for a programme rather than a single service?{' '}
        <Link className="text-link" to={paths.services2}>
          See our training solutions
        </Link>
        .
      </p>
      <ServiceCta
        service="Corporate training"
        title="Not sure which service fits?"
        text="Describe the roles you are hiring or the skills your team is missing, and we will suggest a combination that works."
      />
    </PageFrame>
  );
}
