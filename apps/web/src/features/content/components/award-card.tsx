import type { TAward } from '@curio/shared';

/** SPEC §2: image, year, award name and place. */
export function AwardCard({ award, isFeatured = false }: { award: TAward; isFeatured?: boolean }) {
  return (
    <article className={`award-card${isFeatured ? ' award-card--featured' : ''}`}>
      <img className="award-card__image" src={award.image} alt="" loading="lazy" />
      <p className="award-card__year">{award.year}</p>
      <h3 className="award-card__name">{award.awardName}</h3>
      <p className="award-card__place">{award.place}</p>
    </article>
  );
}
