import { CONTENT_MESSAGES, MESSAGES } from '@curio/shared';
import { Button } from '#web/components/ui/button.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { errorMessage } from '#web/lib/api-client.ts';
import { usePartners } from '#web/features/site/api/get-partners.ts';
import { PartnersHexGrid } from './partners-hex-grid.tsx';

/**
 * 'Meet Our Tool Techbelt' (the partners page, docs/product.md#pages), as the About page's partners section:
 * a spinner while loading, 'Error: {message}' on failure (with a retry, which the spec lacks), the hexagon
 * grid when loaded.
 */
export function PartnersTechbelt() {
  const partners = usePartners();
  return (
    <section id="partners" className="section techbelt" aria-labelledby="techbelt-title">
      <div className="container">
        <p className="eyebrow">Partners</p>
        <h2 id="techbelt-title" className="home-section__title">
          Meet Our Tool Techbelt
        </h2>
        <p className="home-section__intro">
          The certification bodies and technology vendors whose tools our courses teach. Hover over a logo,
          tap it, or move to it with the keyboard to read what we cover.
        </p>
        {partners.isPending && (
          <div className="query-state">
            <Spinner label="Loading our partners…" size="lg" />
          </div>
        )}
        {partners.isError && (
          <div className="query-state query-state--error" role="alert">
            <p>{MESSAGES.content.partnersError(errorMessage(partners.error, CONTENT_MESSAGES.loadFailed))}</p>
            <Button
              variant="secondary"
              onClick={() => void partners.refetch()}
              isLoading={partners.isFetching}
            >
              {CONTENT_MESSAGES.retry}
            </Button>
          </div>
        )}
        {partners.isSuccess &&
          (partners.data.length === 0 ? (
            <p className="query-state query-state--empty">{CONTENT_MESSAGES.noPartners}</p>
          ) : (
            <PartnersHexGrid partners={partners.data} />
          ))}
      </div>
    </section>
  );
}
