import Fastify, { type FastifyServerOptions, type onRouteHookHandler } from 'fastify';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Db, DbHandle } from '@curio/db';
import { LIMITS, MESSAGES } from '@curio/shared';
import type { Config } from './config.ts';
import { HttpError } from './lib/http-errors.ts';
import { openKeyRing, type KeyRing } from './lib/key-ring.ts';
import { logMethod, serializeError, serializeRequest } from './lib/log-serializers.ts';
import { openRateLimitStore, type RateLimitStore } from './lib/rate-limit-store.ts';
import { openFileStorage, type FileStorage } from './lib/storage/index.ts';
import { authPlugin } from './plugins/auth.ts';
import { cachePlugin } from './plugins/cache.ts';
import { cacheSyncPlugin } from './plugins/cache-sync.ts';
import { compressionPlugin } from './plugins/compression.ts';
import { docsPlugin } from './plugins/docs.ts';
import { clientErrorHandler, frameworkErrors } from './plugins/early-errors.ts';
import { errorsPlugin } from './plugins/errors.ts';
import { imageDecodesPlugin } from './plugins/image-decodes.ts';
import { securityPlugin } from './plugins/security.ts';
import { staticPlugin } from './plugins/static.ts';
import { textRulePlugin } from './plugins/text-rule.ts';
import { categoryAdminRoutes, categoryRoutes } from '#api/modules/category/index.ts';
import {
  certificateAdminRoutes,
  certificateRoutes,
  certificatesPlugin,
} from '#api/modules/certificates/index.ts';
import { commerceAdminRoutes, commerceRoutes } from '#api/modules/commerce/index.ts';
import { contentConsoleRoutes, contentRoutes } from '#api/modules/content/index.ts';
import { courseAdminRoutes, courseRoutes } from '#api/modules/course/index.ts';
import { healthRoutes } from '#api/modules/health/index.ts';
import { lessonConsoleRoutes } from '#api/modules/lessons/index.ts';
import { jobsPlugin } from '#api/modules/jobs/index.ts';
import { learningRoutes, mediaRoutes } from '#api/modules/learning/index.ts';
import { mailPlugin } from '#api/modules/mail/index.ts';
import { pageRoutes } from '#api/modules/pages/index.ts';
import { createQuizPreview, quizRoutes } from '#api/modules/quiz/index.ts';
import { createReviewPreview, reviewAdminRoutes, reviewRoutes } from '#api/modules/review/index.ts';
import { auditRoutes } from '#api/modules/audit/index.ts';
import { broadcastRoutes } from '#api/modules/broadcasts/index.ts';
import { dashboardRoutes } from '#api/modules/dashboard/index.ts';
import { staffRoutes } from '#api/modules/staff/index.ts';
import { progressAdminRoutes } from '#api/modules/progress/index.ts';
import { consoleSearchRoutes } from '#api/modules/search/index.ts';
import { settingsAdminRoutes, siteRoutes } from '#api/modules/site/index.ts';
import { submissionAdminRoutes, submissionRoutes } from '#api/modules/submissions/index.ts';
import { uploadAdminRoutes, uploadsPlugin } from '#api/modules/uploads/index.ts';
import { userRoutes } from '#api/modules/user/index.ts';
import { videoAdminRoutes, videosPlugin } from '#api/modules/videos/index.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Db;
    dbHandle: DbHandle;
    /** The JWT signing keys and the OTP pepper, shared by every instance (lib/key-ring.ts). */
    keyRing: KeyRing;
    /** `draining` once a shutdown began: /readyz fails so the load balancer stops sending traffic. */
    lifecycle: { draining: boolean };
    /** Where the rate limits count: shared in Redis, or in this instance (no REDIS_URL, or Redis down). */
    rateLimitStore: RateLimitStore;
    /** Where uploads are kept and served from: disk, the database or S3 (STORAGE, lib/storage, ADR 016). */
    fileStorage: FileStorage;
  }
}

export interface BuildAppOptions {
  config: Config;
  database: DbHandle;
  logger?: FastifyServerOptions['logger'];
  /** Sees every route as it is registered (the route-guard test reads the whole route table with it). */
  onRoute?: onRouteHookHandler;
}

export const BODY_LIMIT = 1024 * 1024; // 1 MB for JSON; uploads have their own limit

/**
 * Pino options: never log a secret or what a user sent (ADR 022). Request bodies are not logged at all;
 * errors and requests go through `lib/log-serializers.ts` (a database error keeps its code, table and
 * constraint, never its query, parameters or detail).
 */
export function loggerOptions(level: string): FastifyServerOptions['logger'] {
  return {
    level,
    redact: {
      paths: ['req.headers.authorization', 'req.headers.cookie', '*.password', '*.otp', '*.token'],
      censor: '[redacted]',
    },
    serializers: { err: serializeError, req: serializeRequest },
    hooks: { logMethod },
  };
}

export async function buildApp({ config, database, logger, onRoute }: BuildAppOptions) {
  const app = Fastify({
    logger: logger ?? loggerOptions(config.logLevel),
    bodyLimit: BODY_LIMIT,
    // Graceful shutdown: in-flight requests finish, idle keep-alive sockets close at once.
    forceCloseConnections: 'idle',
    return503OnClosing: true,
    // X-Forwarded-For is believed only from the configured proxies (TRUST_PROXY), never from anyone else.
    trustProxy: config.trustProxy ?? false,
    // Slugs may be 120 characters (SLUG_MAX) and the slug routes check up to 200: Fastify's default of 100
    // would answer a long course's or article's address with 404 before its schema is even asked.
    routerOptions: { maxParamLength: 200 },
    // A bad URL, a parameter past that length, headers past Node's limit: the envelope and the security
    // headers too (plugins/early-errors.ts).
    frameworkErrors,
    clientErrorHandler,
  });
  if (onRoute) app.addHook('onRoute', onRoute);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);
  app.decorate('db', database.db);
  app.decorate('dbHandle', database);
  app.decorate('lifecycle', { draining: false });
  app.decorate('fileStorage', openFileStorage(config, database.db));
  const keyRing = await openKeyRing(database.db, config);
  app.decorate('keyRing', keyRing);
  app.addHook('onClose', async () => keyRing.close());

  // Graceful shutdown: a response finished while closing tells the client to hang up, so its
  // keep-alive socket does not hold close() open until the keep-alive timeout.
  let isClosing = false;
  app.addHook('preClose', async () => {
    isClosing = true;
  });
  app.addHook('onSend', async (_request, reply) => {
    if (isClosing) reply.header('connection', 'close');
  });

  await app.register(errorsPlugin);
  await app.register(securityPlugin);
  await app.register(textRulePlugin);
  await app.register(compressionPlugin);
  // With REDIS_URL the counts are shared by every instance, and kept per instance while Redis is down.
  const rateLimitStore = openRateLimitStore(config.redis, app.log);
  app.decorate('rateLimitStore', rateLimitStore);
  app.addHook('onClose', async () => rateLimitStore.close());
  // Each route's limit keeps RATE_LIMIT_MEMORY_KEYS keys in memory (before the library's onRoute reads it).
  app.addHook('onRoute', (route) => {
    const limit = route.config?.rateLimit;
    if (limit) limit.cache ??= config.rateLimitMemoryKeys;
  });
  await app.register(rateLimit, {
    global: false,
    store: rateLimitStore.store,
    errorResponseBuilder: (_request, context) => new HttpError(429, MESSAGES.api.rateLimited(context.after)),
  });
  await app.register(multipart, { limits: { fileSize: LIMITS.profileImageMaxBytes, files: 1, fields: 5 } });
  await app.register(docsPlugin);
  await app.register(mailPlugin);
  await app.register(jobsPlugin);
  await app.register(authPlugin);
  await app.register(cachePlugin);
  await app.register(cacheSyncPlugin);
  await app.register(uploadsPlugin);
  await app.register(imageDecodesPlugin);
  await app.register(videosPlugin);
  await app.register(certificatesPlugin);

  await app.register(healthRoutes);
  await app.register(userRoutes, { prefix: '/api/user' });
  await app.register(siteRoutes, { prefix: '/api' });
  await app.register(categoryRoutes, { prefix: '/api' });
  await app.register(courseRoutes, { prefix: '/api' });
  await app.register(reviewRoutes, { prefix: '/api' });
  await app.register(quizRoutes, { prefix: '/api' });
  await app.register(learningRoutes, { prefix: '/api' });
  await app.register(certificateRoutes, { prefix: '/api' });
  await app.register(mediaRoutes);
  await app.register(categoryAdminRoutes, { prefix: '/api/admin' });
  // The course preview shows the quiz and the reviews: their modules build on the course module, so their
  // reads are handed in here rather than imported by it.
  await app.register(courseAdminRoutes, {
    prefix: '/api/admin',
    preview: { quiz: createQuizPreview, reviews: createReviewPreview },
  });
  await app.register(reviewAdminRoutes, { prefix: '/api/admin' });
  await app.register(lessonConsoleRoutes, { prefix: '/api/admin' });
  await app.register(contentRoutes, { prefix: '/api' });
  await app.register(contentConsoleRoutes, { prefix: '/api/admin' });
  await app.register(submissionRoutes, { prefix: '/api' });
  await app.register(submissionAdminRoutes, { prefix: '/api/admin' });
  await app.register(commerceRoutes, { prefix: '/api' });
  await app.register(commerceAdminRoutes, { prefix: '/api/admin' });
  await app.register(staffRoutes, { prefix: '/api/admin' });
  await app.register(progressAdminRoutes, { prefix: '/api/admin' });
  await app.register(certificateAdminRoutes, { prefix: '/api/admin' });
  await app.register(auditRoutes, { prefix: '/api/admin' });
  await app.register(dashboardRoutes, { prefix: '/api/admin' });
  await app.register(consoleSearchRoutes, { prefix: '/api/admin' });
  await app.register(broadcastRoutes, { prefix: '/api/admin' });
  await app.register(settingsAdminRoutes, { prefix: '/api/admin' });
  await app.register(uploadAdminRoutes, { prefix: '/api/admin' });
  await app.register(videoAdminRoutes, { prefix: '/api/admin' });
  await app.register(staticPlugin);
  await app.register(pageRoutes);

  return app;
}
