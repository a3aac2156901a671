import type { ComponentProps } from 'react';
import { useFieldMessages } from '#web/components/ui/field-messages.tsx';

type TSelectFieldProps = ComponentProps<'select'> & {
  label: string;
  error?: string;
  hint?: string;
  options: readonly { value: string; label: string }[];
  /** The empty first option ('Choose a category'). */
  placeholder?: string;
};

/** A labelled select with the site's field look and described error (DESIGN §5). */
export function SelectField({
  label,
  error,
  hint,
  options,
  placeholder,
  id,
  className = '',
  ...select
}: TSelectFieldProps) {
  const { inputId, controlProps, messages } = useFieldMessages({ id, error, hint });
  return (
    <div className={`field ${className}`}>
      <label className="field__label" htmlFor={inputId}>
        {label}
      </label>
      <select className="field__input" {...controlProps} {...select}>
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {messages}
    </div>
  );
}
