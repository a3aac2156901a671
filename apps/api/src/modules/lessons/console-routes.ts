import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  DOWNLOAD_FILE_EXTENSIONS,
  envelope,
  LESSON_MESSAGES as M,
  MESSAGES,
  ZConsoleLesson,
  ZConsoleOutline,
  ZLessonCreateRequest,
  ZLessonFileQuery,
  ZLessonStatusRequest,
  ZLessonUpdateRequest,
  ZOutlineOrderRequest,
  ZSectionCreateRequest,
  ZSectionRenameRequest,
} from '@curio/shared';
import { auditActor } from '#api/lib/audit.ts';
import { ok } from '#api/lib/envelope.ts';
import { limitBy } from '#api/lib/rate-limit.ts';
import { bearer, errorResponses } from '#api/lib/schemas.ts';
import { createLessonConsoleService } from './console-service.ts';
import { acceptRawBodies, receiveRawUpload, uploadFileName } from './raw-upload.ts';

const tags = ['Admin: lessons'];
const ZIdParams = z.object({ id: z.uuid() });
const ZCourseParams = z.object({ courseId: z.uuid() });
const ZOutlineReply = envelope(ZConsoleOutline);
const ZLessonReply = envelope(ZConsoleLesson);

/**
 * The console's sections and lessons under /api/admin, for editors and admins (docs/product.md#authoring):
 * the outline with drafts, its order, each lesson's content, publishing and a download's file.
 */
export async function lessonConsoleRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = createLessonConsoleService(fastify);
  // Before validation: no valid token → 401, a learner → 403 (plugins/auth.ts).
  const guard = { config: { auth: ['admin', 'editor'] } } as const;

  app.get('/courses/:courseId/outline', {
    ...guard,
    schema: {
      tags,
      security: bearer,
      summary:
        'Every section and lesson of a course in order, drafts included, each video lesson with its video’s state',
      params: ZCourseParams,
      response: { 200: ZOutlineReply, ...errorResponses(400, 401, 403, 404) },
    },
    handler: async (request) => ok(await service.outline(request.params.courseId)),
  });

  app.post('/courses/:courseId/sections', {
    ...guard,
    schema: {
      tags,
      security: bearer,
      summary: 'Add a section at the end of the course; answers the outline',
      params: ZCourseParams,
      body: ZSectionCreateRequest,
      response: { 201: ZOutlineReply, ...errorResponses(400, 401, 403, 404) },
    },
    handler: async (request, reply) => {
      const outline = await service.createSection(
        auditActor(request),
        request.params.courseId,
        request.body.title,
      );
      return reply.code(201).send(ok(outline, M.sectionCreated, 201));
    },
  });

  app.put('/courses/:courseId/outline/order', {
    ...guard,
    schema: {
      tags,
      security: bearer,
      summary:
        'The new order: every section of the course once, each with every lesson it is to hold (a lesson may change section); anything else 400',
      params: ZCourseParams,
      body: ZOutlineOrderRequest,
      response: { 200: ZOutlineReply, ...errorResponses(400, 401, 403, 404) },
    },
    handler: async (request) =>
      ok(await service.reorder(auditActor(request), request.params.courseId, request.body), M.orderSaved),
  });

  app.patch('/sections/:id', {
    ...guard,
    schema: {
      tags,
      security: bearer,
      summary: 'Rename a section, with the version loaded (409 when stale); answers the outline',
      params: ZIdParams,
      body: ZSectionRenameRequest,
      response: { 200: ZOutlineReply, ...errorResponses(400, 401, 403, 404, 409) },
    },
    handler: async (request) =>
      ok(
        await service.renameSection(auditActor(request), request.params.id, request.body),
        MESSAGES.admin.saved,
      ),
  });

  app.delete('/sections/:id', {
    ...guard,
    schema: {
      tags,
      security: bearer,
      summary: 'Delete a section with its lessons (and their files); answers the outline',
      params: ZIdParams,
      response: { 200: ZOutlineReply, ...errorResponses(400, 401, 403, 404) },
    },
    handler: async (request) => {
      const { outline, lessons } = await service.deleteSection(auditActor(request), request.params.id);
      return ok(outline, M.sectionDeleted(lessons));
    },
  });

  app.post('/sections/:id/lessons', {
    ...guard,
    schema: {
      tags,
      security: bearer,
      summary: 'Add a draft lesson (video, text, download or quiz) at the end of a section',
      params: ZIdParams,
      body: ZLessonCreateRequest,
      response: { 201: ZLessonReply, ...errorResponses(400, 401, 403, 404) },
    },
    handler: async (request, reply) => {
      const lesson = await service.createLesson(auditActor(request), request.params.id, request.body);
      return reply.code(201).send(ok(lesson, M.lessonCreated, 201));
    },
  });

  app.get('/lessons/:id', {
    ...guard,
    schema: {
      tags,
      security: bearer,
      summary: 'Every field of a lesson, its quiz with the answers and its video; updatedAt is the version',
      params: ZIdParams,
      response: { 200: ZLessonReply, ...errorResponses(400, 401, 403, 404) },
    },
    handler: async (request) => ok(await service.getLesson(request.params.id)),
  });

  app.patch('/lessons/:id', {
    ...guard,
    schema: {
      tags,
      security: bearer,
      summary:
        'Change any fields with the version loaded (409 when stale): body is sanitized, durationSeconds not for video, videoId only for video (a video of the course), quiz only for quiz (the whole list)',
      params: ZIdParams,
      body: ZLessonUpdateRequest,
      response: { 200: ZLessonReply, ...errorResponses(400, 401, 403, 404, 409) },
    },
    handler: async (request) =>
      ok(
        await service.updateLesson(auditActor(request), request.params.id, request.body),
        MESSAGES.admin.saved,
      ),
  });

  app.post('/lessons/:id/publish', {
    ...guard,
    schema: {
      tags,
      security: bearer,
      summary:
        'Publish, with the version loaded: a video lesson needs a ready video, a download a file, a quiz a question, a text its text (409 saying what is missing)',
      params: ZIdParams,
      body: ZLessonStatusRequest,
      response: { 200: ZLessonReply, ...errorResponses(400, 401, 403, 404, 409) },
    },
    handler: async (request) =>
      ok(
        await service.publish(auditActor(request), request.params.id, request.body.version),
        M.lessonPublished,
      ),
  });

  app.post('/lessons/:id/unpublish', {
    ...guard,
    schema: {
      tags,
      security: bearer,
      summary: 'Back to draft, with the version loaded',
      params: ZIdParams,
      body: ZLessonStatusRequest,
      response: { 200: ZLessonReply, ...errorResponses(400, 401, 403, 404, 409) },
    },
    handler: async (request) =>
      ok(
        await service.unpublish(auditActor(request), request.params.id, request.body.version),
        M.lessonUnpublished,
      ),
  });

  app.delete('/lessons/:id', {
    ...guard,
    schema: {
      tags,
      security: bearer,
      summary: 'Delete a lesson (and its file)',
      params: ZIdParams,
      response: { 200: envelope(z.null()), ...errorResponses(400, 401, 403, 404) },
    },
    handler: async (request) => {
      await service.deleteLesson(auditActor(request), request.params.id);
      return ok(null, M.lessonDeleted);
    },
  });

  // The file arrives as the raw body: this route alone takes bodies unparsed.
  await app.register(async (raw) => {
    acceptRawBodies(raw);
    raw.withTypeProvider<ZodTypeProvider>().put('/lessons/:id/file', {
      config: { ...guard.config, ...limitBy.user(fastify.config.rateLimits.uploads) },
      schema: {
        tags,
        security: bearer,
        summary: `A download lesson's file as the raw body (X-File-Name: its name, URI-encoded; ${DOWNLOAD_FILE_EXTENSIONS.join(', ')}; up to DOWNLOAD_UPLOAD_MAX_BYTES, else 413), with the version loaded; the old file is deleted`,
        params: ZIdParams,
        querystring: ZLessonFileQuery,
        response: { 200: ZLessonReply, ...errorResponses(400, 401, 403, 404, 409, 413, 429) },
      },
      handler: async (request) => {
        const { id } = request.params;
        await service.checkFileTarget(id);
        const name = uploadFileName(request);
        const upload = await receiveRawUpload(
          request,
          { dataDir: fastify.config.dataDir, maxBytes: service.maxFileBytes },
          name,
        );
        try {
          return ok(
            await service.attachFile(auditActor(request), id, request.query.version, upload),
            M.fileUploaded,
          );
        } finally {
          await upload.discard();
        }
      },
    });
  });
}
