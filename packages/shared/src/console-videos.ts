import { z } from 'zod';
import { zText } from './text.ts';

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

/** A caption's language: a BCP 47 tag ('en', 'pt-BR', 'zh-Hant'), as the `lang` of the player's track. */
export const CAPTION_LANG_PATTERN = /^[a-zA-Z]{2,3}(-[a-zA-Z0-9]{2,8}){0,3}$/;

export const VIDEO_MESSAGES = {
  uploadStarted: 'Video uploaded. It is being prepared for streaming.',
  transcodingUnavailable:
    'Videos cannot be prepared on this server: ffmpeg is not installed. Ask your administrator to install it (apt-get install -y ffmpeg).',
  notAVideo: 'This file is not a video we can read. Upload an MP4, MOV, WebM or MKV file.',
  tooLarge: (limit: string) => `This video is larger than ${limit}. Upload a smaller file.`,
  retried: 'The video is queued again.',
  captionsAdded: 'Captions added',
  captionsInvalid: 'Captions must be a WebVTT (.vtt) file under 1 MB.',
  captionsRemoved: 'Captions removed',
  captionLang: 'The language must be a BCP 47 tag such as en, hi or pt-BR.',
  lengthRequired: 'The upload must state its size (Content-Length). Upload the file again.',
  uploadIncomplete: 'The upload was cut short. Upload the file again.',
  badFileName: 'The file name (X-File-Name) must be URI-encoded text.',
  notFailed: 'Only a video that failed can be retried.',
  deleted: 'Video deleted',
  videoNotFound: 'Video not found',
  /** Why preparing the video failed: what the console shows under it. */
  failures: {
    unreadable:
      'The file could not be read as a video: it may be damaged or cut short. Upload it again, or export it again as MP4.',
    noVideoTrack: 'The file has no video picture (only sound?). Upload a file with a video track.',
    originalMissing: 'The uploaded file is missing from storage. Upload the video again.',
    converter: (detail: string) =>
      `ffmpeg could not convert this video (${detail}). Retry; if it fails again, export the video as MP4 (H.264) and upload it.`,
    interrupted: 'Preparing the video was interrupted too many times. Retry.',
    unexpected: 'Preparing the video failed on the server (its log says why). Retry.',
  },
  statusLabels: { queued: 'Queued', transcoding: 'Preparing', ready: 'Ready', failed: 'Failed' },
} as const;

/** PUT/DELETE /api/admin/videos/{id}/captions/{lang}: the captions' language, a BCP 47 tag. */
export const ZCaptionParams = z.object({
  id: z.uuid(),
  lang: zText().max(35).regex(CAPTION_LANG_PATTERN, VIDEO_MESSAGES.captionLang),
});

/** PUT …/captions/{lang}?label=: the name the player's menu shows (the language tag when none is given). */
export const ZCaptionQuery = z.object({ label: zText().trim().min(1).max(60).optional() });
