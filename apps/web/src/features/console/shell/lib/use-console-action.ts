import { notifyManager, type MutateOptions, type UseMutationResult } from '@tanstack/react-query';
import { useRef, useState } from 'react';

/**
 * One state-changing action of the console (a status move, publish, hide, disable, send…), guarded so that
 * one press makes one request (docs/product.md#console, "One click, one step"):
 *
 * - `run` starts the mutation unless this action already has one in flight. The check is a ref, set in the
 *   press's own event handler, so a second press that lands before React has re-rendered (and disabled the
 *   button) is dropped too; `isPending` alone would let it through.
 * - `isPending` is true from that press until the request has settled and its reply is in the cache, so the
 *   buttons can be disabled and show they are busy (ActionButton) for exactly that long.
 * - `pendingVars` is what the run in flight was given: which of several buttons shows the spinner.
 *
 * The lock is released after the mutation has settled and its reply has reached every component that reads
 * it: the query client tells them through its notify manager, a task later, so the release is queued there
 * behind them. Released at once, a button whose state comes from a parent (an order's status) would be drawn
 * enabled with the old state for that task, a second chance at the old step for a press landing then.
 */
export function useConsoleAction<TData, TError, TVars, TContext>(
  mutation: UseMutationResult<TData, TError, TVars, TContext>,
) {
  const inFlight = useRef(false);
  const [pending, setPending] = useState<{ vars: TVars } | null>(null);

  const run = (vars: TVars, options: MutateOptions<TData, TError, TVars, TContext> = {}) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setPending({ vars });
    mutation.mutate(vars, {
      ...options,
      onSettled: (...settled) => {
        options.onSettled?.(...settled);
        notifyManager.schedule(() => {
          inFlight.current = false;
          setPending(null);
        });
      },
    });
  };

  return {
    run,
    isPending: pending !== null || mutation.isPending,
    pendingVars: pending?.vars,
    /** The mutation without the guard, for an Undo offered once this action's reply is in. */
    mutateAsync: mutation.mutateAsync,
  };
}
