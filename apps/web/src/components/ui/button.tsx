import type { ComponentProps } from 'react';
import { Spinner } from './spinner.tsx';

export type TButtonVariant = 'primary' | 'accent' | 'secondary' | 'ghost' | 'danger';

/** The class list of a button, for links that look like one ("Courses", "View Courses"). */
export const buttonClass = (variant: TButtonVariant = 'primary', extra = '') =>
  `btn btn--${variant}${extra ? ` ${extra}` : ''}`;

type TButtonProps = ComponentProps<'button'> & {
  variant?: TButtonVariant;
  /** Shows a spinner and disables the button; the text (and so the accessible name) stays. */
  isLoading?: boolean;
};

export function Button({
  variant = 'primary',
  isLoading = false,
  disabled,
  className = '',
  type = 'button',
  children,
  ...props
}: TButtonProps) {
  return (
    <button
      type={type}
      className={buttonClass(variant, className)}
      disabled={disabled || isLoading}
      aria-busy={isLoading || undefined}
      {...props}
    >
      {isLoading && <Spinner size="sm" />}
      {children}
    </button>
  );
}
