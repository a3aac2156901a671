import { lazy, Suspense, useSyncExternalStore } from 'react';
import { onToastRequested, wasToastRequested } from '#web/lib/toast.ts';

const ToastHost = lazy(async () => ({ default: (await import('./toast-host.tsx')).ToastHost }));

/** Where toasts appear: nothing, and no toast library, until the first `toast.*` call (lib/toast.ts). */
export function Toaster() {
  const isRequested = useSyncExternalStore(onToastRequested, wasToastRequested, () => false);
  if (!isRequested) return null;
  return (
    <Suspense fallback={null}>
      <ToastHost />
    </Suspense>
  );
}
