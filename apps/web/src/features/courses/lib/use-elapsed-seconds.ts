import { useEffect, useState } from 'react';

/**
 * Whole seconds since the component mounted, ticking once a second while `isRunning`. Computed from the
 * clock, not by counting ticks, so a throttled background tab still shows the real time
 * (docs/product.md#catalogue, not a fixed '16:35').
 */
export function useElapsedSeconds(isRunning: boolean): number {
  const [startedAt] = useState(() => Date.now());
  const [elapsed, setElapsed] = useState(0);
  useEffect(() => {
    if (!isRunning) return;
    const tick = () => setElapsed(Math.floor((Date.now() - startedAt) / 1000));
    const timer = setInterval(tick, 1000);
    return () => clearInterval(timer);
  }, [isRunning, startedAt]);
  return elapsed;
}
