import './toast-host.css';
import { LIMITS } from '@curio/shared';
import { useEffect, type ReactNode } from 'react';
import { Slide, toast, ToastContainer, type Id } from 'react-toastify';
import { attachToaster, type TToastAction, type TToastRequest } from '#web/lib/toast.ts';

let actionToasts = 0;

type TActionToastProps = { message: ReactNode; action: TToastAction; id: Id; closeToast: () => void };

/**
 * A toast's text and its action button. The toast waits while the button has the focus, so someone who
 * reached it by keyboard (or a screen reader) is not timed out (WCAG 2.2.1); pressing it closes the toast.
 */
function ActionToast({ message, action, id, closeToast }: TActionToastProps) {
  return (
    <div className="toast-action">
      <span>{message}</span>
      <button
        type="button"
        className="toast-action__button"
        aria-label={action.name}
        onFocus={() => toast.pause({ id })}
        onBlur={() => toast.play({ id })}
        onClick={() => {
          action.onClick();
          closeToast();
        }}
      >
        {action.label}
      </button>
    </div>
  );
}

function show({ kind, message, options }: TToastRequest) {
  const { action, ...rest } = options ?? {};
  if (!action) return toast[kind](message, rest);
  const id = rest.toastId ?? `action-toast-${++actionToasts}`;
  toast[kind](
    ({ closeToast }) => <ActionToast message={message} action={action} id={id} closeToast={closeToast} />,
    { ...rest, toastId: id, autoClose: LIMITS.toastWithActionMs, closeOnClick: false },
  );
}

/**
 * react-toastify's container, loaded with its library on the first toast; it drains the queue once mounted.
 */
export function ToastHost() {
  useEffect(() => attachToaster(show), []);
  return (
    <ToastContainer
      position="top-right"
      autoClose={LIMITS.toastAutoCloseMs}
      theme="light"
      transition={Slide}
      newestOnTop
    />
  );
}
