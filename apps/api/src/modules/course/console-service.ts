import type { FastifyInstance } from 'fastify';
import type { Db } from '@curio/db';
import {
  BULK_MESSAGES,
  copyName,
  copySlug,
  COURSE_MESSAGES,
  MESSAGES,
  type TAdminCourse,
  type TAdminCourseListQuery,
  type TAdminCourseRow,
  type TConsoleListQuery,
  type TConsolePage,
  type TCourseStatus,
} from '@curio/shared';
import { toConsolePage } from '#api/lib/console-list.ts';
import { changedFields, recordAudit, type AuditActor } from '#api/lib/audit.ts';
import { badRequest, conflict, notFound } from '#api/lib/http-errors.ts';
import { isForeignKeyViolation, isUniqueViolation } from '#api/lib/pg-errors.ts';
import {
  auditSnapshot,
  toAdminCourse,
  toAdminCourseRow,
  toCourseValues,
  type CourseFieldsInput,
} from './console-serialize.ts';
import { createAdminCourseRepository, type CourseValues } from './console-repository.ts';
import { COURSE_CACHE_TAGS as TAGS } from './cache-tags.ts';
import { checkCourseImages, storeCourseImage, storedCourseUploads } from './course-images.ts';

const M = MESSAGES.admin;

/** The images a course shows, its certificate's included: a write that drops one releases its file. */
const uploadsOf = (course: { images: string[]; certificateDemo: string }) =>
  course.certificateDemo ? [...course.images, course.certificateDemo] : course.images;
/** Copies of copies past this many are refused (409): rename some first. */
const MAX_COPY_SLUG_ATTEMPTS = 50;
/** A status as a bulk action's reason says it ('already published'). */
const COURSE_STATUS_WORDS: Record<TCourseStatus, string> = {
  draft: 'a draft',
  published: 'published',
  archived: 'archived',
};
const unknownCategory = () =>
  badRequest(M.categoryNotFound, [{ field: 'category', message: M.categoryNotFound }]);

/** A write's database refusals as answers the editor can act on; nothing was stored. */
async function asEditorErrors<T>(write: Promise<T>): Promise<T> {
  try {
    return await write;
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(M.courseSlugTaken);
    if (isForeignKeyViolation(err)) throw unknownCategory();
    throw err;
  }
}

/**
 * Courses in the console: every course field of docs/product.md#catalogue, the quiz with its answers, status,
 * slug redirects and images. Each write runs in one transaction with its audit row and then clears the public
 * entries it changed: every catalogue list and course page, and this course's quiz and reviews (which answer
 * 404 unless it is published). Once a write that drops images (its certificate's included) has committed,
 * their files go too unless another row (an order's copy of the course) still shows them.
 */
export function createAdminCourseService(app: FastifyInstance) {
  const repository = createAdminCourseRepository(app.db);
  const storage = app.fileStorage;

  const invalidate = (id: string, ...slugs: string[]) =>
    app.publicCache.invalidate(
      TAGS.courses,
      TAGS.quiz(id),
      TAGS.reviews(id),
      TAGS.coursePage(id),
      ...slugs.map((slug) => TAGS.courseBySlug(slug)),
    );

  async function lockCourse(id: string, tx: Db) {
    const row = await repository.findForUpdate(id, tx);
    if (!row) throw notFound(COURSE_MESSAGES.courseNotFound);
    return row;
  }

  /** The first of `<slug>-copy`, `<slug>-copy-2`… that no course has and no redirect answers. */
  async function freeCopySlug(slug: string, tx: Db): Promise<string> {
    for (let attempt = 1; attempt <= MAX_COPY_SLUG_ATTEMPTS; attempt++) {
      const candidate = copySlug(slug, attempt);
      if (!(await repository.isSlugInUse(candidate, tx))) return candidate;
    }
    throw conflict(M.courseSlugTaken);
  }

  async function read(id: string, tx?: Db): Promise<TAdminCourse> {
    const row = await repository.find(id, tx);
    if (!row) throw notFound(COURSE_MESSAGES.courseNotFound);
    return toAdminCourse(row, await repository.quiz(id, tx));
  }

  return {
    async listCourses(
      query: TConsoleListQuery & Pick<TAdminCourseListQuery, 'category' | 'status'>,
    ): Promise<TConsolePage<TAdminCourseRow>> {
      return toConsolePage(await repository.list(query), query, toAdminCourseRow);
    },

    getCourse: (id: string) => read(id),

    /** A new course (a draft unless said otherwise). Images are uploaded to it afterwards. */
    async createCourse(
      actor: AuditActor,
      input: CourseFieldsInput & { slug: string; status: TCourseStatus },
    ): Promise<TAdminCourse> {
      const created = await asEditorErrors(
        app.db.transaction(async (tx) => {
          // A new course has no uploads yet: its images are added once it exists (POST …/{id}/images).
          if (input.images?.length)
            throw badRequest(M.courseImageUnknown, [{ field: 'images', message: M.courseImageUnknown }]);
          // The create schema's defaults fill every column the partial type leaves optional.
          const values = toCourseValues(input) as CourseValues;
          const id = await repository.insert({ ...values, status: input.status }, tx);
          await repository.moveSlug(id, undefined, input.slug, tx);
          await repository.replaceQuiz(id, input.quiz ?? [], tx);
          const after = await repository.find(id, tx);
          if (!after) throw new Error('course insert was not read back');
          await recordAudit(tx, actor, {
            action: 'create',
            entity: 'course',
            entityId: id,
            after: auditSnapshot(after.course, input.quiz ?? []),
          });
          return read(id, tx);
        }),
      );
      invalidate(created._id, created.slug);
      return created;
    },

    /** Changes the fields sent, when the course is still at `version` (else 409 and nothing changes). */
    async updateCourse(
      actor: AuditActor,
      id: string,
      { version, ...input }: CourseFieldsInput & { version: string },
    ): Promise<TAdminCourse> {
      let previousSlug = '';
      let previousUploads: string[] = [];
      const uploaded = input.images
        ? await storedCourseUploads(storage, id, input.images)
        : new Set<string>();
      const updated = await asEditorErrors(
        app.db.transaction(async (tx) => {
          const before = await lockCourse(id, tx);
          previousSlug = before.course.slug;
          previousUploads = uploadsOf(before.course);
          const beforeQuiz = await repository.quiz(id, tx);
          if (!(await repository.update(id, toCourseValues(input), version, tx))) throw conflict(M.staleEdit);
          if (input.images) checkCourseImages(before.course.images, input.images, uploaded);
          if (input.slug !== undefined) await repository.moveSlug(id, before.course.slug, input.slug, tx);
          if (input.quiz) await repository.replaceQuiz(id, input.quiz, tx);
          const after = await lockCourse(id, tx);
          await recordAudit(tx, actor, {
            action: 'update',
            entity: 'course',
            entityId: id,
            ...changedFields(
              auditSnapshot(before.course, beforeQuiz),
              auditSnapshot(after.course, input.quiz ?? beforeQuiz),
            ),
          });
          return read(id, tx);
        }),
      );
      invalidate(id, previousSlug, updated.slug);
      const kept = uploadsOf(updated);
      await app.uploads.release(previousUploads.filter((url) => !kept.includes(url)));
      return updated;
    },

    /**
     * Draft, published or archived: only a published course reaches the public site. Without a version (a
     * bulk action, which acts on the course as it is now) a course already at `status` is refused, so the
     * result says it was left alone and the audit log records only real changes.
     */
    async setStatus(
      actor: AuditActor,
      id: string,
      { status, version }: { status: TCourseStatus; version?: string },
    ): Promise<TAdminCourse> {
      const updated = await app.db.transaction(async (tx) => {
        const before = await lockCourse(id, tx);
        if (version === undefined && before.course.status === status)
          throw conflict(BULK_MESSAGES.already(COURSE_STATUS_WORDS[status]));
        const loaded = version ?? before.course.updatedAt.toISOString();
        if (!(await repository.update(id, { status }, loaded, tx))) throw conflict(M.staleEdit);
        await recordAudit(tx, actor, {
          action: 'status',
          entity: 'course',
          entityId: id,
          before: { status: before.course.status },
          after: { status },
        });
        return read(id, tx);
      });
      invalidate(id, updated.slug);
      return updated;
    },

    /**
     * A draft copy of a course: its fields, curriculum, quiz and images (the same files, which stay while any
     * course shows them: ADR 027), named 'Copy of …' under the first free `<slug>-copy[-n]`. Its reviews,
     * orders and enrolment count are its own, so they start empty.
     */
    async duplicateCourse(actor: AuditActor, id: string): Promise<TAdminCourse> {
      const copy = await asEditorErrors(
        app.db.transaction(async (tx) => {
          const source = await repository.find(id, tx);
          if (!source) throw notFound(COURSE_MESSAGES.courseNotFound);
          // New questions (new ids) with the same words and answers.
          const quiz = (await repository.quiz(id, tx)).map(({ id: _question, ...question }) => question);
          const { id: _id, createdAt: _c, updatedAt: _u, name, slug, ...fields } = source.course;
          const copyId = await repository.insert(
            {
              ...fields,
              name: copyName(name),
              slug: await freeCopySlug(slug, tx),
              status: 'draft',
              studentsEnrolled: 0,
            },
            tx,
          );
          await repository.replaceQuiz(copyId, quiz, tx);
          const after = await lockCourse(copyId, tx);
          await recordAudit(tx, actor, {
            action: 'duplicate',
            entity: 'course',
            entityId: copyId,
            after: { ...auditSnapshot(after.course, quiz), copiedFrom: id },
          });
          return read(copyId, tx);
        }),
      );
      invalidate(copy._id, copy.slug);
      return copy;
    },

    /**
     * Deletes a course nobody ordered. A course with orders is refused (409, MESSAGES.admin.courseHasOrders):
     * the editor archives it instead, so deleting never silently does something else.
     */
    async deleteCourse(actor: AuditActor, id: string): Promise<void> {
      const { slug, uploads } = await app.db.transaction(async (tx) => {
        const before = await lockCourse(id, tx);
        if (before.hasOrders) throw conflict(M.courseHasOrders);
        const quiz = await repository.quiz(id, tx);
        await repository.remove(id, tx);
        await recordAudit(tx, actor, {
          action: 'delete',
          entity: 'course',
          entityId: id,
          before: auditSnapshot(before.course, quiz),
        });
        return { slug: before.course.slug, uploads: uploadsOf(before.course) };
      });
      invalidate(id, slug);
      await app.uploads.release(uploads);
    },

    /** Stores an image for the course; it shows once the editor saves it in the course's `images`. */
    async uploadImage(actor: AuditActor, id: string, image: Buffer): Promise<{ url: string }> {
      if (!(await repository.find(id))) throw notFound(COURSE_MESSAGES.courseNotFound);
      const url = await storeCourseImage(storage, id, image);
      await recordAudit(app.db, actor, {
        action: 'upload',
        entity: 'course',
        entityId: id,
        after: { image: url },
      });
      return { url };
    },
  };
}
