import '#web/components/ui/forms.css';
import { useId, useState, type FormEvent } from 'react';
import {
  AUTHORING_TEXTS as T,
  CAPTION_LANG_PATTERN,
  CAPTION_UPLOAD_MAX_BYTES,
  VIDEO_MESSAGES,
  type TConsoleVideo,
} from '@curio/shared';
import { Button } from '#web/components/ui/button.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { toastError } from '#web/lib/notify.ts';
import { toast } from '#web/lib/toast.ts';
import { useDeleteCaptions, usePutCaptions } from '#web/features/console/catalogue/api/lessons.ts';
import { ActionButton } from '#web/features/console/shell/components/action-button.tsx';
import { useConsoleAction } from '#web/features/console/shell/lib/use-console-action.ts';

/** A video's captions: each WebVTT track with Remove, and a form that adds one (file, language, label). */
export function VideoCaptions({ video }: { video: TConsoleVideo }) {
  const fileId = useId();
  const add = usePutCaptions();
  const remove = useConsoleAction(useDeleteCaptions());
  const [file, setFile] = useState<File | null>(null);
  const [lang, setLang] = useState('');
  const [label, setLabel] = useState('');
  const [error, setError] = useState<string | null>(null);
  // A new key empties the file input once its captions are added.
  const [inputKey, setInputKey] = useState(0);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    if (!file || !file.name.toLowerCase().endsWith('.vtt') || file.size > CAPTION_UPLOAD_MAX_BYTES)
      return setError(VIDEO_MESSAGES.captionsInvalid);
    if (!CAPTION_LANG_PATTERN.test(lang.trim())) return setError(VIDEO_MESSAGES.captionLang);
    add.mutate(
      { videoId: video._id, lang: lang.trim(), label: label.trim() || lang.trim(), file },
      {
        onSuccess: ({ message }) => {
          toast.success(message || VIDEO_MESSAGES.captionsAdded);
          setFile(null);
          setInputKey((key) => key + 1);
          setLang('');
          setLabel('');
        },
        onError: (failure) => toastError(failure, T.captionsFailed),
      },
    );
  };

  return (
    <div className="lesson-upload">
      <h3 className="course-item__title">{T.captionsHeading}</h3>
      {video.captions.length === 0 ? (
        <p className="console-note">{T.captionsNone}</p>
      ) : (
        <ul className="lesson-captions">
          {video.captions.map((caption) => (
            <li key={caption.lang}>
              <span>
                {caption.label} ({caption.lang})
              </span>
              <ActionButton
                variant="ghost"
                isBusy={remove.pendingVars?.lang === caption.lang}
                disabled={remove.isPending}
                aria-label={T.captionsRemove(caption.label)}
                onClick={() =>
                  remove.run(
                    { videoId: video._id, lang: caption.lang },
                    {
                      onSuccess: ({ message }) => toast.success(message || VIDEO_MESSAGES.captionsRemoved),
                      onError: (failure) => toastError(failure, T.captionsFailed),
                    },
                  )
                }
              >
                {T.delete}
              </ActionButton>
            </li>
          ))}
        </ul>
      )}
      <form className="lesson-captions__form" onSubmit={onSubmit} noValidate aria-label={T.captionsAdd}>
        <div className="field">
          <label className="field__label" htmlFor={fileId}>
            {T.captionsFile}
          </label>
          <input
            key={inputKey}
            id={fileId}
            type="file"
            accept=".vtt,text/vtt"
            className="lesson-upload__input"
            onChange={(event) => setFile(event.target.files?.[0] ?? null)}
          />
        </div>
        <TextField
          label={T.captionsLang}
          hint={T.captionsLangHint}
          value={lang}
          onChange={(event) => setLang(event.target.value)}
        />
        <TextField
          label={T.captionsLabel}
          hint={T.captionsLabelHint}
          value={label}
          onChange={(event) => setLabel(event.target.value)}
        />
        <Button type="submit" variant="secondary" isLoading={add.isPending}>
          {T.captionsAdd}
        </Button>
      </form>
      {error && (
        <p className="field__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
