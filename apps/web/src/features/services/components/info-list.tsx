import type { ReactNode } from 'react';

export type TInfoItem = { title: string; text: string; icon?: ReactNode };

type TInfoListProps = {
  items: readonly TInfoItem[];
  label: string;
  /** Numbered steps ("1 Discover, 2 Design…") or a grid of cards. */
  variant?: 'cards' | 'steps' | 'checks';
};

/** The titled items the corporate pages are made of: benefits, steps, what a report contains. */
export function InfoList({ items, label, variant = 'cards' }: TInfoListProps) {
  const Tag = variant === 'steps' ? 'ol' : 'ul';
  return (
    <Tag className={`info-list info-list--${variant} svc-reveal`} aria-label={label}>
      {items.map((item) => (
        <li key={item.title} className="info-list__item">
          <h3 className="info-list__title">{item.title}</h3>
          <p className="info-list__text">{item.text}</p>
        </li>
      ))}
    </Tag>
  );
}
