/** SPEC §2 card price: '$ {price} USD'; cents only when there are some (49 → "$ 49 USD", 49.5 → "$ 49.50 USD"). */
export function formatPrice(price: number): string {
  const amount = Number.isInteger(price) ? String(price) : price.toFixed(2);
  return `$ ${amount} USD`;
}

const dateFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });

/** A review's update date, e.g. "5 Jan 2025". */
export const formatDate = (iso: string) => dateFormat.format(new Date(iso));

/** Elapsed seconds as mm:ss (the quiz timer); minutes keep counting past 59. */
export function formatElapsed(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  const mm = String(Math.floor(seconds / 60)).padStart(2, '0');
  const ss = String(seconds % 60).padStart(2, '0');
  return `${mm}:${ss}`;
}
