import './forms.css';
import './star-rating.css';
import { useId } from 'react';
import { Star, STAR_SCALE } from './star-rating.tsx';

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
