import './forms.css';
import { useId, type ComponentProps } from 'react';

type TSwitchProps = Omit<ComponentProps<'input'>, 'type'> & { label: string; description?: string };

/** A checkbox drawn as a switch; it stays a native checkbox for forms, keyboards and tests. */
export function Switch({ label, description, id, ...input }: TSwitchProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const descriptionId = `${inputId}-description`;
  return (
    <div className="switch">
      <input
        id={inputId}
        type="checkbox"
        className="switch__input"
        aria-describedby={description ? descriptionId : undefined}
        {...input}
      />
      <label htmlFor={inputId} className="switch__label">
        <span className="switch__track" aria-hidden="true" />
        <span className="switch__text">{label}</span>
      </label>
      {description && (
        <p id={descriptionId} className="switch__description">
          {description}
        </p>
      )}
    </div>
  );
}
