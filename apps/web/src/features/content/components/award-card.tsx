import type { TAward } from '@curio/shared';
import { Img } from '#web/components/ui/img.tsx';

/** docs/product.md#pages: image, year, award name and place. */
export function AwardCard({ award, isFeatured = false }: { award: TAward; isFeatured?: boolean }) {
  return (
    <article className={`award-card${isFeatured ? ' award-card--featured' : ''}`}>
      <Img className="award-card__image" src={award.image} alt="" width={140} height={140} />
      <p className="award-card__year">{award.year}</p>
      <h3 className="award-card__name">{award.awardName}</h3>
      <p className="award-card__place">{award.place}</p>
    </article>
  );
}
