import { LEARNING_MESSAGES } from '@curio/shared';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { CloseIcon, MenuIcon } from '#web/components/ui/icons.tsx';
import { useFocusTrap } from '#web/components/ui/use-focus-trap.ts';

/** Phones and small tablets (≤ md, styles/breakpoints.css): the outline is a drawer there. */
const PHONE_QUERY = '(max-width: 768px)';

type TOutlinePanelProps = {
  /** The outline, told to close the drawer when a lesson is chosen. */
  children: (close: () => void) => ReactNode;
};

/**
 * The outline's place: a sidebar on wide screens; on phones a button that opens it as a drawer (a modal
 * dialog: focus moves in and stays there, Esc and the close button close it, focus returns to the button).
 */
export function OutlinePanel({ children }: TOutlinePanelProps) {
  const [isOpen, setIsOpen] = useState(false);
  const panelRef = useRef<HTMLDivElement>(null);
  const panelId = useId();
  const close = () => setIsOpen(false);
  useFocusTrap(panelRef, isOpen, close);

  // A drawer left open while the window grows into the sidebar layout closes (it would trap focus there).
  useEffect(() => {
    if (!isOpen || typeof window.matchMedia !== 'function') return;
    const query = window.matchMedia(PHONE_QUERY);
    const onChange = () => {
      if (!query.matches) setIsOpen(false);
    };
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, [isOpen]);

  return (
    <>
      <button
        type="button"
        className="outline-toggle"
        aria-expanded={isOpen}
        aria-controls={panelId}
        onClick={() => setIsOpen(true)}
      >
        <MenuIcon width="20" height="20" aria-hidden="true" />
        {LEARNING_MESSAGES.openOutline}
      </button>
      {isOpen && <div className="outline-backdrop" aria-hidden="true" onClick={close} />}
      <div
        ref={panelRef}
        id={panelId}
        className={`outline-panel${isOpen ? ' outline-panel--open' : ''}`}
        {...(isOpen
          ? { role: 'dialog', 'aria-modal': true, 'aria-label': LEARNING_MESSAGES.outlineTitle }
          : {})}
      >
        {isOpen && (
          <button type="button" className="outline-panel__close" onClick={close} data-autofocus>
            <CloseIcon width="20" height="20" aria-hidden="true" />
            <span className="visually-hidden">{LEARNING_MESSAGES.closeOutline}</span>
          </button>
        )}
        {children(close)}
      </div>
    </>
  );
}
