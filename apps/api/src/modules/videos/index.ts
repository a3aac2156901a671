// The videos module's exports for the rest of the API: outside the module, import only this file.
export { videoAdminRoutes } from './console-routes.ts';
export { buildTranscodeArgs, detectFfmpeg, renditionsFor, type FfmpegPaths } from './ffmpeg.ts';
export {
  captionFile,
  VIDEO_MASTER_FILE,
  VIDEO_ORIGINAL_FILE,
  VIDEO_POSTER_FILE,
  videoFileKey,
  videoFolder,
} from './keys.ts';
export { videosPlugin } from './plugin.ts';
export { TRANSCODE_JOB } from './transcode-job.ts';
export { probeVideo, transcodeToFolder, type TranscodeResult } from './transcode.ts';
