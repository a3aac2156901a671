import '#web/features/site/site.css';
import { PageFrame } from '#web/components/layout/page-frame.tsx';
import { BRAND_NAME } from '#web/lib/brand.ts';
import { AboutIntro } from '#web/features/site/components/about-intro.tsx';
import { ContactCta } from '#web/features/site/components/contact-cta.tsx';
import { PartnersTechbelt } from '#web/features/site/components/partners-techbelt.tsx';

/**
 * `/BondedBrilliance` (SPEC §2: the About/partners-style page the navigation links as "About"): the About
 * section, then the partners page 'Meet Our Tool Techbelt' as its section at `#partners`.
 */
export function AboutPage() {
  return (
    <>
      <PageFrame
        eyebrow="About us"
        heading={`About ${BRAND_NAME}, A Work Force`}
        intro="Who we are, how we teach, and the technology partners whose tools our learners master."
      />
      <AboutIntro />
      <PartnersTechbelt />
      <ContactCta />
    </>
  );
}
