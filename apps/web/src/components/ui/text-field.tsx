import { useId, type ComponentProps, type ReactNode } from 'react';

export type TTextFieldProps = ComponentProps<'input'> & {
  label: string;
  /** Shown under the field, referenced by aria-describedby; also turns the border red (DESIGN §5). */
  error?: string;
  hint?: string;
  /** A control inside the field's right edge, such as the show/hide password button. */
  endAdornment?: ReactNode;
};

export function TextField({
  label,
  error,
  hint,
  endAdornment,
  id,
  className = '',
  ...input
}: TTextFieldProps) {
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
      <div className={`field__control${endAdornment ? ' field__control--adorned' : ''}`}>
        <input
          id={inputId}
          className="field__input"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          {...input}
        />
        {endAdornment}
      </div>
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
