export type TBadgeTone = 'neutral' | 'info' | 'success' | 'warning' | 'danger';

type TStatusBadgeProps = {
  /** The text shown; say the state in words, colour only repeats it. */
  label: string;
  tone?: TBadgeTone;
};

/** A small coloured label for a state: an order's status, a course's publication, a disabled account. */
export function StatusBadge({ label, tone = 'neutral' }: TStatusBadgeProps) {
  return <span className={`status-badge status-badge--${tone}`}>{label}</span>;
}
