import './toast-host.css';
import { LIMITS } from '@curio/shared';
import { useEffect } from 'react';
import { Slide, toast, ToastContainer } from 'react-toastify';
import { attachToaster } from '#web/lib/toast.ts';

/**
 * react-toastify's container, loaded with its library on the first toast; it drains the queue once mounted.
 */
export function ToastHost() {
  useEffect(() => attachToaster(({ kind, message, options }) => toast[kind](message, options)), []);
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
