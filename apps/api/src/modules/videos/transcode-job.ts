import { mkdir, mkdtemp, readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { VIDEO_MESSAGES } from '@curio/shared';
import type { FileStorage } from '#api/lib/storage/index.ts';
import { courseLessonTags } from '#api/modules/course/index.ts';
import {
  JOB_INTERRUPTED,
  PermanentJobError,
  type JobHandler,
  type JobKindOptions,
} from '#api/modules/jobs/index.ts';
import { createVideoRepository } from './console-repository.ts';
import type { FfmpegPaths } from './ffmpeg.ts';
import { VIDEO_MASTER_FILE, VIDEO_POSTER_FILE, videoFileKey, videoFolder } from './keys.ts';
import { ConverterError, transcodeToFolder } from './transcode.ts';

/** The kind of the job that prepares an uploaded video for streaming. */
export const TRANSCODE_JOB = 'video.transcode';

const ZPayload = z.object({ videoId: z.uuid() });
const FAILURES = VIDEO_MESSAGES.failures;

/** Progress is written at most this often; encoding counts for 90 %, storing the files for the rest. */
const PROGRESS_EVERY_MS = 2_000;
const ENCODED_SHARE = 90;

/** Temporary folders of uploads and transcodes: under DATA_DIR, which has room for a video, unlike /tmp. */
export async function videoWorkDir(dataDir: string, prefix: string): Promise<string> {
  const root = path.join(dataDir, 'tmp');
  await mkdir(root, { recursive: true });
  return mkdtemp(path.join(root, `${prefix}-`));
}

/** Every file of `dir`, segments first and playlists last (the master very last): a reader never meets a
 * playlist naming a file not stored yet. */
async function filesToStore(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const files = entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'));
  const rank = (file: string) => (file === VIDEO_MASTER_FILE ? 2 : file.endsWith('.m3u8') ? 1 : 0);
  return files.sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));
}

/** Deletes every file of a video (its original, renditions, poster and captions). */
export async function removeVideoFiles(storage: FileStorage, videoId: string): Promise<void> {
  const files = await storage.list(videoFolder(videoId));
  await storage.delete(files.map((file) => file.key));
}

/**
 * The `video.transcode` job (ADR 032): the original is copied from storage to a temporary folder, probed and
 * transcoded there (`transcodeToFolder`), the outputs stored under the video's folder, and then, in one
 * transaction, the video is ready and every lesson showing it takes its length; the original is deleted and
 * the course's public pages dropped from the cache. A source that cannot be read fails the video at once
 * with why; any other failure is retried, and the video fails with the last reason once the job gives up.
 */
export function createTranscodeJob(
  app: FastifyInstance,
  paths: FfmpegPaths,
): { handler: JobHandler; options: JobKindOptions } {
  const repository = createVideoRepository(app.db);
  const storage = app.fileStorage;

  const videoIdOf = (payload: unknown) => {
    const parsed = ZPayload.safeParse(payload);
    if (!parsed.success) throw new PermanentJobError('the job names no video');
    return parsed.data.videoId;
  };

  const handler: JobHandler = async ({ payload, signal, log }) => {
    const videoId = videoIdOf(payload);
    const video = await repository.startTranscoding(videoId);
    if (!video) return; // deleted, or prepared already
    const work = await videoWorkDir(app.config.dataDir, 'transcode');
    try {
      const source = path.join(work, 'source');
      const output = path.join(work, 'out');
      if (!video.originalKey || !(await storage.getToFile(video.originalKey, source)))
        throw new PermanentJobError(FAILURES.originalMissing);

      let lastWrite = Date.now();
      let writing: Promise<void> | undefined;
      const result = await transcodeToFolder({
        paths,
        input: source,
        outputDir: output,
        signal,
        onProgress: (share) => {
          if (writing || Date.now() - lastWrite < PROGRESS_EVERY_MS) return;
          lastWrite = Date.now();
          writing = repository
            .setProgress(videoId, Math.floor(share * ENCODED_SHARE))
            .catch((err: unknown) => log.warn({ err }, 'could not write the video progress'))
            .finally(() => {
              writing = undefined;
            });
        },
      });
      await writing;

      for (const file of await filesToStore(output)) {
        signal.throwIfAborted();
        await storage.putFile(videoFileKey(videoId, file), path.join(output, file));
      }
      const durationSeconds = Math.round(result.durationSeconds * 100) / 100;
      const ready = await app.db.transaction(async (tx) => {
        const row = await repository.markReady(
          videoId,
          {
            durationSeconds,
            width: result.width,
            height: result.height,
            renditions: result.renditions,
            posterKey: videoFileKey(videoId, VIDEO_POSTER_FILE),
          },
          tx,
        );
        if (row) await repository.setLessonDurations(videoId, Math.round(durationSeconds), tx);
        return row;
      });
      if (!ready) {
        // Deleted while it was prepared: what was just stored goes too.
        await removeVideoFiles(storage, videoId);
        return;
      }
      await storage.delete([video.originalKey]);
      app.publicCache.invalidate(...courseLessonTags(ready.courseId));
      log.info({ videoId, durationSeconds, renditions: result.renditions.length }, 'video ready');
    } catch (err) {
      if (signal.aborted || err instanceof PermanentJobError) throw err;
      await repository.requeueAfterError(videoId);
      if (err instanceof ConverterError) throw err;
      // Storage or the database failed: logged as it is, told to the operator in general words.
      log.error({ err, videoId }, 'preparing a video failed');
      throw new Error(FAILURES.unexpected, { cause: err });
    } finally {
      await rm(work, { recursive: true, force: true });
    }
  };

  return {
    handler,
    options: {
      onGiveUp: async (job, reason) => {
        const videoId = ZPayload.safeParse(job.payload).data?.videoId;
        if (videoId)
          await repository.markFailed(videoId, reason === JOB_INTERRUPTED ? FAILURES.interrupted : reason);
      },
    },
  };
}
