import './forms.css';
import type { ComponentProps } from 'react';
import { useFieldMessages } from './field-messages.tsx';

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
  const { inputId, controlProps, messages } = useFieldMessages({ id, error, hint });
  return (
    <div className={`field ${className}`}>
      <label className="field__label" htmlFor={inputId}>
        {label}
      </label>
      <textarea
        className="field__input field__input--multiline"
        rows={rows}
        {...controlProps}
        {...textarea}
      />
      {messages}
    </div>
  );
}
