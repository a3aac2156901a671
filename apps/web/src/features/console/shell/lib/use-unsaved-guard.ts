import { createElement, useEffect, type ReactElement } from 'react';
import { useBlocker } from 'react-router';
import { UnsavedChangesDialog } from '#web/features/console/shell/components/unsaved-changes-dialog.tsx';

/**
 * While `isDirty`: asks before the browser closes or reloads the tab (beforeunload), and holds an in-app
 * navigation to another page behind 'You have unsaved changes. Leave this page?'. Render the returned
 * element anywhere in the page. A change of only the search params on the same page is not held.
 */
export function useUnsavedGuard(isDirty: boolean): ReactElement {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => isDirty && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    if (!isDirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers need returnValue set to show their own prompt.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [isDirty]);

  // Saved in the meantime (a save that then navigates): let the held navigation go on.
  useEffect(() => {
    if (!isDirty && blocker.state === 'blocked') blocker.proceed();
  }, [isDirty, blocker]);

  return createElement(UnsavedChangesDialog, { blocker });
}
