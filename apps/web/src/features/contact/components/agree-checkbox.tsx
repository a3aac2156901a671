import { useId, type ComponentProps } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../app/paths.ts';

type TAgreeCheckboxProps = Omit<ComponentProps<'input'>, 'type'> & { error?: string };

/** SPEC §5: the privacy-policy agreement is required; unchecked on submit it gets a red outline. */
export function AgreeCheckbox({ error, ...input }: TAgreeCheckboxProps) {
  const inputId = useId();
  const errorId = `${inputId}-error`;
  return (
    <div className="agree">
      <div className="agree__row">
        <input
          id={inputId}
          type="checkbox"
          className="agree__input"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          {...input}
        />
        <label className="agree__label" htmlFor={inputId}>
          I agree to the{' '}
          <Link className="text-link" to={paths.privacyPolicy} target="_blank" rel="noopener">
            Privacy Policy
            <span className="visually-hidden"> (opens in a new tab)</span>
          </Link>
          .
        </label>
      </div>
      {error && (
        <p id={errorId} className="field__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
