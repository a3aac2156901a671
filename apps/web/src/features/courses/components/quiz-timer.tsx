import { formatElapsed } from '#web/features/courses/lib/format.ts';
import { useElapsedSeconds } from '#web/features/courses/lib/use-elapsed-seconds.ts';

/** Real elapsed time as mm:ss (docs/product.md#catalogue, not a fixed '16:35'); stops on submit. */
export function QuizTimer({ isRunning }: { isRunning: boolean }) {
  const elapsed = useElapsedSeconds(isRunning);
  return (
    <p className="quiz__timer">
      <span>Time</span>{' '}
      {/* role="timer" is not live by default: screen readers read it on demand, not every second. */}
      <span role="timer" aria-label={`Time taken ${formatElapsed(elapsed)}`}>
        {formatElapsed(elapsed)}
      </span>
    </p>
  );
}
