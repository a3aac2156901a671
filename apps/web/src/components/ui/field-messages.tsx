import './forms.css';
import { useId, type ReactNode } from 'react';

type TFieldMessageOptions = { id?: string; error?: string; hint?: string };

/**
 * The ids and messages every form control shares (docs/product.md#rules): the hint and the error sit under
 * the control, both referenced by aria-describedby (error first, so it is read first); `aria-invalid` turns
 * the border red.
 */
export function useFieldMessages({ id, error, hint }: TFieldMessageOptions) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const errorId = `${inputId}-error`;
  const hintId = `${inputId}-hint`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined;
  const controlProps = {
    id: inputId,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
  };
  const messages = (
    <>
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
    </>
  );
  return { inputId, controlProps, messages };
}

export type TFieldControlProps = ReturnType<typeof useFieldMessages>['controlProps'];

type TFieldProps = TFieldMessageOptions & {
  label: string;
  className?: string;
  /** Renders the control itself, given the id and ARIA wiring it must carry. */
  children: (controlProps: TFieldControlProps) => ReactNode;
};

/** The frame of every labelled control (text, text area, select): label, control, hint and error. */
export function Field({ label, id, error, hint, className = '', children }: TFieldProps) {
  const { inputId, controlProps, messages } = useFieldMessages({ id, error, hint });
  return (
    <div className={`field ${className}`}>
      <label className="field__label" htmlFor={inputId}>
        {label}
      </label>
      {children(controlProps)}
      {messages}
    </div>
  );
}
