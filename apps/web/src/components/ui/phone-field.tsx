import './forms.css';
import { LIMITS } from '@curio/shared';
import { TextField, type TTextFieldProps } from './text-field.tsx';

/** The hint every phone field shows: the rule of SPEC §5 in a learner's words. */
export const PHONE_HINT = '10 digits, starting with 6, 7, 8 or 9.';

/** A 10-digit Indian mobile number: the numeric keypad on phones, the national autofill, no 11th digit. */
export function PhoneField({ hint = PHONE_HINT, ...props }: Omit<TTextFieldProps, 'type'>) {
  return (
    <TextField
      type="tel"
      inputMode="numeric"
      autoComplete="tel-national"
      maxLength={LIMITS.phoneLength}
      hint={hint}
      {...props}
    />
  );
}
