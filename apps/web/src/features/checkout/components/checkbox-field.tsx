import { useId, type ComponentProps, type ReactNode } from 'react';

type TCheckboxFieldProps = Omit<ComponentProps<'input'>, 'type'> & {
  label: ReactNode;
  hint?: string;
  /** Shown under the box and announced; the box gets a red outline (DESIGN §5). */
  error?: string;
};

/** A labelled checkbox with an optional hint and error, in the contact form's agree-box look. */
export function CheckboxField({ label, hint, error, ...input }: TCheckboxFieldProps) {
  const inputId = useId();
  const errorId = `${inputId}-error`;
  const hintId = `${inputId}-hint`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className="agree checkbox-field">
      <div className="agree__row">
        <input
          id={inputId}
          type="checkbox"
          className="agree__input"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          {...input}
        />
        <label className="agree__label" htmlFor={inputId}>
          {label}
        </label>
      </div>
      {hint && (
        <p id={hintId} className="field__hint checkbox-field__hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="field__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
