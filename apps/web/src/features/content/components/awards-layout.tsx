import type { TAward } from '@curio/shared';
import type { CSSProperties } from 'react';
import { splitAwards } from '#web/features/content/lib/split-awards.ts';
import { AwardCard } from './award-card.tsx';
import { Reveal } from './reveal.tsx';

type TSide = 'left' | 'middle' | 'right';

/**
 * One list in the awards' own order, so reading and tab order stay natural. CSS places it: a grid on small
 * screens; on wide screens the left side's items in column 1 (row by row), the middle item in column 2
 * spanning every row, the rest in column 3 (docs/product.md#pages). Each item carries its side and row as
 * data for the stylesheet.
 */
export function AwardsLayout({ awards }: { awards: TAward[] }) {
  const { left, middle, right } = splitAwards(awards);
  const rows = Math.max(left.length, right.length, 1);
  const placed: { award: TAward; side: TSide; row: number }[] = [
    ...left.map((award, index) => ({ award, side: 'left' as const, row: index + 1 })),
    ...(middle ? [{ award: middle, side: 'middle' as const, row: 1 }] : []),
    ...right.map((award, index) => ({ award, side: 'right' as const, row: index + 1 })),
  ];

  return (
    <ul className="awards" role="list" style={{ '--award-rows': rows } as CSSProperties}>
      {placed.map(({ award, side, row }, index) => (
        <Reveal
          as="li"
          key={award._id}
          className={`awards__item awards__item--${side}`}
          order={index % 4}
          style={{ '--award-row': row } as CSSProperties}
        >
          <AwardCard award={award} isFeatured={side === 'middle'} />
        </Reveal>
      ))}
    </ul>
  );
}
