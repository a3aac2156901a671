import { MESSAGES } from '@curio/shared';
import { Button } from '#web/components/ui/button.tsx';

type TConflictNoticeProps = {
  /** The server's 409 message (a stale edit, a refused move); the shared stale-edit text if it sent none. */
  message?: string;
  /** Loads the latest version (and clears the notice). */
  onReload: () => void;
  isReloading?: boolean;
};

/**
 * What a 409 leaves on screen: someone else changed the item first, or the move is no longer
 * allowed. Nothing was saved; Reload shows the item as it now is.
 */
export function ConflictNotice({ message, onReload, isReloading = false }: TConflictNoticeProps) {
  return (
    <div className="console-conflict" role="alert">
      <p>{message || MESSAGES.admin.staleEdit}</p>
      <Button variant="secondary" onClick={onReload} isLoading={isReloading}>
        Reload
      </Button>
    </div>
  );
}
