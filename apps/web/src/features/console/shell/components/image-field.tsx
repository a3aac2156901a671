import { IMAGE_UPLOAD_LIMITS, isSiteImage, MESSAGES } from '@curio/shared';
import { useId, useRef, useState } from 'react';
import { Button } from '#web/components/ui/button.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { errorMessage } from '#web/lib/api-client.ts';
import { imageFileProblem, useUploadImage } from '#web/features/console/shell/api/uploads.ts';

type TImageFieldProps = {
  /** What the image is: 'Image', 'Logo', 'Founder's photo'. */
  label: string;
  /** The image's URL: an upload (/uploads/…) or an image of the site (/images/…); '' for none. */
  value: string;
  onChange: (url: string) => void;
  onBlur?: () => void;
  /** The form's message for this field (the shared schema's). */
  error?: string;
  isOptional?: boolean;
};

const HINT = 'JPEG, PNG or WebP, at most 5 MB. It shows on the site once you save.';

/**
 * An image of a content item, a course's certificate or the site settings: a preview, Upload (or Replace)
 * and Remove. The file goes to POST /api/admin/uploads/images at once and its URL becomes the field's value,
 * kept when the form is saved. A path of this site can still be typed under "Use an image address". An
 * address of another site, saved before the rule of ADR 028, is never shown to visitors: the field says so
 * at once, and the save asks for an upload instead.
 */
export function ImageField({ label, value, onChange, onBlur, error, isOptional = false }: TImageFieldProps) {
  const upload = useUploadImage();
  const [problem, setProblem] = useState<string>();
  const [announcement, setAnnouncement] = useState('');
  const inputRef = useRef<HTMLInputElement>(null);
  const chooseRef = useRef<HTMLButtonElement>(null);
  const id = useId();
  const name = label.toLowerCase();
  const isOnSite = value === '' || isSiteImage(value);
  const shownError = problem ?? error ?? (isOnSite ? undefined : MESSAGES.images.notOnSite);
  const describedBy = [shownError ? `${id}-error` : null, `${id}-hint`].filter(Boolean).join(' ');

  const onFile = (file: File | undefined) => {
    if (inputRef.current) inputRef.current.value = '';
    if (!file) return;
    const refused = imageFileProblem(file);
    setProblem(refused);
    if (refused) return;
    setAnnouncement(`Uploading the ${name}…`);
    upload.mutate(file, {
      onSuccess: ({ data }) => {
        onChange(data.url);
        setAnnouncement(`${label} uploaded. Save to keep it.`);
      },
      onError: (err) => {
        setAnnouncement('');
        setProblem(errorMessage(err, MESSAGES.images.uploadFailed));
      },
    });
  };

  const remove = () => {
    setProblem(undefined);
    onChange('');
    setAnnouncement(`${label} removed. Save to keep the change.`);
    // The Remove button is gone: the next thing to do is upload another.
    chooseRef.current?.focus();
  };

  return (
    <div className="field image-field" role="group" aria-labelledby={`${id}-label`}>
      <span id={`${id}-label`} className="field__label">
        {isOptional ? `${label} (optional)` : label}
      </span>
      <div className="image-field__body">
        {value && isOnSite ? (
          <img className="image-field__preview" src={value} alt={`The ${name} now`} />
        ) : (
          <span className="image-field__preview image-field__preview--empty">
            {value ? MESSAGES.images.notShown : 'No image'}
          </span>
        )}
        <div className="image-field__actions">
          <input
            ref={inputRef}
            type="file"
            accept={IMAGE_UPLOAD_LIMITS.accept}
            hidden
            tabIndex={-1}
            aria-label={`${label} file`}
            onChange={(event) => onFile(event.target.files?.[0])}
          />
          <Button
            ref={chooseRef}
            variant="secondary"
            isLoading={upload.isPending}
            aria-describedby={describedBy}
            onClick={() => inputRef.current?.click()}
          >
            {value ? `Replace ${name}` : `Upload ${name}`}
          </Button>
          {value && (
            <Button variant="ghost" disabled={upload.isPending} onClick={remove} onBlur={onBlur}>
              Remove {name}
            </Button>
          )}
          {upload.isPending && (
            <progress className="image-field__progress" aria-label={`Uploading the ${name}`} />
          )}
        </div>
      </div>
      <p id={`${id}-hint`} className="field__hint">
        {HINT}
      </p>
      {shownError && (
        <p id={`${id}-error`} className="field__error" role="alert">
          {shownError}
        </p>
      )}
      <p className="visually-hidden" role="status">
        {announcement}
      </p>
      <details className="image-field__address">
        <summary>Use an image address instead</summary>
        <TextField
          label={`${label} address`}
          hint="An image path of this site (/…)."
          value={value}
          spellCheck={false}
          onChange={(event) => {
            setProblem(undefined);
            onChange(event.target.value);
          }}
          onBlur={onBlur}
        />
      </details>
    </div>
  );
}
