import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createUploadStore, type UploadStore } from './service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Staff uploads: `release(urls)` after a write stops using them; the sweep runs by itself. */
    uploads: UploadStore;
  }
}

const SWEEP_EVERY_MS = 6 * 60 * 60 * 1000;

/**
 * Decorates `app.uploads` and sweeps abandoned uploads at startup and every six hours (an upload is
 * abandoned when no row references it a day after it was written). Closing waits for a sweep in progress.
 */
export const uploadsPlugin = fp(async (app: FastifyInstance) => {
  const store = createUploadStore(app.db, app.fileStorage, app.log);
  app.decorate('uploads', store);

  let running: Promise<unknown> | undefined;
  const sweep = () => {
    running ??= store
      .sweep()
      .catch((err: unknown) => app.log.error({ err }, 'the uploads sweep failed'))
      .finally(() => {
        running = undefined;
      });
  };
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    sweep();
    timer = setInterval(sweep, SWEEP_EVERY_MS).unref();
  });
  app.addHook('preClose', async () => {
    clearInterval(timer);
    await running;
  });
});
