import type { TLessonProgress } from '@curio/shared';
import { useEffect, useEffectEvent, type RefObject } from 'react';
import { ApiError } from '#web/lib/api-client.ts';
import { reportProgress } from '#web/features/learning/api/lesson-writes.ts';
import {
  breakRange,
  NO_RANGES,
  takeRanges,
  trackTime,
  unsentSeconds,
  type TPlayedRange,
  type TPlayedRanges,
} from './played-ranges.ts';

/** A report goes out after this many seconds of playback, and whenever playback stops (ADR 035). */
export const REPORT_EVERY_SECONDS = 10;
/** What one report may carry (ZProgressReport). */
const MAX_RANGES = 100;
const MAX_POSITION = 86_400;

/**
 * Reports what a lesson's video actually played to `POST /api/learn/lessons/{id}/progress`: the ranges of
 * continuous playback (`played-ranges.ts`) and where it stands, every ~10 s of playback, on pause, on ended, when
 * the page is hidden for good (`pagehide`, sent with `keepalive`) and when the player goes away. The server's
 * reply (its `completed`) goes to `onProgress`.
 */
export function useProgressReports(
  videoRef: RefObject<HTMLVideoElement | null>,
  lessonId: string,
  onProgress: (progress: TLessonProgress) => void,
  /** False for a visitor who is not signed in (a preview): nothing is kept for them. */
  isEnabled: boolean,
) {
  const reply = useEffectEvent(onProgress);
  useEffect(() => {
    const video = videoRef.current;
    if (!video || !isEnabled) return;
    let state: TPlayedRanges = NO_RANGES;
    let lastPosition = -1;
    /** Nothing is reported before the learner first plays: opening a lesson must not move its resume point. */
    let hasPlayed = false;

    const send = (keepalive: boolean) => {
      if (!hasPlayed) return;
      const { ranges, next } = takeRanges(state);
      state = next;
      const position = Math.min(MAX_POSITION, Math.max(0, Math.round(video.currentTime * 1000) / 1000));
      if (ranges.length === 0 && Math.abs(position - lastPosition) < 1) return;
      lastPosition = position;
      const sent = ranges.slice(-MAX_RANGES);
      reportProgress(lessonId, { positionSeconds: position, ranges: sent }, keepalive).then(
        (progress) => reply(progress),
        (error: unknown) => requeue(error, sent),
      );
    };
    /** A report that did not arrive (the network) is sent again with the next; one the server refused is not. */
    const requeue = (error: unknown, ranges: TPlayedRange[]) => {
      if (error instanceof ApiError && error.status < 500) return;
      state = { ...state, closed: [...ranges, ...state.closed].slice(-MAX_RANGES) };
    };

    const onTime = () => {
      if (video.seeking) return;
      state = trackTime(state, video.currentTime);
      if (unsentSeconds(state) >= REPORT_EVERY_SECONDS) send(false);
    };
    const onSeeking = () => {
      state = breakRange(state);
    };
    const onPlay = () => {
      hasPlayed = true;
    };
    const onStop = () => send(false);
    const listeners: [EventTarget, string, () => void][] = [
      [video, 'play', onPlay],
      [video, 'timeupdate', onTime],
      [video, 'seeking', onSeeking],
      [video, 'pause', onStop],
      [video, 'ended', onStop],
      [window, 'pagehide', () => send(true)],
    ];
    for (const [target, type, listener] of listeners) target.addEventListener(type, listener);
    return () => {
      for (const [target, type, listener] of listeners) target.removeEventListener(type, listener);
      // The learner moved to another page of the site: what played since the last report still counts.
      send(true);
    };
  }, [videoRef, lessonId, isEnabled]);
}
