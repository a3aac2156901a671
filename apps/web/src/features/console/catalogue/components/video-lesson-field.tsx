import '#web/components/ui/forms.css';
import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import {
  AUTHORING_TEXTS as T,
  formatFileSize,
  MESSAGES,
  VIDEO_MESSAGES,
  VIDEO_UPLOAD_TYPES,
  type TConsoleLesson,
  type TConsoleVideo,
} from '@curio/shared';
import { Button } from '#web/components/ui/button.tsx';
import { SelectField } from '#web/components/ui/select-field.tsx';
import { errorMessage } from '#web/lib/api-client.ts';
import { toastError } from '#web/lib/notify.ts';
import { toast } from '#web/lib/toast.ts';
import {
  isFinalVideo,
  lessonKeys,
  useCourseVideos,
  useRetryVideo,
  useUpdateLesson,
  useVideo,
  useVideoCapabilities,
} from '#web/features/console/catalogue/api/lessons.ts';
import { uploadFile } from '#web/features/console/catalogue/api/upload-file.ts';
import { videoStateBadge } from '#web/features/console/catalogue/lib/lesson-states.ts';
import { isConflict } from '#web/features/console/shell/api/console-api.ts';
import { ActionButton } from '#web/features/console/shell/components/action-button.tsx';
import { StatusBadge } from '#web/features/console/shell/components/status-badge.tsx';
import { useConsoleAction } from '#web/features/console/shell/lib/use-console-action.ts';
import { FileInputField, UploadProgress, useUploadState } from './upload-progress.tsx';
import { VideoCaptions } from './video-captions.tsx';

const ACCEPT = VIDEO_UPLOAD_TYPES.join(',');

type TVideoLessonFieldProps = { lesson: TConsoleLesson; onStale: (message: string) => void };

/**
 * A video lesson's video: upload one (a progress bar while it goes), then its state read every 2 s until it
 * is ready or has failed ('Queued', 'Preparing 42%', 'Ready', 'Failed: reason' with Retry); or choose a ready
 * video of the course; and its captions. Without ffmpeg on the server the upload is off and says why.
 */
export function VideoLessonField({ lesson, onStale }: TVideoLessonFieldProps) {
  const queryClient = useQueryClient();
  const capabilities = useVideoCapabilities();
  const video = useVideo(lesson.videoId, lesson.video);
  const attach = useUpdateLesson(lesson._id);
  const { upload, start, progress, done } = useUploadState();
  const [error, setError] = useState<string | null>(null);
  const canUpload = capabilities.data?.transcoding === true;
  const maxBytes = capabilities.data?.maxUploadBytes ?? 0;

  // Once the video is ready (or failed), the lesson's duration and the outline's state are read again.
  const status = video.data?.status;
  useEffect(() => {
    if (!status || !isFinalVideo({ status })) return;
    void queryClient.invalidateQueries({ queryKey: lessonKeys.lesson(lesson._id) });
    void queryClient.invalidateQueries({ queryKey: lessonKeys.outline(lesson.course._id) });
  }, [status, queryClient, lesson._id, lesson.course._id]);

  const attachVideo = (videoId: string, message: string) =>
    attach.mutate(
      { videoId, version: lesson.updatedAt },
      {
        onSuccess: () => toast.success(message),
        onError: (failure) =>
          isConflict(failure) && failure.message === MESSAGES.admin.staleEdit
            ? onStale(failure.message)
            : setError(errorMessage(failure, T.uploadFailed)),
      },
    );

  const send = async (file: File) => {
    setError(null);
    if (!(VIDEO_UPLOAD_TYPES as readonly string[]).includes(file.type))
      return setError(VIDEO_MESSAGES.notAVideo);
    if (maxBytes > 0 && file.size > maxBytes)
      return setError(VIDEO_MESSAGES.tooLarge(formatFileSize(maxBytes)));
    start(file.name);
    try {
      const { data } = await uploadFile<TConsoleVideo>({
        method: 'POST',
        path: `/admin/courses/${encodeURIComponent(lesson.course._id)}/videos`,
        file,
        onProgress: progress,
      });
      queryClient.setQueryData(lessonKeys.video(data._id), data);
      attachVideo(data._id, VIDEO_MESSAGES.uploadStarted);
    } catch (failure) {
      setError(errorMessage(failure, T.uploadFailed));
    } finally {
      done();
    }
  };

  return (
    <section className="console-panel lesson-upload" aria-labelledby="lesson-video">
      <h2 id="lesson-video" className="console-panel__title">
        {T.videoHeading}
      </h2>
      {video.data ? <VideoState video={video.data} /> : <p className="lesson-upload__file">{T.noVideo}</p>}
      {video.isError && <p className="console-note">{T.videoReadFailed}</p>}
      {upload && <UploadProgress upload={upload} />}
      {capabilities.isPending && <p className="console-note">{T.capabilitiesLoading}</p>}
      {capabilities.data && !canUpload && (
        <p className="field__error" role="alert">
          {VIDEO_MESSAGES.transcodingUnavailable}
        </p>
      )}
      <FileInputField
        label={T.videoInput}
        accept={ACCEPT}
        hint={canUpload ? T.videoHint(formatFileSize(maxBytes)) : undefined}
        error={error}
        disabled={!canUpload || upload !== null || attach.isPending}
        onFile={(file) => void send(file)}
      />
      <ExistingVideoPicker
        lesson={lesson}
        isBusy={attach.isPending}
        onPick={(id) => attachVideo(id, T.videoAttached)}
      />
      {video.data && <VideoCaptions video={video.data} />}
    </section>
  );
}

/** The video's name and state in words; a bar while it is prepared; Retry once it has failed. */
function VideoState({ video }: { video: TConsoleVideo }) {
  const retry = useConsoleAction(useRetryVideo());
  const badge = videoStateBadge(video);
  return (
    <div className="lesson-upload__row" aria-live="polite">
      <span className="lesson-upload__file">{T.videoCurrent(video.originalName)}</span>
      <StatusBadge {...badge} />
      {video.status === 'transcoding' && (
        <progress max={100} value={video.progress} aria-label={badge.label}>
          {badge.label}
        </progress>
      )}
      {!isFinalVideo(video) && <span className="console-note">{T.videoPreparing}</span>}
      {video.status === 'failed' && (
        <ActionButton
          variant="secondary"
          isBusy={retry.isPending}
          onClick={() =>
            retry.run(video._id, {
              onSuccess: ({ message }) => toast.success(message || VIDEO_MESSAGES.retried),
              onError: (failure) => toastError(failure, T.uploadFailed),
            })
          }
        >
          {T.retry}
        </ActionButton>
      )}
    </div>
  );
}

type TExistingVideoPickerProps = {
  lesson: TConsoleLesson;
  isBusy: boolean;
  onPick: (videoId: string) => void;
};

/** A ready video of the course that this lesson does not show yet. */
function ExistingVideoPicker({ lesson, isBusy, onPick }: TExistingVideoPickerProps) {
  const videos = useCourseVideos(lesson.course._id);
  const [choice, setChoice] = useState('');
  const ready = (videos.data ?? []).filter((v) => v.status === 'ready' && v._id !== lesson.videoId);
  if (!videos.data) return null;
  if (ready.length === 0) return <p className="console-note">{T.noExistingVideo}</p>;
  return (
    <div className="outline-add">
      <SelectField
        label={T.existingVideo}
        placeholder={T.chooseVideo}
        options={ready.map((v) => ({ value: v._id, label: v.originalName }))}
        value={choice}
        onChange={(event) => setChoice(event.target.value)}
      />
      <Button variant="secondary" disabled={!choice} isLoading={isBusy} onClick={() => onPick(choice)}>
        {T.useVideo}
      </Button>
    </div>
  );
}
