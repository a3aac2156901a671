import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  COURSE_MESSAGES as M,
  envelope,
  ZQuizAttemptRequest,
  ZQuizAttemptResult,
  ZQuizQuestion,
} from '@curio/shared';
import { userId } from '#api/lib/auth.ts';
import { ok } from '#api/lib/envelope.ts';
import { limitBy } from '#api/lib/rate-limit.ts';
import { bearer, errorResponses } from '#api/lib/schemas.ts';
import { sendCached } from '#api/plugins/cache.ts';
import { COURSE_CACHE_TAGS as TAGS, createCourseService } from '#api/modules/course/index.ts';
import { createQuizService } from './service.ts';

const tags = ['Quiz'];
const ZCourseParams = z.object({ id: z.uuid() });
const ZQuizList = envelope(z.array(ZQuizQuestion));

/** A course's quiz (docs/product.md#catalogue): its questions for everyone, attempts graded for a learner. */
export async function quizRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = createQuizService(fastify, createCourseService(fastify));

  app.get('/course/:id/quiz', {
    schema: {
      tags,
      summary: "A course's quiz questions in order, without the answers",
      params: ZCourseParams,
      response: { 200: ZQuizList, ...errorResponses(400, 404) },
    },
    handler: async (request, reply) => {
      const { id } = request.params;
      await sendCached(request, reply, {
        key: `course:${id}:quiz`,
        tags: [TAGS.courses, TAGS.quiz(id)],
        schema: ZQuizList,
        load: () => service.listQuestions(id),
      });
    },
  });

  app.post('/course/:id/quiz/attempt', {
    // Before validation: no valid token → 401 (plugins/auth.ts).
    config: { auth: 'signed-in', ...limitBy.user(fastify.config.rateLimits.learnerWrites) },
    schema: {
      tags,
      security: bearer,
      summary:
        'Submit answers; the server grades, keeps the attempt and returns the correct answers (404 when the course has no quiz)',
      params: ZCourseParams,
      body: ZQuizAttemptRequest,
      response: { 201: envelope(ZQuizAttemptResult), ...errorResponses(400, 401, 404, 429) },
    },
    handler: async (request, reply) => {
      const result = await service.submitAttempt(request.params.id, userId(request.user), request.body);
      return reply.code(201).send(ok(result, M.quizSubmitted, 201));
    },
  });
}
