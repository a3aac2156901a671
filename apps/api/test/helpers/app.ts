import { tempDir } from './temp.ts';
import type { FastifyInstance, FastifyServerOptions, onRouteHookHandler } from 'fastify';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { DEFAULT_DOWNLOAD_UPLOAD_MAX_BYTES } from '@curio/shared';
import { buildApp } from '#api/app.ts';
import { DEFAULT_VIDEO_UPLOAD_MAX_BYTES, type Config } from '#api/config.ts';
import { resetDatabase, testDatabase } from './database.ts';
import { startSmtpCapture } from './smtp.ts';

const generous = { max: 10_000, timeWindow: 60_000 };

export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    port: 0,
    host: '127.0.0.1',
    publicUrl: 'http://localhost:3000',
    siteOrigin: undefined,
    dataDir: tempDir('test'),
    databaseUrl: undefined,
    jwtSecret: 'test-secret-that-is-long-enough-for-hs256-000',
    smtpUrl: undefined,
    mailFrom: 'Curio <no-reply@curio.example>',
    admin: undefined,
    seed: 'none',
    logLevel: 'silent',
    // Tests of other rules must not trip the limits; rate-limit tests pass the real defaults.
    rateLimits: {
      login: generous,
      loginIp: generous,
      password: generous,
      passwordIp: generous,
      signup: generous,
      otpSend: generous,
      otpSendIp: generous,
      otpDaily: generous,
      otpVerifyIp: generous,
      otpTries: generous,
      otpGuessesDaily: generous,
      leads: generous,
      learnerWrites: generous,
      cartWrites: generous,
      uploads: generous,
      progressReports: generous,
    },
    mediaTokenTtlSeconds: 7200,
    imageDecodes: { concurrency: 2, queue: 16 },
    rateLimitMemoryKeys: 5000,
    webDist: undefined,
    // On disk under dataDir whatever the database: tests that look at the files find them there.
    storage: { kind: 'disk' },
    shutdownDelayMs: 0,
    downloadUploadMaxBytes: DEFAULT_DOWNLOAD_UPLOAD_MAX_BYTES,
    jobConcurrency: 1,
    videoUploadMaxBytes: DEFAULT_VIDEO_UPLOAD_MAX_BYTES,
    ffmpeg: { ffmpegPath: 'ffmpeg', ffprobePath: 'ffprobe' },
    payments: { mode: 'manual' },
    ...overrides,
  };
}

export interface TestAppOptions {
  logger?: FastifyServerOptions['logger'];
  /** Extra routes a test needs (a route that throws, a slow one), added before the app is ready. */
  routes?: (app: FastifyInstance) => void;
  /** Sees every route the app registers, as it registers it (the route table). */
  onRoute?: onRouteHookHandler;
}

export async function createTestApp(
  overrides: Partial<Config> = {},
  { logger = false, routes, onRoute }: TestAppOptions = {},
): Promise<FastifyInstance> {
  const app = await buildApp({
    config: testConfig(overrides),
    database: await testDatabase(),
    logger,
    onRoute,
  });
  routes?.(app);
  await app.ready();
  return app;
}

/**
 * One app per test file on the worker's database, emptied before each test.
 * Usage: `const ctx = useTestApp();` then `ctx.app.inject(...)` inside tests.
 */
export function useTestApp(overrides: Partial<Config> = {}) {
  const ctx = {} as { app: FastifyInstance };
  beforeAll(async () => {
    ctx.app = await createTestApp(overrides);
  });
  beforeEach(async () => {
    await resetDatabase();
    // The data went away under the app: cached public replies must go with it.
    ctx.app.publicCache.clear();
  });
  afterAll(async () => {
    await ctx.app.close();
  });
  return ctx;
}

/**
 * Like `useTestApp`, with a real SMTP server capturing what the app mails. Before each test the mails a
 * previous test queued are delivered first, so they never land in this test's capture.
 */
export function useTestAppWithMail(overrides: Partial<Config> = {}) {
  const ctx = {} as { app: FastifyInstance; smtp: Awaited<ReturnType<typeof startSmtpCapture>> };
  beforeAll(async () => {
    ctx.smtp = await startSmtpCapture();
    ctx.app = await createTestApp({ smtpUrl: ctx.smtp.url, ...overrides });
  });
  beforeEach(async () => {
    await ctx.app.mailer.flush();
    await resetDatabase();
    ctx.app.publicCache.clear();
    ctx.smtp.mails.length = 0;
  });
  afterAll(async () => {
    await ctx.app.close();
    await ctx.smtp.close();
  });
  return ctx;
}
