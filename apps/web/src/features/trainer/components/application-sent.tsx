import { CONTENT_MESSAGES } from '@curio/shared';
import { useEffect, useRef } from 'react';
import { Button } from '#web/components/ui/button.tsx';

/** The success state of the trainer application; focus moves here so screen readers hear it. */
export function ApplicationSent({ onAgain }: { onAgain: () => void }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <div className="application-sent" role="status">
      <h2 ref={headingRef} tabIndex={-1} className="application-sent__title">
        {CONTENT_MESSAGES.applicationReceived}
      </h2>
      <p>
        Our training team reads every application. If your expertise matches an upcoming batch, we will email
        you within two weeks to arrange a short demo session.
      </p>
      <Button variant="secondary" onClick={onAgain}>
        Send another application
      </Button>
    </div>
  );
}
