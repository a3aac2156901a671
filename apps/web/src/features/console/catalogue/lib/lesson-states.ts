import { AUTHORING_TEXTS as T, type TOutlineVideoState } from '@curio/shared';
import type { TBadgeTone } from '#web/features/console/shell/components/status-badge.tsx';

const TONES: Record<TOutlineVideoState['status'], TBadgeTone> = {
  queued: 'neutral',
  transcoding: 'info',
  ready: 'success',
  failed: 'danger',
};

/**
 * A video's state in words ('Queued', 'Preparing 42%', 'Ready', 'Failed: reason'), colour only repeating it.
 */
export const videoStateBadge = (video: Pick<TOutlineVideoState, 'status' | 'progress' | 'error'>) => ({
  label: T.videoState(video.status, video.progress, video.error),
  tone: TONES[video.status],
});
