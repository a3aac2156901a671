import type { TArticleDetail } from '@curio/shared';
import { Link } from 'react-router';
import { formatLongDate, isoDay } from '#web/lib/dates.ts';
import { paths } from '#web/lib/paths.ts';
import { Img } from '#web/components/ui/img.tsx';
import { RichText } from '#web/components/ui/rich-text.tsx';

export const BackToArticles = () => (
  <Link className="post-view__back" to={paths.articles}>
    ← All articles
  </Link>
);

/** One article in full (ADR 014), under the page's band (category, title, summary): date, image, text. */
export function ArticleView({ article }: { article: TArticleDetail }) {
  return (
    <article className="article-view">
      <BackToArticles />
      <p className="article-view__meta">
        Published <time dateTime={isoDay(article.createdAt)}>{formatLongDate(article.createdAt, 'utc')}</time>
      </p>
      <Img className="post-view__image" src={article.image} alt="" width={780} height={439} priority />
      <RichText className="article-view__text" html={article.body} />
      <BackToArticles />
    </article>
  );
}

/** While the article loads: the page's band and body as shimmering bars, announced once. */
export function ArticleSkeleton() {
  return (
    <div role="status" aria-label="Loading the article…">
      <section className="page-hero" aria-hidden="true">
        <div className="container page-hero__inner">
          <p className="eyebrow">
            <span className="skeleton-text skeleton-text--on-dark skeleton-text--short" />
          </p>
          <span className="skeleton-text skeleton-text--on-dark article-skeleton__title" />
          <span className="skeleton-text skeleton-text--on-dark" />
        </div>
      </section>
      <div className="container page-body" aria-hidden="true">
        <div className="article-view">
          <span className="skeleton-text skeleton-text--short" />
          <div className="post-view__image skeleton-block" />
          <span className="skeleton-text" />
          <span className="skeleton-text" />
          <span className="skeleton-text skeleton-text--short" />
        </div>
      </div>
    </div>
  );
}
