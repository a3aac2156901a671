import { randomUUID } from 'node:crypto';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { VideoRow } from '@curio/db';
import { COURSE_MESSAGES, VIDEO_MESSAGES, type TConsoleVideo } from '@curio/shared';
import { recordAudit, type AuditActor } from '#api/lib/audit.ts';
import { conflict, notFound } from '#api/lib/http-errors.ts';
import { courseLessonTags } from '#api/modules/course/index.ts';
import { createVideoRepository } from './console-repository.ts';
import { serializeConsoleVideo } from './console-serialize.ts';
import { captionFile, VIDEO_ORIGINAL_FILE, videoFileKey } from './keys.ts';
import { removeVideoFiles, TRANSCODE_JOB, videoWorkDir } from './transcode-job.ts';
import { receiveVideo } from './upload.ts';

export interface VideoUpload {
  body: Readable;
  /** What Content-Length announced (checked against the limit before a byte was read). */
  size: number;
  fileName: string;
}

/**
 * The console's videos (docs/product.md#learning): an upload is stored as it came and a `video.transcode`
 * job queued with it; captions are added and removed; a video that failed is queued again; a deleted video
 * takes its files with it. Each write runs in one transaction with its audit row; files are written before
 * it and deleted after it commits (never inside: on the embedded database it holds the only connection).
 */
export function createVideoConsoleService(app: FastifyInstance) {
  const repository = createVideoRepository(app.db);
  const storage = app.fileStorage;

  async function requireVideo(id: string): Promise<VideoRow> {
    const video = await repository.find(id);
    if (!video) throw notFound(VIDEO_MESSAGES.videoNotFound);
    return video;
  }

  /** A lesson's length shows on the course's public pages: a video ready or gone changes them. */
  const invalidateCourse = (courseId: string) => app.publicCache.invalidate(...courseLessonTags(courseId));

  return {
    async list(courseId: string): Promise<TConsoleVideo[]> {
      if (!(await repository.courseExists(courseId))) throw notFound(COURSE_MESSAGES.courseNotFound);
      return (await repository.listByCourse(courseId)).map(serializeConsoleVideo);
    },

    async get(id: string): Promise<TConsoleVideo> {
      return serializeConsoleVideo(await requireVideo(id));
    },

    async upload(courseId: string, actor: AuditActor, upload: VideoUpload): Promise<TConsoleVideo> {
      if (!(await repository.courseExists(courseId))) throw notFound(COURSE_MESSAGES.courseNotFound);
      const id = randomUUID();
      const originalKey = videoFileKey(id, VIDEO_ORIGINAL_FILE);
      const work = await videoWorkDir(app.config.dataDir, 'upload');
      try {
        const file = path.join(work, 'upload');
        await receiveVideo(upload.body, upload.size, file);
        await storage.putFile(originalKey, file);
      } finally {
        await rm(work, { recursive: true, force: true, maxRetries: 3 });
      }
      try {
        const row = await app.db.transaction(async (tx) => {
          const created = await repository.insert(
            { id, courseId, originalKey, originalName: upload.fileName, originalSize: upload.size },
            tx,
          );
          await app.jobs.enqueue(TRANSCODE_JOB, { videoId: id }, { tx });
          await recordAudit(tx, actor, {
            action: 'create',
            entity: 'video',
            entityId: id,
            after: { courseId, originalName: upload.fileName, originalSize: upload.size },
          });
          return created;
        });
        return serializeConsoleVideo(row);
      } catch (err) {
        await storage.delete([originalKey]);
        throw err;
      }
    },

    async retry(id: string, actor: AuditActor): Promise<TConsoleVideo> {
      const row = await app.db.transaction(async (tx) => {
        const video = await repository.findForUpdate(id, tx);
        if (!video) throw notFound(VIDEO_MESSAGES.videoNotFound);
        const queued = await repository.requeueFailed(id, tx);
        if (!queued) throw conflict(VIDEO_MESSAGES.notFailed);
        await app.jobs.enqueue(TRANSCODE_JOB, { videoId: id }, { tx });
        await recordAudit(tx, actor, {
          action: 'status',
          entity: 'video',
          entityId: id,
          before: { status: video.status, error: video.error },
          after: { status: queued.status },
        });
        return queued;
      });
      return serializeConsoleVideo(row);
    },

    async putCaptions(
      id: string,
      actor: AuditActor,
      { lang, label, text }: { lang: string; label: string; text: string },
    ): Promise<TConsoleVideo> {
      await requireVideo(id);
      const key = videoFileKey(id, captionFile(lang));
      await storage.put(key, Buffer.from(text, 'utf8'));
      const row = await app.db.transaction(async (tx) => {
        const video = await repository.findForUpdate(id, tx);
        if (!video) throw notFound(VIDEO_MESSAGES.videoNotFound);
        const before = video.captions.find((caption) => caption.lang === lang);
        const captions = [...video.captions.filter((caption) => caption.lang !== lang), { lang, label, key }];
        captions.sort((a, b) => a.lang.localeCompare(b.lang));
        const updated = await repository.setCaptions(id, captions, tx);
        await recordAudit(tx, actor, {
          action: 'update',
          entity: 'video',
          entityId: id,
          before: { captions: before ? { lang, label: before.label } : null },
          after: { captions: { lang, label } },
        });
        return updated;
      });
      if (!row) throw notFound(VIDEO_MESSAGES.videoNotFound);
      return serializeConsoleVideo(row);
    },

    async deleteCaptions(id: string, actor: AuditActor, lang: string): Promise<TConsoleVideo> {
      let removedKey: string | undefined;
      const row = await app.db.transaction(async (tx) => {
        const video = await repository.findForUpdate(id, tx);
        if (!video) throw notFound(VIDEO_MESSAGES.videoNotFound);
        const removed = video.captions.find((caption) => caption.lang === lang);
        if (!removed) return video; // gone already: nothing to change
        removedKey = removed.key;
        const updated = await repository.setCaptions(
          id,
          video.captions.filter((caption) => caption.lang !== lang),
          tx,
        );
        await recordAudit(tx, actor, {
          action: 'update',
          entity: 'video',
          entityId: id,
          before: { captions: { lang, label: removed.label } },
          after: { captions: null },
        });
        return updated;
      });
      if (!row) throw notFound(VIDEO_MESSAGES.videoNotFound);
      if (removedKey) await storage.delete([removedKey]);
      return serializeConsoleVideo(row);
    },

    async delete(id: string, actor: AuditActor): Promise<void> {
      const gone = await app.db.transaction(async (tx) => {
        const video = await repository.delete(id, tx);
        if (!video) throw notFound(VIDEO_MESSAGES.videoNotFound);
        await recordAudit(tx, actor, {
          action: 'delete',
          entity: 'video',
          entityId: id,
          before: { courseId: video.courseId, originalName: video.originalName, status: video.status },
        });
        return video;
      });
      await removeVideoFiles(storage, id);
      invalidateCourse(gone.courseId);
    },
  };
}
