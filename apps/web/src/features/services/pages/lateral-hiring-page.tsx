import '#web/features/services/services.css';
import { SITE_PAGES } from '@curio/shared';
import { PageFrame } from '#web/components/layout/page-frame.tsx';
import { useLateralHiring } from '#web/features/services/api/get-lateral-hiring.ts';
import { InfoList } from '#web/features/services/components/info-list.tsx';
import { PageSection } from '#web/features/services/components/page-section.tsx';
import { ServiceCta } from '#web/features/services/components/service-cta.tsx';
import { SlideItems } from '#web/features/services/components/slide-items.tsx';

const OUTCOMES = [
  {
    title: 'Productive sooner',
    text: 'Experienced hires learn your codebase, tools and release process in a structured two-to-six-week track instead of picking it up by trial and error.',
  },
  {
    title: 'Fewer early exits',
    text: 'A mentor and a clear plan for the first months give new senior people a reason to stay past their probation.',
  },
  {
    title: 'Leads stay on their work',
    text: 'Our trainers run the onboarding sessions, so your team leads are not pulled off delivery to repeat the same walkthroughs.',
  },
] as const;

/**
 * `/lateralhirning` (lateral hiring, docs/product.md#pages: a slider of items from GET /api/lateralHiring).
 */
export function LateralHiringPage() {
  const items = useLateralHiring();
  return (
    <PageFrame eyebrow="Corporate training" head={SITE_PAGES.lateralHiring}>
      <PageSection
        title="Programmes for experienced hires"
        intro="Each track is tailored to the role and to the tools your company runs."
      >
        <SlideItems
          query={items}
          label="Lateral hiring programmes"
          loadingLabel="Loading lateral hiring programmes…"
          empty="No lateral hiring programmes to show yet."
        />
      </PageSection>
      <PageSection title="Why companies use it">
        <InfoList items={OUTCOMES} label="Benefits of lateral hiring training" />
      </PageSection>
      <ServiceCta service="Lateral Hiring" />
    </PageFrame>
  );
}
