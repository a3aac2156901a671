import './star-rating.css';

export const STAR_SCALE = 5;

const starLabel = (value: number) => `${value} out of ${STAR_SCALE} stars`;

export function Star({ isFilled }: { isFilled: boolean }) {
  return (
    <svg
      className={`star${isFilled ? ' star--filled' : ''}`}
      viewBox="0 0 24 24"
      width="20"
      height="20"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M12 2.8l2.8 5.9 6.4.8-4.7 4.4 1.2 6.4L12 17.2l-5.7 3.1 1.2-6.4-4.7-4.4 6.4-.8z" />
    </svg>
  );
}

/**
 * A read-only rating, one accessible image: "4 out of 5 stars" (whole stars; averages round to the nearest).
 */
export function StarRating({ value, className = '' }: { value: number; className?: string }) {
  const filled = Math.round(value);
  const label = starLabel(Number.isInteger(value) ? value : Number(value.toFixed(1)));
  return (
    <span className={`star-rating ${className}`} role="img" aria-label={label}>
      {Array.from({ length: STAR_SCALE }, (_, index) => (
        <Star key={index} isFilled={index < filled} />
      ))}
    </span>
  );
}
