import { CONTENT_MESSAGES, type TJob } from '@curio/shared';
import { useId, useState } from 'react';
import { Button } from '#web/components/ui/button.tsx';
import { Modal } from '#web/components/ui/modal.tsx';
import { JobApplicationForm } from './job-application-form.tsx';

type TJobApplyDialogProps = { job: TJob | null; onClose: () => void };

/** The Apply dialog: the form, then (once stored) the confirmation in its place. */
export function JobApplyDialog({ job, onClose }: TJobApplyDialogProps) {
  const formId = useId();
  const [isPending, setIsPending] = useState(false);
  const [isSent, setIsSent] = useState(false);

  const close = () => {
    if (isPending) return; // a request in flight: keep the dialog (and its spinner) until it answers
    setIsSent(false);
    onClose();
  };

  return (
    <Modal
      isOpen={job !== null}
      onClose={close}
      title={job ? `Apply for ${job.title}` : 'Apply'}
      actions={
        isSent ? (
          <Button onClick={close} autoFocus>
            Close
          </Button>
        ) : (
          <>
            <Button variant="ghost" onClick={close} disabled={isPending}>
              Cancel
            </Button>
            <Button type="submit" form={formId} isLoading={isPending}>
              Send Application
            </Button>
          </>
        )
      }
    >
      {job &&
        (isSent ? (
          <p className="job-apply__done" role="status">
            {CONTENT_MESSAGES.applicationReceived}
          </p>
        ) : (
          <>
            <p className="job-apply__meta">
              {job.jobType} · {job.jobLocation}
            </p>
            <JobApplicationForm
              id={formId}
              jobId={job._id}
              onPendingChange={setIsPending}
              onSent={() => setIsSent(true)}
            />
          </>
        ))}
    </Modal>
  );
}
