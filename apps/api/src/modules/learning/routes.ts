import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  envelope,
  LEARNING_MESSAGES as L,
  ZLearnCourse,
  ZLessonDetail,
  ZLessonProgress,
  ZLessonQuizAttempt,
  ZLessonQuizResult,
  ZMyCourses,
  ZProgressReport,
  ZProgressResult,
} from '@curio/shared';
import { authUser } from '#api/lib/auth.ts';
import { ok } from '#api/lib/envelope.ts';
import { limitBy } from '#api/lib/rate-limit.ts';
import { bearer, errorResponses, optionalBearer } from '#api/lib/schemas.ts';
import { sendJsonEntry } from '#api/plugins/cache.ts';
import { mediaCookie, signMediaToken, type TMediaAsset } from './media-token.ts';
import { createLearningPublicReads, ZCourseOutlineReply } from './public-reads.ts';
import { createLearningService } from './service.ts';

const tags = ['Learning'];
const ZLessonParams = z.object({ id: z.uuid() });

/**
 * Sets the cookie that opens the lesson's video or file under `/media/` for this visitor, for
 * MEDIA_TOKEN_TTL_SECONDS (ADR 033).
 */
function setMediaCookie(request: FastifyRequest, reply: FastifyReply, asset: TMediaAsset) {
  const { config, keyRing } = request.server;
  const ttl = config.mediaTokenTtlSeconds;
  const exp = Math.floor(Date.now() / 1000) + ttl;
  const token = signMediaToken(keyRing.mediaSecret, { sub: request.user?.id ?? '', asset, exp });
  reply.header('set-cookie', mediaCookie(token, asset, ttl, request.protocol === 'https'));
}

/**
 * The learner's API (docs/product.md#access-and-progress, ADR 031): the public outline, a course and its
 * lessons as the visitor may open them (signed in or not), progress, completion and quiz lessons.
 */
export async function learningRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = createLearningService(fastify);
  const reads = createLearningPublicReads(fastify, service);
  // A token is read when one is sent (a bad one is 401); without one the visitor is anonymous.
  const optional = { config: { auth: 'optional' } } as const;
  const write = (limit: 'progressReports' | 'learnerWrites') =>
    ({ config: { auth: 'signed-in', ...limitBy.user(fastify.config.rateLimits[limit]) } }) as const;

  app.get('/course/:id/outline', {
    schema: {
      tags,
      summary: "A published course's sections and published lessons in order, with their totals",
      params: z.object({ id: z.uuid() }),
      response: { 200: ZCourseOutlineReply, ...errorResponses(400, 404) },
    },
    handler: async (request, reply) => {
      await sendJsonEntry(request, reply, reads.outline(request.params.id));
    },
  });

  app.get('/learn/courses/:slug', {
    ...optional,
    schema: {
      tags,
      security: optionalBearer,
      summary:
        'A course as the visitor may study it: access, outline, progress and the lesson to continue with',
      params: z.object({ slug: z.string().min(1).max(200) }),
      response: { 200: envelope(ZLearnCourse), ...errorResponses(400, 401, 404) },
    },
    handler: async (request) => ok(await service.learnCourse(request.user, request.params.slug)),
  });

  app.get('/learn/lessons/:id', {
    ...optional,
    schema: {
      tags,
      security: optionalBearer,
      summary:
        'A lesson with its content; sets the cookie that opens its video or file (403 when locked, saying why)',
      params: ZLessonParams,
      response: { 200: envelope(ZLessonDetail), ...errorResponses(400, 401, 403, 404) },
    },
    handler: async (request, reply) => {
      const { detail, asset } = await service.lessonDetail(request.user, request.params.id);
      if (asset) setMediaCookie(request, reply, asset);
      return ok(detail);
    },
  });

  app.post('/learn/lessons/:id/progress', {
    ...write('progressReports'),
    schema: {
      tags,
      security: bearer,
      summary:
        'What the player played since its last report: merged with what is stored, clipped to what could have played',
      params: ZLessonParams,
      body: ZProgressReport,
      response: { 200: envelope(ZProgressResult), ...errorResponses(400, 401, 403, 404, 409, 429) },
    },
    handler: async (request) =>
      ok(await service.reportProgress(authUser(request.user), request.params.id, request.body)),
  });

  app.post('/learn/lessons/:id/complete', {
    ...write('progressReports'),
    schema: {
      tags,
      security: bearer,
      summary:
        'Marks a reading or download lesson complete (409 for a video or a quiz: they complete by rule)',
      params: ZLessonParams,
      response: { 200: envelope(ZLessonProgress), ...errorResponses(400, 401, 403, 404, 409, 429) },
    },
    handler: async (request) =>
      ok(await service.complete(authUser(request.user), request.params.id), L.markedComplete),
  });

  app.post('/learn/lessons/:id/quiz', {
    ...write('learnerWrites'),
    schema: {
      tags,
      security: bearer,
      summary: "A quiz lesson's answers, graded; passed at the course's pass mark, the best attempt kept",
      params: ZLessonParams,
      body: ZLessonQuizAttempt,
      response: { 200: envelope(ZLessonQuizResult), ...errorResponses(400, 401, 403, 404, 409, 429) },
    },
    handler: async (request) => {
      const result = await service.submitQuiz(authUser(request.user), request.params.id, request.body);
      return ok(result, result.passed ? L.quizPassed : L.quizNotPassed(result.passPercent));
    },
  });

  app.get('/learn/my-courses', {
    config: { auth: 'signed-in' },
    schema: {
      tags,
      security: bearer,
      summary: 'Every course the learner may open, with their progress, most recently studied first',
      response: { 200: envelope(ZMyCourses), ...errorResponses(401) },
    },
    handler: async (request) => ok(await service.myCourses(authUser(request.user).id)),
  });
}
