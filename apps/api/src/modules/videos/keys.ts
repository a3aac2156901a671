/**
 * Where a video's files are kept (docs/product.md#learning, storage layout): all under its own folder of the
 * private media folder, which `/uploads/` never serves.
 */
export const videoFolder = (videoId: string) => `media/videos/${videoId}/`;
export const videoFileKey = (videoId: string, file: string) => `${videoFolder(videoId)}${file}`;
export const VIDEO_ORIGINAL_FILE = 'source.original';
export const VIDEO_MASTER_FILE = 'master.m3u8';
export const VIDEO_POSTER_FILE = 'poster.jpg';
export const captionFile = (lang: string) => `captions/${lang}.vtt`;
