import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  envelope,
  PROGRESS_TEXTS,
  ZCourseLearning,
  ZProgressExportQuery,
  ZUserLearning,
} from '@curio/shared';
import { sendCsv } from '#api/lib/csv.ts';
import { ok } from '#api/lib/envelope.ts';
import { notFound } from '#api/lib/http-errors.ts';
import { bearer, errorResponses } from '#api/lib/schemas.ts';
import { createProgressService, PROGRESS_CSV_COLUMNS } from './console-service.ts';

const tags = ['Admin: learning'];
const params = z.object({ id: z.uuid() });

/**
 * Learners' progress for operators (docs/product.md#what-operators-see): a course's figures for the
 * catalogue's staff, a learner's courses and the export (names and emails of learners) for admins.
 */
export async function progressAdminRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = createProgressService(fastify);

  app.get('/courses/:id/learning', {
    config: { auth: ['admin', 'editor'] },
    schema: {
      tags,
      security: bearer,
      summary: 'A course’s learners: enrolments, progress, completion, and where they stop per lesson',
      params,
      response: { 200: envelope(ZCourseLearning), ...errorResponses(400, 401, 403, 404) },
    },
    handler: async (request) => ok(await service.course(request.params.id)),
  });

  app.get('/users/:id/learning', {
    config: { auth: ['admin'] },
    schema: {
      tags,
      security: bearer,
      summary: 'The courses a user may open, with their progress in each',
      params,
      response: { 200: envelope(ZUserLearning), ...errorResponses(400, 401, 403, 404) },
    },
    handler: async (request) => ok(await service.user(request.params.id)),
  });

  app.get('/learning/progress.csv', {
    config: { auth: ['admin'] },
    schema: {
      tags,
      security: bearer,
      summary: 'Every learner’s progress per course as CSV (one course with courseId; streamed)',
      querystring: ZProgressExportQuery,
      response: errorResponses(400, 401, 403, 404),
    },
    handler: async (request, reply) => {
      const { courseId } = request.query;
      if (courseId && !(await service.courseExists(courseId))) throw notFound(PROGRESS_TEXTS.courseNotFound);
      return sendCsv(reply, 'learning-progress', PROGRESS_CSV_COLUMNS, service.export(request.query));
    },
  });
}
