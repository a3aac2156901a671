import './forms.css';
import type { ComponentProps, ReactNode } from 'react';
import { Field } from './field-messages.tsx';

export type TTextFieldProps = ComponentProps<'input'> & {
  label: string;
  /**
   * Shown under the field, referenced by aria-describedby; also turns the border red (docs/product.md#rules).
   */
  error?: string;
  hint?: string;
  /** A control inside the field's right edge, such as the show/hide password button. */
  endAdornment?: ReactNode;
};

export function TextField({ label, error, hint, endAdornment, id, className, ...input }: TTextFieldProps) {
  return (
    <Field label={label} error={error} hint={hint} id={id} className={className}>
      {(controlProps) => (
        <div className={`field__control${endAdornment ? ' field__control--adorned' : ''}`}>
          <input className="field__input" {...controlProps} {...input} />
          {endAdornment}
        </div>
      )}
    </Field>
  );
}
