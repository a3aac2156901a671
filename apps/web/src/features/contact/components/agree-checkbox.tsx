import type { ComponentProps } from 'react';
import { Link } from 'react-router';
import { paths } from '#web/lib/paths.ts';
import { CheckboxField } from '#web/components/ui/checkbox-field.tsx';

type TAgreeCheckboxProps = Omit<ComponentProps<'input'>, 'type'> & { error?: string };

/**
 * docs/product.md#rules: the privacy-policy agreement is required; unchecked on submit it gets a red outline.
 */
export function AgreeCheckbox(props: TAgreeCheckboxProps) {
  return (
    <CheckboxField
      label={
        <>
          I agree to the{' '}
          <Link className="text-link" to={paths.privacyPolicy} target="_blank" rel="noopener">
            Privacy Policy
            <span className="visually-hidden"> (opens in a new tab)</span>
          </Link>
          .
        </>
      }
      {...props}
    />
  );
}
