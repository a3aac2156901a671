import '#web/features/content/content.css';
import { SITE_PAGES, type TArticleCategory } from '@curio/shared';
import { Link, useSearchParams } from 'react-router';
import { paths } from '#web/lib/paths.ts';
import { PageFrame } from '#web/components/layout/page-frame.tsx';
import { buttonClass } from '#web/components/ui/button.tsx';
import { Tabs } from '#web/components/ui/tabs.tsx';
import { useSession } from '#web/lib/session.ts';
import { ArticleList } from '#web/features/content/components/article-list.tsx';

/** docs/product.md#pages: four tabs, All Articles first; each filters by category on the server. */
const ARTICLE_TABS: { id: string; label: string; category?: TArticleCategory }[] = [
  { id: 'all', label: 'All Articles' },
  { id: 'newsletter', label: 'Newsletter', category: 'Newsletter' },
  { id: 'media-coverage', label: 'Media Coverage', category: 'Media_Coverage' },
  { id: 'features', label: 'Features', category: 'Features' },
];

export function ArticlesPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const { isLoggedIn } = useSession();
  const requested = searchParams.get('tab');
  const selectedId = ARTICLE_TABS.some((tab) => tab.id === requested) ? requested : 'all';

  // The selected tab lives in the URL (?tab=), so it survives a reload and can be shared; 'all' keeps it
  // clean.
  const select = (id: string) =>
    setSearchParams(id === 'all' ? {} : { tab: id }, { replace: true, preventScrollReset: true });

  return (
    <PageFrame eyebrow="Insights" head={SITE_PAGES.articles}>
      <Tabs
        label="Article categories"
        selectedId={selectedId ?? 'all'}
        onSelect={select}
        tabs={ARTICLE_TABS.map((tab) => ({
          id: tab.id,
          label: tab.label,
          panel: <ArticleList category={tab.category} />,
        }))}
      />
      <aside className="join-banner" aria-labelledby="join-banner-title">
        <div>
          <h2 id="join-banner-title" className="join-banner__title">
            Learn with the people behind these stories
          </h2>
          <p className="join-banner__text">
            Join Curio to follow new courses, newsletters and community events from your profile.
          </p>
        </div>
        {/* docs/product.md#pages: /profile when a token is stored, else /singup. */}
        <Link className={buttonClass('accent')} to={isLoggedIn ? paths.profile : paths.signup}>
          Join Now
        </Link>
      </aside>
    </PageFrame>
  );
}
