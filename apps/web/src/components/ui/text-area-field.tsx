import { useId, type ComponentProps } from 'react';

export type TTextAreaFieldProps = ComponentProps<'textarea'> & {
  label: string;
  /** Shown under the field, referenced by aria-describedby; also turns the border red (DESIGN §5). */
  error?: string;
  hint?: string;
};

/** A multi-line TextField: the same label, red border and described error (DESIGN §5). */
export function TextAreaField({
  label,
  error,
  hint,
  id,
  className = '',
  rows = 5,
  ...textarea
}: TTextAreaFieldProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const errorId = `${inputId}-error`;
  const hintId = `${inputId}-hint`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`field ${className}`}>
      <label className="field__label" htmlFor={inputId}>
        {label}
      </label>
      <textarea
        id={inputId}
        className="field__input field__input--multiline"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        rows={rows}
        {...textarea}
      />
      {hint && (
        <p id={hintId} className="field__hint">
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
