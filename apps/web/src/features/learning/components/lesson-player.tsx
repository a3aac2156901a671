import 'media-chrome';
import 'media-chrome/menu';
import {
  LEARNING_MESSAGES,
  MAX_PLAYBACK_RATE,
  type TLessonDetail,
  type TLessonProgress,
} from '@curio/shared';
import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '#web/components/ui/button.tsx';
import { useProgressReports } from '#web/features/learning/lib/use-progress-reports.ts';

type TLessonVideo = NonNullable<TLessonDetail['video']>;

type TLessonPlayerProps = {
  lessonId: string;
  title: string;
  video: TLessonVideo;
  /** Where the learner stopped last time, on any device (the server's `positionSeconds`). */
  startAt: number;
  /** Null for a visitor who is not signed in: their playback is not reported. */
  onProgress: ((progress: TLessonProgress) => void) | null;
  /** Reads the lesson again: new media URLs and a fresh media cookie. */
  onReload: () => void;
};

const HLS_TYPE = 'application/vnd.apple.mpegurl';
/** The speeds the menu offers; the server believes no faster playback than MAX_PLAYBACK_RATE. */
const RATES = [0.75, 1, 1.25, 1.5, 1.75, 2].filter((rate) => rate <= MAX_PLAYBACK_RATE).join(' ');
/** Within this many seconds of the end, a lesson watched to the end starts again from the beginning. */
const END_MARGIN_SECONDS = 3;

const resumePoint = (startAt: number, duration: number) =>
  startAt > 0 && (!duration || startAt < duration - END_MARGIN_SECONDS) ? startAt : 0;

/**
 * A lesson's video (ADR 035): media-chrome's accessible controls (play, seek, volume, captions, speed menu,
 * full screen; its keyboard shortcuts while focus is in the player), the stream played natively where the
 * browser plays HLS, else through hls.js (loaded only then, without its worker), resuming where the learner
 * stopped, and what was played reported as it plays.
 */
export function LessonPlayer({ lessonId, title, video, startAt, onProgress, onReload }: TLessonPlayerProps) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const baseId = useId().replace(/[^a-zA-Z0-9_-]/g, '');
  const speedMenuId = `speed-${baseId}`;
  const captionsMenuId = `captions-${baseId}`;
  const [failed, setFailed] = useState(false);
  useProgressReports(videoRef, lessonId, (progress) => onProgress?.(progress), onProgress !== null);

  useEffect(() => {
    const element = videoRef.current;
    if (!element) return;
    let isCurrent = true;
    let destroy = () => {};
    const seekToResumePoint = () => {
      const at = resumePoint(startAt, element.duration);
      if (at > 0 && element.currentTime < 1) element.currentTime = at;
    };
    if (element.canPlayType(HLS_TYPE)) {
      element.addEventListener('loadedmetadata', seekToResumePoint, { once: true });
      element.src = video.playlistUrl;
      destroy = () => element.removeEventListener('loadedmetadata', seekToResumePoint);
    } else {
      void import('hls.js/light').then(
        ({ default: Hls }) => {
          if (!isCurrent) return;
          if (!Hls.isSupported()) return setFailed(true);
          const hls = new Hls({
            enableWorker: false,
            startPosition: resumePoint(startAt, video.durationSeconds) || -1,
          });
          hls.on(Hls.Events.ERROR, (_event, data) => {
            if (!data.fatal) return;
            if (data.type === Hls.ErrorTypes.MEDIA_ERROR) return hls.recoverMediaError();
            // A refused playlist or segment (the media cookie expired) or a network failure: say what to do.
            setFailed(true);
          });
          hls.loadSource(video.playlistUrl);
          hls.attachMedia(element);
          destroy = () => hls.destroy();
        },
        () => isCurrent && setFailed(true),
      );
    }
    return () => {
      isCurrent = false;
      destroy();
    };
  }, [video.playlistUrl, video.durationSeconds, startAt]);

  return (
    <div className="lesson-player">
      <media-controller className="lesson-player__controller" aria-label={title}>
        <video
          ref={videoRef}
          slot="media"
          poster={video.posterUrl ?? undefined}
          preload="metadata"
          playsInline
          onError={() => setFailed(true)}
        >
          {video.captions.map((track) => (
            <track
              key={track.lang}
              kind="captions"
              src={track.url}
              srcLang={track.lang}
              label={track.label}
            />
          ))}
        </video>
        <media-loading-indicator slot="centered-chrome" noautohide />
        <media-playback-rate-menu id={speedMenuId} anchor="auto" hidden rates={RATES} />
        {video.captions.length > 0 && <media-captions-menu id={captionsMenuId} anchor="auto" hidden />}
        <media-control-bar>
          <media-play-button />
          <media-seek-backward-button seekoffset="10" />
          <media-seek-forward-button seekoffset="10" />
          <media-mute-button />
          <media-volume-range />
          <media-time-range />
          <media-time-display showduration />
          {/* Captions as a menu (off, or a language): media-chrome's toggle button is not valid ARIA. */}
          {video.captions.length > 0 && (
            <media-captions-menu-button
              invoketarget={captionsMenuId}
              aria-label={LEARNING_MESSAGES.captions}
            />
          )}
          <media-playback-rate-menu-button
            invoketarget={speedMenuId}
            aria-label={LEARNING_MESSAGES.playbackSpeed}
          />
          <media-fullscreen-button />
        </media-control-bar>
      </media-controller>
      {failed && (
        <div className="lesson-state lesson-state--error" role="alert">
          <p>{LEARNING_MESSAGES.videoFailed}</p>
          <Button variant="secondary" onClick={onReload}>
            {LEARNING_MESSAGES.reloadLesson}
          </Button>
        </div>
      )}
    </div>
  );
}
