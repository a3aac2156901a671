import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Db, LessonQuizQuestion, LessonRow, VideoRow } from '@curio/db';
import {
  COURSE_MESSAGES,
  LESSON_MESSAGES as M,
  MESSAGES,
  type TConsoleLesson,
  type TConsoleOutline,
  type TLessonKind,
  type TLessonUpdateRequest,
  type TOutlineOrderRequest,
} from '@curio/shared';
import { changedFields, recordAudit, type AuditActor } from '#api/lib/audit.ts';
import { badRequest, conflict, notFound } from '#api/lib/http-errors.ts';
import { sanitizeRichText } from '#api/lib/sanitize.ts';
import { contentTypeOf } from '#api/lib/storage/types.ts';
import { courseLessonTags } from '#api/modules/course/index.ts';
import { createLessonConsoleRepository, type LessonPatch } from './console-repository.ts';
import { lessonSnapshot, toConsoleLesson, toConsoleOutline } from './console-serialize.ts';
import type { RawUpload } from './raw-upload.ts';

/** Where a download lesson's file is kept: a random name, the extension it was uploaded with. */
const FILE_FOLDER = 'media/files';

const fieldError = (field: string, message: string) => badRequest(message, [{ field, message }]);

/** A rich text's words, tags aside: a text lesson needs some before it is published. */
const hasWords = (html: string) =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .trim() !== '';

/** What a lesson of its kind needs before learners may see it (docs/product.md#authoring). */
function hasContent(lesson: LessonRow, video: VideoRow | undefined): boolean {
  const checks: Record<TLessonKind, () => boolean> = {
    video: () => video?.status === 'ready',
    download: () => Boolean(lesson.fileKey),
    quiz: () => lesson.quiz.length > 0,
    text: () => hasWords(lesson.body),
  };
  return checks[lesson.kind]();
}

/** The questions as stored: a question sent with an id keeps it, a new one gets one. */
const withIds = (quiz: NonNullable<TLessonUpdateRequest['quiz']>): LessonQuizQuestion[] =>
  quiz.map((q) => ({
    id: q._id ?? randomUUID(),
    question: q.question,
    options: q.options,
    correctOption: q.correctOption,
  }));

type LessonInput = Omit<TLessonUpdateRequest, 'version'>;
type LessonAction = 'update' | 'publish' | 'unpublish' | 'uploadFile';

/**
 * The console's sections and lessons of a course (docs/product.md#authoring). Each write runs in one
 * transaction with its audit row, then drops the course's public entries (its outline and its page). Files
 * are written before the transaction and deleted after it commits (on the embedded database a transaction
 * holds the only connection: docs/ARCHITECTURE.md#where-each-kind-of-code-goes).
 */
export function createLessonConsoleService(app: FastifyInstance) {
  const repository = createLessonConsoleRepository(app.db);
  const storage = app.fileStorage;
  const maxFileBytes = app.config.downloadUploadMaxBytes;

  const invalidate = (courseId: string) => app.publicCache.invalidate(...courseLessonTags(courseId));

  /** Deletes files once nothing points at them any more; a failure is logged, never the request's. */
  async function deleteFiles(keys: (string | null)[]) {
    const present = keys.filter((key): key is string => Boolean(key));
    if (present.length === 0) return;
    try {
      await storage.delete(present);
    } catch (err) {
      app.log.warn({ err }, 'lesson files were not deleted');
    }
  }

  async function outline(courseId: string, tx: Db = app.db): Promise<TConsoleOutline> {
    const course = await repository.course(courseId, tx);
    if (!course) throw notFound(COURSE_MESSAGES.courseNotFound);
    const [sections, lessons] = await Promise.all([
      repository.sections(courseId, tx),
      repository.outlineLessons(courseId, tx),
    ]);
    return toConsoleOutline(course, sections, lessons);
  }

  async function readLesson(id: string, tx: Db = app.db): Promise<TConsoleLesson> {
    const row = await repository.findLesson(id, tx);
    if (!row) throw notFound(M.lessonNotFound);
    const video = row.lesson.videoId ? await repository.findVideo(row.lesson.videoId, tx) : undefined;
    return toConsoleLesson(row, video, maxFileBytes);
  }

  async function lockSection(id: string, tx: Db) {
    const section = await repository.lockSection(id, tx);
    if (!section) throw notFound(M.sectionNotFound);
    return section;
  }

  async function lockLesson(id: string, tx: Db) {
    const lesson = await repository.lockLesson(id, tx);
    if (!lesson) throw notFound(M.lessonNotFound);
    return lesson;
  }

  /** The columns an edit sets, after the kind's rules: 400 naming the field that does not fit. */
  async function lessonPatch(lesson: LessonRow, input: LessonInput, tx: Db): Promise<LessonPatch> {
    const patch: LessonPatch = {};
    if (input.title !== undefined) patch.title = input.title;
    if (input.body !== undefined) patch.body = sanitizeRichText(input.body);
    if (input.freePreview !== undefined) patch.freePreview = input.freePreview;
    if (input.durationSeconds !== undefined) {
      if (lesson.kind === 'video') throw fieldError('durationSeconds', M.durationFromVideo);
      patch.durationSeconds = input.durationSeconds;
    }
    if (input.quiz !== undefined) {
      if (lesson.kind !== 'quiz') throw fieldError('quiz', M.quizOnlyForQuizLessons);
      patch.quiz = withIds(input.quiz);
    }
    if (input.videoId !== undefined) {
      if (lesson.kind !== 'video') throw fieldError('videoId', M.videoOnlyForVideoLessons);
      patch.videoId = input.videoId;
      patch.durationSeconds = 0;
      if (input.videoId !== null) {
        const video = await repository.findVideo(input.videoId, tx);
        if (video?.courseId !== lesson.courseId) throw fieldError('videoId', M.videoNotInCourse);
        patch.durationSeconds = Math.round(video.durationSeconds ?? 0);
      }
    }
    return patch;
  }

  /** Changes a lesson at `version` (else 409, nothing changed), with its audit row. */
  async function changeLesson(
    actor: AuditActor,
    id: string,
    version: string,
    change: (lesson: LessonRow, tx: Db) => Promise<{ patch: LessonPatch; action: LessonAction }>,
  ): Promise<{ lesson: TConsoleLesson; before: LessonRow }> {
    const done = await app.db.transaction(async (tx) => {
      const before = await lockLesson(id, tx);
      // A stale request is refused as stale, whatever else is wrong with it.
      if (!(await repository.isLessonAt(id, version, tx))) throw conflict(MESSAGES.admin.staleEdit);
      const { patch, action } = await change(before, tx);
      if (!(await repository.updateLesson(id, patch, version, tx))) throw conflict(MESSAGES.admin.staleEdit);
      const after = await lockLesson(id, tx);
      await recordAudit(tx, actor, {
        action,
        entity: 'lesson',
        entityId: id,
        ...changedFields(lessonSnapshot(before), lessonSnapshot(after)),
      });
      return { lesson: await readLesson(id, tx), before };
    });
    invalidate(done.before.courseId);
    return done;
  }

  return {
    outline: (courseId: string) => outline(courseId),

    async createSection(actor: AuditActor, courseId: string, title: string): Promise<TConsoleOutline> {
      const reply = await app.db.transaction(async (tx) => {
        if (!(await repository.lockCourse(courseId, tx))) throw notFound(COURSE_MESSAGES.courseNotFound);
        const id = await repository.insertSection(courseId, title, tx);
        await recordAudit(tx, actor, {
          action: 'create',
          entity: 'course_section',
          entityId: id,
          after: { title, courseId },
        });
        return outline(courseId, tx);
      });
      invalidate(courseId);
      return reply;
    },

    async renameSection(
      actor: AuditActor,
      id: string,
      { title, version }: { title: string; version: string },
    ): Promise<TConsoleOutline> {
      const { reply, courseId } = await app.db.transaction(async (tx) => {
        const before = await lockSection(id, tx);
        if (!(await repository.renameSection(id, title, version, tx)))
          throw conflict(MESSAGES.admin.staleEdit);
        await recordAudit(tx, actor, {
          action: 'update',
          entity: 'course_section',
          entityId: id,
          ...changedFields({ title: before.title }, { title }),
        });
        return { reply: await outline(before.courseId, tx), courseId: before.courseId };
      });
      invalidate(courseId);
      return reply;
    },

    /** Deletes a section with its lessons; their files go once it has committed. */
    async deleteSection(
      actor: AuditActor,
      id: string,
    ): Promise<{ outline: TConsoleOutline; lessons: number }> {
      const done = await app.db.transaction(async (tx) => {
        const section = await lockSection(id, tx);
        await repository.lockCourse(section.courseId, tx);
        const lessons = await repository.lessonsOfSection(id, tx);
        await repository.deleteSection(id, tx);
        await recordAudit(tx, actor, {
          action: 'delete',
          entity: 'course_section',
          entityId: id,
          before: { title: section.title, courseId: section.courseId, lessons: lessons.map((l) => l.title) },
        });
        return { section, lessons, outline: await outline(section.courseId, tx) };
      });
      invalidate(done.section.courseId);
      await deleteFiles(done.lessons.map((lesson) => lesson.fileKey));
      return { outline: done.outline, lessons: done.lessons.length };
    },

    /**
     * The whole outline in its new order: every section of the course once, every lesson once under the
     * section it is to be in (400 otherwise, nothing changed). ADR 034.
     */
    async reorder(
      actor: AuditActor,
      courseId: string,
      { sections }: TOutlineOrderRequest,
    ): Promise<TConsoleOutline> {
      const reply = await app.db.transaction(async (tx) => {
        if (!(await repository.lockCourse(courseId, tx))) throw notFound(COURSE_MESSAGES.courseNotFound);
        const before = await outline(courseId, tx);
        const known = (ids: string[], sent: string[]) => {
          const set = new Set(ids);
          return ids.length === sent.length && sent.every((id) => set.has(id));
        };
        const sameSections = known(
          before.sections.map((s) => s._id),
          sections.map((s) => s.id),
        );
        const sameLessons = known(
          before.sections.flatMap((s) => s.lessons.map((l) => l._id)),
          sections.flatMap((s) => s.lessons),
        );
        if (!sameSections || !sameLessons)
          throw badRequest(M.orderMismatch, [{ field: 'sections', message: M.orderMismatch }]);
        await repository.applyOrder(sections, tx);
        const after = await outline(courseId, tx);
        const shape = (o: TConsoleOutline) =>
          o.sections.map((s) => ({ section: s.title, lessons: s.lessons.map((l) => l.title) }));
        await recordAudit(tx, actor, {
          action: 'reorder',
          entity: 'course',
          entityId: courseId,
          before: { outline: shape(before) },
          after: { outline: shape(after) },
        });
        return after;
      });
      invalidate(courseId);
      return reply;
    },

    async createLesson(
      actor: AuditActor,
      sectionId: string,
      input: { title: string; kind: TLessonKind },
    ): Promise<TConsoleLesson> {
      const { lesson, courseId } = await app.db.transaction(async (tx) => {
        const section = await lockSection(sectionId, tx);
        const id = await repository.insertLesson(section, input, tx);
        await recordAudit(tx, actor, {
          action: 'create',
          entity: 'lesson',
          entityId: id,
          after: { ...input, sectionId, courseId: section.courseId },
        });
        return { lesson: await readLesson(id, tx), courseId: section.courseId };
      });
      invalidate(courseId);
      return lesson;
    },

    getLesson: (id: string) => readLesson(id),

    async updateLesson(
      actor: AuditActor,
      id: string,
      { version, ...input }: TLessonUpdateRequest,
    ): Promise<TConsoleLesson> {
      const { lesson } = await changeLesson(actor, id, version, async (before, tx) => ({
        patch: await lessonPatch(before, input, tx),
        action: 'update',
      }));
      return lesson;
    },

    /**
     * Publishes a lesson that has what its kind needs (409 saying what is missing otherwise); a video
     * lesson's duration is its ready video's from then on.
     */
    async publish(actor: AuditActor, id: string, version: string): Promise<TConsoleLesson> {
      const { lesson } = await changeLesson(actor, id, version, async (before, tx) => {
        const video = before.videoId ? await repository.findVideo(before.videoId, tx) : undefined;
        if (!hasContent(before, video)) throw conflict(M.needsContent[before.kind]);
        const patch: LessonPatch = { status: 'published' };
        if (before.kind === 'video' && video?.durationSeconds != null)
          patch.durationSeconds = Math.round(video.durationSeconds);
        return { patch, action: 'publish' };
      });
      return lesson;
    },

    async unpublish(actor: AuditActor, id: string, version: string): Promise<TConsoleLesson> {
      const { lesson } = await changeLesson(actor, id, version, async () => ({
        patch: { status: 'draft' },
        action: 'unpublish',
      }));
      return lesson;
    },

    async deleteLesson(actor: AuditActor, id: string): Promise<void> {
      const lesson = await app.db.transaction(async (tx) => {
        const before = await lockLesson(id, tx);
        await repository.deleteLesson(id, tx);
        await recordAudit(tx, actor, {
          action: 'delete',
          entity: 'lesson',
          entityId: id,
          before: lessonSnapshot(before),
        });
        return before;
      });
      invalidate(lesson.courseId);
      await deleteFiles([lesson.fileKey]);
    },

    /** 404 for an unknown lesson, 400 for one that holds no file: said before the body is read. */
    async checkFileTarget(id: string): Promise<void> {
      const row = await repository.findLesson(id);
      if (!row) throw notFound(M.lessonNotFound);
      if (row.lesson.kind !== 'download') throw fieldError('file', M.fileOnlyForDownloads);
    },

    get maxFileBytes() {
      return maxFileBytes;
    },

    /**
     * Stores an uploaded file as the lesson's (at `version`, else 409 and the new file goes); the old file is
     * deleted once the change has committed.
     */
    async attachFile(
      actor: AuditActor,
      id: string,
      version: string,
      upload: RawUpload,
    ): Promise<TConsoleLesson> {
      const key = `${FILE_FOLDER}/${randomUUID()}.${upload.extension}`;
      await storage.putFile(key, upload.path);
      try {
        const { lesson, before } = await changeLesson(actor, id, version, async (row) => {
          if (row.kind !== 'download') throw fieldError('file', M.fileOnlyForDownloads);
          return {
            patch: {
              fileKey: key,
              fileName: upload.name,
              fileSize: upload.size,
              fileType: contentTypeOf(key),
            },
            action: 'uploadFile',
          };
        });
        await deleteFiles([before.fileKey]);
        return lesson;
      } catch (err) {
        await deleteFiles([key]);
        throw err;
      }
    },
  };
}
