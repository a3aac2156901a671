import './bulk-bar.css';
import { BULK_TEXTS } from '@curio/shared';
import { useEffect, useRef, type ReactNode } from 'react';
import { Button, type TButtonVariant } from '#web/components/ui/button.tsx';
import type { TBulkActions, TBulkRun } from '#web/features/console/shell/lib/use-bulk-actions.ts';

type TBulkBarProps<T> = {
  bulk: TBulkActions<T>;
  /** Where the focus goes when the bar goes away under it (Clear selection, the rows gone): the page box. */
  onEmptied: () => void;
  /** The actions for the ticked rows. */
  children: ReactNode;
};

/**
 * Above a list with ticked rows: how many (announced as it changes), the actions and Clear selection; under
 * it, the rows the last action skipped and why, until dismissed.
 */
export function BulkBar<T>({ bulk, onEmptied, children }: TBulkBarProps<T>) {
  const count = bulk.selection.ids.length;
  const wasShown = useRef(false);
  useEffect(() => {
    // The bar left with the focus in it (its button pressed, or its rows gone): not to the page's start.
    if (count === 0 && wasShown.current && document.activeElement === document.body) onEmptied();
    wasShown.current = count > 0;
  }, [count, onEmptied]);
  const { skipped, onDismiss } = bulk.report;

  return (
    <>
      {/* Nothing ticked: only the empty live count stays, out of sight, so the next count is announced. */}
      <div className={count > 0 ? 'bulk-bar' : 'visually-hidden'}>
        <p role="status" className="bulk-bar__count">
          {count > 0 ? BULK_TEXTS.selected(count) : ''}
        </p>
        {count > 0 && (
          <>
            <div className="bulk-bar__actions">{children}</div>
            <Button variant="ghost" onClick={bulk.selection.clear}>
              {BULK_TEXTS.clear}
            </Button>
          </>
        )}
      </div>
      {skipped.length > 0 && (
        <div className="bulk-report">
          <h2 className="bulk-report__title">{BULK_TEXTS.skippedTitle}</h2>
          <ul className="bulk-report__list">
            {skipped.map((skip) => (
              <li key={skip.id}>
                <span className="console-strong">{skip.name}</span>: {skip.reason}
              </li>
            ))}
          </ul>
          <Button variant="ghost" onClick={onDismiss}>
            {BULK_TEXTS.dismiss}
          </Button>
        </div>
      )}
    </>
  );
}

type TBulkActionButtonProps<T> = {
  bulk: TBulkActions<T>;
  action: TBulkRun;
  variant?: TButtonVariant;
  children: ReactNode;
};

/** A button of the bar: sends `action` for the ticked rows, spins while it runs, waits while another runs. */
export function BulkActionButton<T>({
  bulk,
  action,
  variant = 'secondary',
  children,
}: TBulkActionButtonProps<T>) {
  return (
    <Button
      variant={variant}
      isLoading={bulk.isRunning(action.key)}
      disabled={bulk.isBusy}
      onClick={() => bulk.run(action)}
    >
      {children}
    </Button>
  );
}
