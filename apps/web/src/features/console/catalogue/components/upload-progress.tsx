import { useState } from 'react';
import { AUTHORING_TEXTS as T } from '@curio/shared';

export type TUploadState = { name: string; percent: number } | null;

/**
 * One upload at a time with its progress: `start(name)` shows the bar, `progress(percent)` moves it, `done()`
 * takes it away.
 */
export function useUploadState() {
  const [upload, setUpload] = useState<TUploadState>(null);
  return {
    upload,
    start: (name: string) => setUpload({ name, percent: 0 }),
    progress: (percent: number) => setUpload((current) => (current ? { ...current, percent } : current)),
    done: () => setUpload(null),
  };
}

/** 'Uploading notes.pdf' and a progress bar that screen readers read as a percentage. */
export function UploadProgress({ upload }: { upload: NonNullable<TUploadState> }) {
  const label = T.uploading(upload.name);
  return (
    <div className="lesson-upload__progress">
      <p className="lesson-upload__file">{label}</p>
      <progress
        max={100}
        value={upload.percent}
        aria-label={label}
        aria-valuetext={T.uploadProgress(upload.percent)}
      />
      <p className="console-note" aria-live="polite">
        {T.uploadProgress(upload.percent)}
      </p>
    </div>
  );
}
