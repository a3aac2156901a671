import { CONTENT_MESSAGES, type TArticleCategory } from '@curio/shared';
import { QueryState } from '#web/components/ui/query-state.tsx';
import { useArticles } from '#web/features/content/api/get-articles.ts';
import { ArticleCard } from './article-card.tsx';
import { Reveal } from './reveal.tsx';

/** One tab's articles, fetched for its category only; two columns from tablet up (docs/product.md#pages). */
export function ArticleList({ category }: { category?: TArticleCategory }) {
  const query = useArticles(category);
  return (
    <QueryState query={query} loadingLabel="Loading articles…" empty={CONTENT_MESSAGES.noArticles}>
      {(articles) => (
        <ul className="article-grid" role="list">
          {articles.map((article, index) => (
            <Reveal as="li" key={article._id} order={index % 2}>
              <ArticleCard article={article} />
            </Reveal>
          ))}
        </ul>
      )}
    </QueryState>
  );
}
