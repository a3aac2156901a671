import '#web/features/site/site.css';
import { SITE_PAGES } from '@curio/shared';
import { PageFrame } from '#web/components/layout/page-frame.tsx';
import { AboutIntro } from '#web/features/site/components/about-intro.tsx';
import { ContactCta } from '#web/features/site/components/contact-cta.tsx';
import { PartnersTechbelt } from '#web/features/site/components/partners-techbelt.tsx';

/**
 * `/BondedBrilliance` (docs/product.md#pages: the About/partners-style page the navigation links as "About"):
 * the About section, then the partners page 'Meet Our Tool Techbelt' as its section at `#partners`.
 */
export function AboutPage() {
  return (
    <>
      <PageFrame eyebrow="About us" head={SITE_PAGES.about} />
      <AboutIntro />
      <PartnersTechbelt />
      <ContactCta />
    </>
  );
}
