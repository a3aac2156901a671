import type { ComponentProps } from 'react';
import { Field } from './field-messages.tsx';

type TSelectFieldProps = ComponentProps<'select'> & {
  label: string;
  error?: string;
  hint?: string;
  options: readonly { value: string; label: string }[];
  /** The empty first option ('Choose a category'). */
  placeholder?: string;
};

/** A labelled select with the site's field look and described error (docs/product.md#rules). */
export function SelectField({
  label,
  error,
  hint,
  options,
  placeholder,
  id,
  className,
  ...select
}: TSelectFieldProps) {
  return (
    <Field label={label} error={error} hint={hint} id={id} className={className}>
      {(controlProps) => (
        <select className="field__input" {...controlProps} {...select}>
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
