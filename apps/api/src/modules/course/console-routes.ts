import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  BULK_MAX_IDS,
  BULK_VERBS,
  COURSE_COPY_TEXTS,
  envelope,
  IMAGE_UPLOAD_LIMITS,
  MESSAGES,
  ZAdminCourse,
  ZAdminCourseCreateRequest,
  ZAdminCourseListQuery,
  ZAdminCourseRow,
  ZAdminCourseUpdateRequest,
  ZBulkCourseStatusRequest,
  ZBulkResult,
  ZConsolePage,
  ZCoursePreview,
  ZCourseStatusRequest,
  ZImageUpload,
} from '@curio/shared';
import { auditActor } from '#api/lib/audit.ts';
import { bulkReply } from '#api/lib/bulk.ts';
import { ok } from '#api/lib/envelope.ts';
import { IMAGE_UPLOAD_RULES, readImageUpload } from '#api/lib/images.ts';
import { limitBy } from '#api/lib/rate-limit.ts';
import { bearer, errorResponses } from '#api/lib/schemas.ts';
import { createCoursePreviewService, type CoursePreviewParts } from './console-preview.ts';
import { createAdminCourseService } from './console-service.ts';

// One OpenAPI group with the console's categories (modules/category).
const tags = ['Admin: catalogue'];
const M = MESSAGES.admin;
const ZIdParams = z.object({ id: z.uuid() });
const ZCourseReply = envelope(ZAdminCourse);

/**
 * The console's course editor under /api/admin, for editors and admins: courses of every status, their quiz
 * with its answers, images and the preview. `preview` brings the quiz and review modules' part of the preview
 * (app.ts).
 */
export async function courseAdminRoutes(
  fastify: FastifyInstance,
  { preview }: { preview: CoursePreviewParts },
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = createAdminCourseService(fastify);
  const previews = createCoursePreviewService(fastify, preview);
  // Before validation: no valid token → 401, a learner → 403 (plugins/auth.ts).
  const guard = { config: { auth: ['editor', 'admin'] } } as const;

  app.get('/courses', {
    ...guard,
    schema: {
      tags,
      security: bearer,
      summary:
        'Courses of every status (q: name or slug; category; status; sort: name, slug, price, status, createdAt, updatedAt)',
      querystring: ZAdminCourseListQuery,
      response: { 200: envelope(ZConsolePage(ZAdminCourseRow)), ...errorResponses(400, 401, 403) },
    },
    handler: async (request) => ok(await service.listCourses(request.query)),
  });

  app.get('/courses/:id', {
    ...guard,
    schema: {
      tags,
      security: bearer,
      summary: 'Every field of a course, the quiz with its answers; updatedAt is the version to edit with',
      params: ZIdParams,
      response: { 200: ZCourseReply, ...errorResponses(400, 401, 403, 404) },
    },
    handler: async (request) => ok(await service.getCourse(request.params.id)),
  });

  app.get('/courses/:id/preview', {
    ...guard,
    schema: {
      tags,
      security: bearer,
      summary:
        'The course page as a visitor would see it, whatever its status: the course, its quiz without answers, its visible reviews (never cached)',
      params: ZIdParams,
      response: { 200: envelope(ZCoursePreview), ...errorResponses(400, 401, 403, 404) },
    },
    handler: async (request) => ok(await previews.previewCourse(request.params.id)),
  });

  app.post('/courses', {
    ...guard,
    schema: {
      tags,
      security: bearer,
      summary: 'Create a course (a draft unless status says otherwise; 409 when the slug is taken)',
      body: ZAdminCourseCreateRequest,
      response: { 201: ZCourseReply, ...errorResponses(400, 401, 403, 409) },
    },
    handler: async (request, reply) => {
      const course = await service.createCourse(auditActor(request), request.body);
      return reply.code(201).send(ok(course, M.courseCreated, 201));
    },
  });

  app.patch('/courses/:id', {
    ...guard,
    schema: {
      tags,
      security: bearer,
      summary:
        'Change any fields, with the version loaded (409 when stale or the slug is taken); quiz and images are whole lists',
      params: ZIdParams,
      body: ZAdminCourseUpdateRequest,
      response: { 200: ZCourseReply, ...errorResponses(400, 401, 403, 404, 409) },
    },
    handler: async (request) =>
      ok(await service.updateCourse(auditActor(request), request.params.id, request.body), M.saved),
  });

  app.post('/courses/:id/status', {
    ...guard,
    schema: {
      tags,
      security: bearer,
      summary: 'Draft, publish or archive a course, with the version loaded',
      params: ZIdParams,
      body: ZCourseStatusRequest,
      response: { 200: ZCourseReply, ...errorResponses(400, 401, 403, 404, 409) },
    },
    handler: async (request) =>
      ok(
        await service.setStatus(auditActor(request), request.params.id, request.body),
        M.courseStatusChanged,
      ),
  });

  app.post('/courses/:id/duplicate', {
    ...guard,
    schema: {
      tags,
      security: bearer,
      summary:
        'A draft copy: fields, curriculum, quiz, images; named Copy of …, a free slug; no reviews or orders',
      params: ZIdParams,
      response: { 201: ZCourseReply, ...errorResponses(400, 401, 403, 404, 409) },
    },
    handler: async (request, reply) => {
      const copy = await service.duplicateCourse(auditActor(request), request.params.id);
      return reply.code(201).send(ok(copy, COURSE_COPY_TEXTS.duplicated, 201));
    },
  });

  app.post('/courses/bulk/status', {
    ...guard,
    schema: {
      tags,
      security: bearer,
      summary: `Publish or unpublish up to ${BULK_MAX_IDS} courses, each as the single change; a result each`,
      body: ZBulkCourseStatusRequest,
      response: { 200: envelope(ZBulkResult), ...errorResponses(400, 401, 403) },
    },
    handler: async (request) => {
      const { ids, status } = request.body;
      const actor = auditActor(request);
      const verb = status === 'published' ? BULK_VERBS.publish : BULK_VERBS.unpublish;
      return bulkReply(ids, (id) => service.setStatus(actor, id, { status }), { verb, log: request.log });
    },
  });

  app.delete('/courses/:id', {
    ...guard,
    schema: {
      tags,
      security: bearer,
      summary: 'Delete a course nobody ordered (409 for a course with orders: archive it instead)',
      params: ZIdParams,
      response: { 200: envelope(z.null()), ...errorResponses(400, 401, 403, 404, 409) },
    },
    handler: async (request) => {
      await service.deleteCourse(auditActor(request), request.params.id);
      return ok(null, M.deleted);
    },
  });

  app.post('/courses/:id/images', {
    config: { ...guard.config, ...limitBy.user(fastify.config.rateLimits.uploads) },
    schema: {
      tags,
      security: bearer,
      summary: `Upload an image (${IMAGE_UPLOAD_RULES}); save its URL in the course's images`,
      consumes: ['multipart/form-data'],
      params: ZIdParams,
      response: { 201: envelope(ZImageUpload), ...errorResponses(400, 401, 403, 404, 429, 503) },
    },
    handler: async (request, reply) => {
      const image = await readImageUpload(request, IMAGE_UPLOAD_LIMITS.field);
      const uploaded = await service.uploadImage(auditActor(request), request.params.id, image);
      return reply.code(201).send(ok(uploaded, MESSAGES.images.uploaded, 201));
    },
  });
}
