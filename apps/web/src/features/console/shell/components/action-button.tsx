import type { ComponentProps, MouseEvent } from 'react';
import { Button } from '#web/components/ui/button.tsx';

type TActionButtonProps = ComponentProps<typeof Button> & {
  /** This button's own request is in flight: a spinner, `aria-busy`, and no press. */
  isBusy?: boolean;
};

/**
 * The console's button for a state-changing action (with `useConsoleAction`): disabled and busy while its
 * request is in flight, and deaf to the second press of a double-click. A pointer's press carries how many
 * presses it ends in one spot (`detail`: 2 for the second of a double-click); only a fresh press acts, so a
 * double-click is one press even when the first one's reply has already put another button under the
 * pointer. Keyboard presses carry 0 and always act.
 */
export function ActionButton({ isBusy = false, onClick, ...props }: TActionButtonProps) {
  const press = (event: MouseEvent<HTMLButtonElement>) => {
    if (event.detail > 1) {
      // A submit button's second press must not submit its form either.
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };
  return <Button {...props} isLoading={isBusy} onClick={press} />;
}
