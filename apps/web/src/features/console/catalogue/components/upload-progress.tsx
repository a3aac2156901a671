import '#web/components/ui/forms.css';
import { useId, useState } from 'react';
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

type TFileInputFieldProps = {
  label: string;
  /** The accepted types, as the input's `accept`. */
  accept: string;
  hint?: string;
  error: string | null;
  disabled: boolean;
  onFile: (file: File) => void;
};

/**
 * A labelled file input that hands over the file chosen and is emptied at once (the same file may follow).
 */
export function FileInputField({ label, accept, hint, error, disabled, onFile }: TFileInputFieldProps) {
  const inputId = useId();
  return (
    <>
      <div className="field">
        <label className="field__label" htmlFor={inputId}>
          {label}
        </label>
        <input
          id={inputId}
          type="file"
          className="lesson-upload__input"
          accept={accept}
          disabled={disabled}
          aria-describedby={hint ? `${inputId}-hint` : undefined}
          aria-invalid={error ? true : undefined}
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (file) onFile(file);
          }}
        />
        {hint && (
          <p id={`${inputId}-hint`} className="field__hint">
            {hint}
          </p>
        )}
      </div>
      {error && (
        <p className="field__error" role="alert">
          {error}
        </p>
      )}
    </>
  );
}
