import { PageMeta } from '../../../components/layout/page-meta.tsx';
import { ContactCta } from '../components/contact-cta.tsx';
import { ExploreSection } from '../components/explore-section.tsx';
import { FeaturedCourses } from '../components/featured-courses.tsx';
import { HomeHero } from '../components/home-hero.tsx';
import { HomeServices } from '../components/home-services.tsx';
import { HomeTestimonials } from '../components/home-testimonials.tsx';
import { PartnersStrip } from '../components/partners-strip.tsx';

/** `/` and `/WhoWeBe` (SPEC §2: the same screen): the About block, then what Curio offers, then a way in. */
export function HomePage() {
  return (
    <>
      <PageMeta
        title="Home"
        description="Curio teaches practical, job-ready skills through online courses and corporate training programmes."
      />
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
