import type { VideoRow } from '@curio/db';
import type { TConsoleVideo } from '@curio/shared';

/** A video as the console shows it: never its storage keys. */
export const serializeConsoleVideo = (row: VideoRow): TConsoleVideo => ({
  _id: row.id,
  courseId: row.courseId,
  originalName: row.originalName,
  originalSize: row.originalSize,
  status: row.status,
  progress: row.progress,
  error: row.error,
  durationSeconds: row.durationSeconds,
  width: row.width,
  height: row.height,
  renditions: row.renditions.map((rendition) => rendition.name),
  captions: row.captions.map(({ lang, label }) => ({ lang, label })),
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});
