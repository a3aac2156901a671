import './forms.css';
import { LIMITS } from '@curio/shared';
import type { ChangeEvent, ClipboardEvent, FormEvent } from 'react';
import { TextField, type TTextFieldProps } from './text-field.tsx';

/** The hint every phone field shows: the rule of docs/product.md#rules in a learner's words. */
export const PHONE_HINT = '10 digits, starting with 6, 7, 8 or 9.';

const NOT_DIGITS = /\D/g;

/**
 * The digits of a pasted number: spaces, dashes and brackets go, and a country code or trunk '0' in front of
 * a longer number ('+91 98765 43210', '098765 43210') leaves its last 10 digits.
 */
export function phoneDigits(text: string): string {
  const digits = text.replace(NOT_DIGITS, '');
  return digits.length > LIMITS.phoneLength ? digits.slice(-LIMITS.phoneLength) : digits;
}

/** A typed letter never reaches the field; a key that inserts digits passes. */
function blockNonDigits(event: FormEvent<HTMLInputElement>) {
  const { data } = event.nativeEvent as InputEvent;
  if (data && /\D/.test(data)) event.preventDefault();
}

/** A paste keeps only its digits, so a number copied with spaces or '+91' still fits the 10-character cap. */
function pasteDigits(event: ClipboardEvent<HTMLInputElement>) {
  const input = event.currentTarget;
  event.preventDefault();
  const start = input.selectionStart ?? input.value.length;
  const end = input.selectionEnd ?? start;
  const room = LIMITS.phoneLength - (input.value.length - (end - start));
  const digits = phoneDigits(event.clipboardData.getData('text')).slice(0, Math.max(room, 0));
  input.setRangeText(digits, start, end, 'end');
  // React (and the form) hear about the new value through the input event a paste would have fired.
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

/**
 * A 10-digit Indian mobile number: the numeric keypad on phones, the national autofill, no 11th digit and
 * digits only. Letters are refused as typed and dropped from anything else that changes the value (autofill,
 * drag and drop); the schema's rule says 'digits only' if one gets through anyway.
 */
export function PhoneField({ hint = PHONE_HINT, onChange, ...props }: Omit<TTextFieldProps, 'type'>) {
  const keepDigits = (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.target;
    const cleaned = input.value.replace(NOT_DIGITS, '');
    if (cleaned !== input.value) {
      const caret = Math.max(
        0,
        (input.selectionStart ?? cleaned.length) - (input.value.length - cleaned.length),
      );
      input.value = cleaned;
      input.setSelectionRange(caret, caret);
    }
    onChange?.(event);
  };
  return (
    <TextField
      type="tel"
      inputMode="numeric"
      autoComplete="tel-national"
      maxLength={LIMITS.phoneLength}
      hint={hint}
      onBeforeInput={blockNonDigits}
      onPaste={pasteDigits}
      onChange={keepDigits}
      {...props}
    />
  );
}
