import './forms.css';
import type { ComponentProps, ReactNode } from 'react';
import { useFieldMessages } from './field-messages.tsx';

export type TCheckboxFieldProps = Omit<ComponentProps<'input'>, 'type'> & {
  label: ReactNode;
  hint?: string;
  /** Shown under the box and announced; the box gets a red outline (docs/product.md#rules). */
  error?: string;
};

/** A labelled checkbox with an optional hint and error (the contact form's agree box, checkout's boxes). */
export function CheckboxField({ label, hint, error, id, className = '', ...input }: TCheckboxFieldProps) {
  const { inputId, controlProps, messages } = useFieldMessages({ id, error, hint });
  return (
    <div className={`agree${error ? ' agree--invalid' : ''} ${className}`}>
      <div className="agree__row">
        <input type="checkbox" className="agree__input" {...controlProps} {...input} />
        <label className="agree__label" htmlFor={inputId}>
          {label}
        </label>
      </div>
      {messages}
    </div>
  );
}
