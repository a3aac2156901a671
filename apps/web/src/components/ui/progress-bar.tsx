import './progress-bar.css';
import { LEARNING_MESSAGES } from '@curio/shared';

type TProgressBarProps = {
  /** Whole percent, 0-100. */
  percent: number;
  /** What the bar measures, for screen readers ('Progress in React from Zero'). */
  label: string;
  size?: 'sm' | 'md';
};

/** A course's progress as a bar (the lesson page, the journey): '40% complete' to screen readers. */
export function ProgressBar({ percent, label, size = 'md' }: TProgressBarProps) {
  const value = Math.max(0, Math.min(100, Math.round(percent)));
  return (
    <div
      className={`progress-bar progress-bar--${size}`}
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={value}
      aria-valuetext={LEARNING_MESSAGES.progressLabel(value)}
    >
      <span className="progress-bar__fill" style={{ width: `${value}%` }} />
    </div>
  );
}
