import '#web/features/services/services.css';
import { CONTENT_MESSAGES, MESSAGES, type TService, PAGE_HEADS, serviceHead } from '@curio/shared';
import { Link, useParams } from 'react-router';
import { paths } from '#web/lib/paths.ts';
import { PageFrame } from '#web/components/layout/page-frame.tsx';
import { QueryState } from '#web/components/ui/query-state.tsx';
import { RichText } from '#web/components/ui/rich-text.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { useService } from '#web/features/services/api/get-service.ts';
import { ServiceCta } from '#web/features/services/components/service-cta.tsx';
import { Img } from '#web/components/ui/img.tsx';

const DEFAULT_HEADING = 'Service Details';

function ServiceDetails({ service }: { service: TService }) {
  return (
    <>
      <article className="svc-detail svc-reveal">
        <Img className="svc-detail__image" src={service.image} alt="" width={520} height={325} priority />
        <div className="svc-detail__body">
          <p className="svc-detail__lead">{service.shortdescription}</p>
          <RichText className="svc-detail__description" html={service.description} />
          {service.tags.length > 0 && (
            <ul className="svc-detail__tags" aria-label="Topics">
              {service.tags.map((tag) => (
                <li key={tag} className="tag">
                  {tag}
                </li>
              ))}
            </ul>
          )}
        </div>
      </article>
      <ServiceCta service={service.title} />
    </>
  );
}

/**
 * `/service/:id` (service detail, docs/product.md#pages): short description, description and tags; 'Service
 * not found!'.
 */
export function ServiceDetailPage() {
  const { id = '' } = useParams();
  const service = useService(id);
  // A malformed id (400 from the path schema) names no service either.
  const isNotFound =
    service.error instanceof ApiError && (service.error.status === 404 || service.error.status === 400);
  return (
    <PageFrame
      eyebrow="Corporate training"
      // Until the service has loaded, the head the server wrote for it stays.
      head={isNotFound ? PAGE_HEADS.serviceNotFound : service.data && serviceHead(service.data)}
      heading={service.data?.title ?? DEFAULT_HEADING}
      intro="What this service covers, who it is for and the topics it includes."
    >
      {isNotFound ? (
        <div className="notice" role="status">
          <p className="notice__title">{MESSAGES.content.serviceNotFound}</p>
          <p>The service may have been renamed or retired.</p>
          <Link className="text-link" to={paths.services}>
            See all services
          </Link>
        </div>
      ) : (
        <QueryState
          query={service}
          loadingLabel="Loading the service…"
          empty={CONTENT_MESSAGES.serviceNotFound}
          isEmpty={() => false}
        >
          {(data) => <ServiceDetails service={data} />}
        </QueryState>
      )}
    </PageFrame>
  );
}
