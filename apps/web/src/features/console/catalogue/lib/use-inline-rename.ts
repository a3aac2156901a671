import { useEffect, useRef, useState } from 'react';

/**
 * A rename in place (a category, a section): `start` opens the form, `end` closes it and gives the keyboard
 * back to the row's Rename button (`buttonRef`), instead of letting it fall to the page when the form goes
 * away (saved, cancelled, stale).
 */
export function useInlineRename() {
  const [isEditing, setIsEditing] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const isReturningFocus = useRef(false);
  useEffect(() => {
    if (isEditing || !isReturningFocus.current) return;
    isReturningFocus.current = false;
    buttonRef.current?.focus();
  }, [isEditing]);
  return {
    isEditing,
    buttonRef,
    start: () => setIsEditing(true),
    end: () => {
      isReturningFocus.current = true;
      setIsEditing(false);
    },
  };
}
