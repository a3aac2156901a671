import { ARTICLE_CATEGORY_LABELS, type TArticle } from '@curio/shared';
import { formatShortDate, isoDay } from '#web/lib/dates.ts';
import { Img } from '#web/components/ui/img.tsx';

/** SPEC §2: image, title and creation date with a short month ('12 Mar 2026'). */
export function ArticleCard({ article }: { article: TArticle }) {
  return (
    <article className="article-card">
      <Img className="article-card__image" src={article.image} alt="" width={640} height={360} />
      <div className="article-card__body">
        <p className="article-card__meta">
          <span className="article-card__category">{ARTICLE_CATEGORY_LABELS[article.category]}</span>
          <time dateTime={isoDay(article.createdAt)}>{formatShortDate(article.createdAt, 'utc')}</time>
        </p>
        <h3 className="article-card__title">{article.title}</h3>
        {article.summary && <p className="article-card__summary">{article.summary}</p>}
      </div>
    </article>
  );
}
