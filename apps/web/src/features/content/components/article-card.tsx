import { ARTICLE_CATEGORY_LABELS, type TArticle } from '@curio/shared';
import { Link } from 'react-router';
import { formatShortDate, isoDay } from '#web/lib/dates.ts';
import { paths } from '#web/lib/paths.ts';
import { Img } from '#web/components/ui/img.tsx';

/**
 * docs/product.md#pages: image, title and creation date with a short month ('12 Mar 2026'). The whole card
 * opens the article's page (ADR 014): its title is the one link, stretched over the card, so a keyboard
 * reaches it in one stop and a screen reader hears the title as the link's name.
 */
export function ArticleCard({ article }: { article: TArticle }) {
  return (
    <article className="article-card">
      <Img className="article-card__image" src={article.image} alt="" width={640} height={360} />
      <div className="article-card__body">
        <p className="article-card__meta">
          <span className="article-card__category">{ARTICLE_CATEGORY_LABELS[article.category]}</span>
          <time dateTime={isoDay(article.createdAt)}>{formatShortDate(article.createdAt, 'utc')}</time>
        </p>
        <h3 className="article-card__title">
          <Link className="article-card__link stretched-link" to={paths.articleDetail.to(article.slug)}>
            {article.title}
          </Link>
        </h3>
        {article.summary && <p className="article-card__summary">{article.summary}</p>}
      </div>
    </article>
  );
}
