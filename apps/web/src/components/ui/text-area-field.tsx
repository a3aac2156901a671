import './forms.css';
import type { ComponentProps } from 'react';
import { Field } from './field-messages.tsx';

export type TTextAreaFieldProps = ComponentProps<'textarea'> & {
  label: string;
  /**
   * Shown under the field, referenced by aria-describedby; also turns the border red (docs/product.md#rules).
   */
  error?: string;
  hint?: string;
};

/** A multi-line TextField: the same label, red border and described error (docs/product.md#rules). */
export function TextAreaField({
  label,
  error,
  hint,
  id,
  className,
  rows = 5,
  ...textarea
}: TTextAreaFieldProps) {
  return (
    <Field label={label} error={error} hint={hint} id={id} className={className}>
      {(controlProps) => (
        <textarea
          className="field__input field__input--multiline"
          rows={rows}
          {...controlProps}
          {...textarea}
        />
      )}
    </Field>
  );
}
