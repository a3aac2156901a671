import '#web/features/content/content.css';
import { ARTICLE_CATEGORY_LABELS, articleHead, CONTENT_MESSAGES, PAGE_HEADS } from '@curio/shared';
import { Navigate, useParams } from 'react-router';
import { paths } from '#web/lib/paths.ts';
import { PageFrame } from '#web/components/layout/page-frame.tsx';
import { StatusView } from '#web/components/layout/status-view.tsx';
import { QueryState } from '#web/components/ui/query-state.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { useArticle } from '#web/features/content/api/get-article.ts';
import { ArticleSkeleton, ArticleView } from '#web/features/content/components/article-view.tsx';

/** An unknown or unpublished article (the API answered 404): say so and lead back to the listing. */
const ArticleNotFound = () => (
  <StatusView
    code="404"
    head={PAGE_HEADS.articleNotFound}
    title={CONTENT_MESSAGES.articleNotFound}
    text="There is no article at this address. It may have been renamed or taken down."
    action={{ to: paths.articles, label: 'See all articles' }}
  />
);

/** `/dive-our/:slug` (ADR 014): one article in full, opened from its card on /dive-our. */
export function ArticlePage() {
  const { slug = '' } = useParams();
  const article = useArticle(slug);
  if (article.error instanceof ApiError && article.error.status === 404) return <ArticleNotFound />;
  // Reached by a slug the article gave up (the server 301s a full load; this is the same in the app).
  if (article.data && article.data.slug !== slug)
    return <Navigate replace to={paths.articleDetail.to(article.data.slug)} />;
  return (
    <QueryState
      query={article}
      loadingLabel="Loading the article…"
      loading={<ArticleSkeleton />}
      empty={null}
      isEmpty={() => false}
    >
      {(data) => (
        <PageFrame
          head={articleHead(data)}
          eyebrow={ARTICLE_CATEGORY_LABELS[data.category]}
          heading={data.title}
          intro={data.summary}
        >
          <ArticleView article={data} />
        </PageFrame>
      )}
    </QueryState>
  );
}
