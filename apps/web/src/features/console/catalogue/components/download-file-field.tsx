import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import {
  AUTHORING_TEXTS as T,
  DOWNLOAD_FILE_EXTENSIONS,
  formatFileSize,
  LESSON_MESSAGES,
  MESSAGES,
  type TConsoleLesson,
} from '@curio/shared';
import { errorMessage } from '#web/lib/api-client.ts';
import { toast } from '#web/lib/toast.ts';
import { lessonKeys, lessonPath } from '#web/features/console/catalogue/api/lessons.ts';
import { uploadFile } from '#web/features/console/catalogue/api/upload-file.ts';
import { isConflict } from '#web/features/console/shell/api/console-api.ts';
import { FileInputField, UploadProgress, useUploadState } from './upload-progress.tsx';

const ACCEPT = DOWNLOAD_FILE_EXTENSIONS.map((extension) => `.${extension}`).join(',');
const extensionOf = (name: string) => /\.([A-Za-z0-9]+)$/.exec(name)?.[1]?.toLowerCase() ?? '';

/** What the server would refuse at once, said before the upload starts. */
function fileProblem(file: File, maxBytes: number): string | undefined {
  if (!(DOWNLOAD_FILE_EXTENSIONS as readonly string[]).includes(extensionOf(file.name)))
    return LESSON_MESSAGES.fileTypeRefused;
  if (file.size === 0) return LESSON_MESSAGES.fileEmpty;
  if (file.size > maxBytes) return LESSON_MESSAGES.fileTooLarge(formatFileSize(maxBytes));
  return undefined;
}

type TDownloadFileFieldProps = { lesson: TConsoleLesson; onStale: (message: string) => void };

/**
 * A download lesson's file: the one it holds (name and size), and a file input that uploads a new one at
 * once with a progress bar; the new file replaces the old.
 */
export function DownloadFileField({ lesson, onStale }: TDownloadFileFieldProps) {
  const queryClient = useQueryClient();
  const { upload, start, progress, done } = useUploadState();
  const [error, setError] = useState<string | null>(null);

  const send = async (file: File) => {
    setError(null);
    const problem = fileProblem(file, lesson.downloadMaxBytes);
    if (problem) return setError(problem);
    start(file.name);
    try {
      const { data, message } = await uploadFile<TConsoleLesson>({
        method: 'PUT',
        path: `${lessonPath(lesson._id)}/file?${new URLSearchParams({ version: lesson.updatedAt }).toString()}`,
        file,
        onProgress: progress,
      });
      queryClient.setQueryData(lessonKeys.lesson(data._id), data);
      void queryClient.invalidateQueries({ queryKey: lessonKeys.outline(data.course._id) });
      toast.success(message || LESSON_MESSAGES.fileUploaded);
    } catch (failure) {
      if (isConflict(failure) && failure.message === MESSAGES.admin.staleEdit) onStale(failure.message);
      else setError(errorMessage(failure, T.uploadFailed));
    } finally {
      done();
    }
  };

  return (
    <section className="console-panel lesson-upload" aria-labelledby="lesson-file">
      <h2 id="lesson-file" className="console-panel__title">
        {T.fileHeading}
      </h2>
      <p className="lesson-upload__file">
        {lesson.file ? T.fileCurrent(lesson.file.name, formatFileSize(lesson.file.size)) : T.noFile}
      </p>
      {upload && <UploadProgress upload={upload} />}
      <FileInputField
        label={T.fileInput}
        accept={ACCEPT}
        hint={T.fileHint(formatFileSize(lesson.downloadMaxBytes))}
        error={error}
        disabled={upload !== null}
        onFile={(file) => void send(file)}
      />
    </section>
  );
}
