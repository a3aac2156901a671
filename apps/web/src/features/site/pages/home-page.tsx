import '#web/features/site/site.css';
import { SITE_PAGES } from '@curio/shared';
import { PageMeta } from '#web/components/layout/page-meta.tsx';
import { ContactCta } from '#web/features/site/components/contact-cta.tsx';
import { ExploreSection } from '#web/features/site/components/explore-section.tsx';
import { FeaturedCourses } from '#web/features/site/components/featured-courses.tsx';
import { HomeHero } from '#web/features/site/components/home-hero.tsx';
import { HomeServices } from '#web/features/site/components/home-services.tsx';
import { HomeTestimonials } from '#web/features/site/components/home-testimonials.tsx';
import { PartnersStrip } from '#web/features/site/components/partners-strip.tsx';

/**
 * `/` and `/WhoWeBe` (docs/product.md#pages: the same screen): the About block, then what Curio offers, then
 * a way in.
 */
export function HomePage() {
  return (
    <>
      <PageMeta {...SITE_PAGES.home} />
      <HomeHero />
      <PartnersStrip />
      <FeaturedCourses />
      <HomeServices />
      <HomeTestimonials />
      <ExploreSection />
      <ContactCta />
    </>
  );
}
