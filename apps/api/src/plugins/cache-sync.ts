import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** The PostgreSQL channel every instance's public-cache invalidations go through. */
export const CACHE_CHANNEL = 'curio_cache_invalidate';

type TMessage = { from: string; tags: string[] };

const parse = (payload: string): TMessage | undefined => {
  try {
    const value = JSON.parse(payload) as Partial<TMessage>;
    const tags = value.tags;
    if (typeof value.from !== 'string' || !Array.isArray(tags) || !tags.every((t) => typeof t === 'string'))
      return undefined;
    return { from: value.from, tags };
  } catch {
    return undefined;
  }
};

/**
 * Keeps the public cache of every instance coherent: each invalidation is published with
 * NOTIFY, and every other instance drops the same tags when it hears it, within milliseconds. A lost
 * listening connection may have missed messages, so the whole cache is flushed when it drops and again
 * when it is back; meanwhile reads still work, served from a cache refilled from the database.
 */
export const cacheSyncPlugin = fp(async (app: FastifyInstance) => {
  const instance = randomUUID();
  const cache = app.publicCache;

  cache.onInvalidate((tags) => {
    const message: TMessage = { from: instance, tags: [...tags] };
    app.dbHandle.publish(CACHE_CHANNEL, JSON.stringify(message)).catch((err: unknown) => {
      // The other instances keep stale entries until their next flush: say so loudly.
      app.log.error({ err, tags }, 'could not announce a cache invalidation to the other instances');
    });
  });

  const unsubscribe = await app.dbHandle.subscribe(CACHE_CHANNEL, {
    onMessage: (payload) => {
      const message = parse(payload);
      if (!message) {
        app.log.warn('ignored a malformed cache invalidation message');
        return;
      }
      if (message.from !== instance) cache.invalidateHere(...message.tags);
    },
    onReset: () => {
      cache.clear();
      app.log.warn('cache invalidation channel interrupted: the public cache was flushed');
    },
    onError: (err) => app.log.warn({ err: { message: err.message } }, 'cache invalidation channel error'),
  });
  app.addHook('onClose', async () => unsubscribe());
});
