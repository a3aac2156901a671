import type { TService } from '@curio/shared';
import { Link } from 'react-router';
import { paths } from '#web/lib/paths.ts';
import { Img } from '#web/components/ui/img.tsx';

/** docs/product.md#pages: clicking a service card opens /service/{id}. */
export function ServiceCard({ service }: { service: TService }) {
  return (
    <Link className="svc-card" to={paths.serviceDetail.to(service._id)}>
      <Img className="svc-card__image" src={service.image} alt="" width={640} height={400} />
      <span className="svc-card__title">{service.title}</span>
      <span className="svc-card__text">{service.shortdescription}</span>
      {service.tags.length > 0 && (
        <span className="svc-card__tags">
          {service.tags.slice(0, 3).map((tag) => (
            <span key={tag} className="tag">
              {tag}
            </span>
          ))}
        </span>
      )}
      <span className="svc-card__more" aria-hidden="true">
        Learn more →
      </span>
    </Link>
  );
}
