import { CONTENT_MESSAGES } from '@curio/shared';
import { Link } from 'react-router';
import { paths } from '#web/lib/paths.ts';
import { QueryState } from '#web/components/ui/query-state.tsx';
import { useHomeServices } from '#web/features/site/api/get-services.ts';
import { HomeSection } from './home-section.tsx';
import { Img } from '#web/components/ui/img.tsx';

/** A few corporate services on the home page, each opening its detail page. */
export function HomeServices() {
  const services = useHomeServices();
  return (
    <HomeSection
      eyebrow="For companies"
      title="Corporate training services"
      intro="Hire, train and deploy people with exactly the skills your teams need."
      action={
        <Link className="text-link" to={paths.services}>
          See all services
        </Link>
      }
    >
      <QueryState query={services} loadingLabel="Loading services…" empty={CONTENT_MESSAGES.noServices}>
        {(list) => (
          <ul className="tile-grid" aria-label="Our services">
            {list.map((service) => (
              <li key={service._id}>
                <Link className="service-tile" to={paths.serviceDetail.to(service._id)}>
                  <Img className="service-tile__image" src={service.image} alt="" width={640} height={400} />
                  <span className="service-tile__body">
                    <span className="service-tile__title">{service.title}</span>
                    <span className="service-tile__text">{service.shortdescription}</span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </HomeSection>
  );
}
