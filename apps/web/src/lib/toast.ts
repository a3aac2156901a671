import type { ReactNode } from 'react';

/**
 * The site's toasts (docs/product.md#rules), without the toast library on first load: a call queues the
 * message and wakes the `<Toaster>` of the shell, which loads react-toastify (its own chunk) on the first
 * toast, shows what was queued and from then on shows each toast at once. Same calls as react-toastify's
 * `toast.*`.
 */
export type TToastKind = 'success' | 'error' | 'info';
/**
 * A button inside the toast (Undo): a real button, reachable by keyboard (Alt+T moves to the toasts, then
 * Tab), whose toast stays LIMITS.toastWithActionMs and pauses while hovered or focused. `label` is what it
 * shows, `name` its accessible name when the label alone is ambiguous ('Undo: unpublish Figma Basics').
 */
export type TToastAction = { label: string; name?: string; onClick: () => void };
/** `toastId` keeps one toast of its kind on screen (react-toastify ignores a second one with the same id). */
export type TToastOptions = { toastId?: string; action?: TToastAction };
export type TToastRequest = { kind: TToastKind; message: ReactNode; options?: TToastOptions };

const queue: TToastRequest[] = [];
const listeners = new Set<() => void>();
let show: ((request: TToastRequest) => void) | null = null;
let isRequested = false;

function push(request: TToastRequest) {
  if (show) return show(request);
  queue.push(request);
  if (!isRequested) {
    isRequested = true;
    listeners.forEach((listener) => listener());
  }
}

export const toast = {
  success: (message: ReactNode, options?: TToastOptions) => push({ kind: 'success', message, options }),
  error: (message: ReactNode, options?: TToastOptions) => push({ kind: 'error', message, options }),
  info: (message: ReactNode, options?: TToastOptions) => push({ kind: 'info', message, options }),
};

/** For the shell's `<Toaster>`: whether any toast was asked for yet (then the toast library is loaded). */
export const wasToastRequested = () => isRequested;

export function onToastRequested(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The loaded toaster takes over: it shows what waited in the queue, then every toast as it comes. */
export function attachToaster(display: (request: TToastRequest) => void): () => void {
  show = display;
  queue.splice(0).forEach(display);
  return () => {
    if (show === display) show = null;
  };
}
