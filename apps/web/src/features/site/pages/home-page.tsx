import { PageMeta } from '../../../components/layout/page-meta.tsx';
import { ExploreSection } from '../components/explore-section.tsx';
import { HomeHero } from '../components/home-hero.tsx';

/** `/` and `/WhoWeBe` (SPEC §2: the same screen). */
export function HomePage() {
  return (
    <>
      <PageMeta
        title="Home"
        description="Curio teaches practical, job-ready skills through online courses and corporate training programmes."
      />
      <HomeHero />
      <ExploreSection />
    </>
  );
}
