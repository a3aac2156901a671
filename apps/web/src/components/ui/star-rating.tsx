import './star-rating.css';
import { useId } from 'react';

export const STAR_SCALE = 5;

const starLabel = (value: number) => `${value} out of ${STAR_SCALE} stars`;

function Star({ isFilled }: { isFilled: boolean }) {
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

type TStarRatingInputProps = {
  /** The chosen rating, or undefined before the first choice. */
  value: number | undefined;
  onChange: (value: number) => void;
  label: string;
  error?: string;
  name?: string;
};

/**
 * docs/product.md#pages: "stars are chosen by clicking 1 to 5", as a real radio group: click a star, or Tab
 * in and use the arrow keys. Each radio is named "n stars"; the stars up to the choice (or the hovered one)
 * are filled.
 */
export function StarRatingInput({ value, onChange, label, error, name }: TStarRatingInputProps) {
  const baseId = useId();
  const groupName = name ?? `${baseId}-rating`;
  const errorId = `${baseId}-error`;
  return (
    <fieldset
      className="star-input"
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? errorId : undefined}
    >
      <legend className="field__label">{label}</legend>
      <div className="star-input__options">
        {Array.from({ length: STAR_SCALE }, (_, index) => {
          const rating = index + 1;
          const id = `${baseId}-${rating}`;
          return (
            <span className="star-input__option" key={rating}>
              <input
                className="star-input__radio visually-hidden"
                type="radio"
                id={id}
                name={groupName}
                value={rating}
                checked={value === rating}
                onChange={() => onChange(rating)}
              />
              <label className="star-input__label" htmlFor={id}>
                <Star isFilled={value !== undefined && rating <= value} />
                <span className="visually-hidden">{rating === 1 ? '1 star' : `${rating} stars`}</span>
              </label>
            </span>
          );
        })}
      </div>
      {error && (
        <p id={errorId} className="field__error" role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}
