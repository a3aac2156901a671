import { z } from 'zod';

/**
 * The console's videos (docs/product.md#learning): an upload is stored, then a transcoding job prepares it
 * for streaming. Lessons name a video by its id (`console-lessons.ts`).
 */

export const VIDEO_STATUS_VALUES = ['queued', 'transcoding', 'ready', 'failed'] as const;
export const ZVideoStatus = z.enum(VIDEO_STATUS_VALUES);
export type TVideoStatus = z.infer<typeof ZVideoStatus>;

/** Video files the upload accepts, by the type the browser names (the server checks the bytes too). */
export const VIDEO_UPLOAD_TYPES = ['video/mp4', 'video/quicktime', 'video/webm', 'video/x-matroska'] as const;
/** WebVTT only: the one caption format every browser's player reads. */
export const CAPTION_UPLOAD_MAX_BYTES = 1024 * 1024;

export const ZConsoleVideo = z.object({
  _id: z.uuid(),
  courseId: z.uuid(),
  originalName: z.string(),
  originalSize: z.number().int(),
  status: ZVideoStatus,
  /** 0–100 while transcoding. */
  progress: z.number().int(),
  /** Why it failed, in words an operator can act on. */
  error: z.string().nullable(),
  durationSeconds: z.number().nullable(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  /** '360p', '720p', '1080p' once ready. */
  renditions: z.array(z.string()),
  /** A staff-only URL of the poster frame, once ready. */
  posterUrl: z.string().nullable(),
  captions: z.array(z.object({ lang: z.string(), label: z.string() })),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TConsoleVideo = z.infer<typeof ZConsoleVideo>;

/**
 * GET /api/admin/videos/capabilities: whether this server can prepare videos (ffmpeg found) and the largest
 * upload it takes; the upload control says so in words when it cannot.
 */
export const ZVideoCapabilities = z.object({
  transcoding: z.boolean(),
  maxUploadBytes: z.number().int(),
});
export type TVideoCapabilities = z.infer<typeof ZVideoCapabilities>;

export const VIDEO_MESSAGES = {
  uploadStarted: 'Video uploaded. It is being prepared for streaming.',
  transcodingUnavailable:
    'Videos cannot be prepared on this server: ffmpeg is not installed. Ask your administrator to install it (apt-get install -y ffmpeg).',
  notAVideo: 'This file is not a video we can read. Upload an MP4, MOV, WebM or MKV file.',
  tooLarge: (limit: string) => `This video is larger than ${limit}. Upload a smaller file.`,
  retried: 'The video is queued again.',
  captionsAdded: 'Captions added',
  captionsInvalid: 'Captions must be a WebVTT (.vtt) file under 1 MB.',
  videoNotFound: 'Video not found',
  statusLabels: { queued: 'Queued', transcoding: 'Preparing', ready: 'Ready', failed: 'Failed' },
} as const;
