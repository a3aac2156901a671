import './forms.css';
import { useState } from 'react';
import { EyeIcon, EyeOffIcon } from './icons.tsx';
import { TextField, type TTextFieldProps } from './text-field.tsx';

/** A password input with a show/hide toggle (Login, docs/product.md#pages). */
export function PasswordField(props: Omit<TTextFieldProps, 'type' | 'endAdornment'>) {
  const [isShown, setIsShown] = useState(false);
  return (
    <TextField
      {...props}
      type={isShown ? 'text' : 'password'}
      endAdornment={
        <button
          type="button"
          className="field__toggle"
          aria-label={isShown ? 'Hide password' : 'Show password'}
          aria-pressed={isShown}
          onClick={() => setIsShown((shown) => !shown)}
        >
          {isShown ? <EyeOffIcon width={20} height={20} /> : <EyeIcon width={20} height={20} />}
        </button>
      }
    />
  );
}
