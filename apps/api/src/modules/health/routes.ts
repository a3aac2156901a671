import type { FastifyInstance } from 'fastify';

export async function healthRoutes(app: FastifyInstance) {
  // Process up: answers as long as the event loop does.
  app.get('/healthz', { schema: { hide: true } }, async () => ({ status: 'ok' }));

  // Ready: the database answers a query.
  app.get('/readyz', { schema: { hide: true } }, async (request, reply) => {
    // Shutting down: the load balancer takes this instance out while it still answers what is on its way.
    if (app.lifecycle.draining) return reply.code(503).send({ status: 'draining' });
    try {
      await app.dbHandle.ping();
      // Mail waiting on an SMTP outage does not make the instance unready, but says so.
      const mail = await app.mailer.health();
      // Redis down does not make the instance unready either: the limits are then counted per instance.
      const rateLimits = app.rateLimitStore.isShared() ? 'shared' : 'per-instance';
      // Without ffmpeg the site serves everything but the preparing of new videos (ADR 032).
      const video = app.videos.transcoding ? 'available' : 'unavailable';
      return { status: 'ready', mail, rateLimits, video };
    } catch (err) {
      request.log.error({ err }, 'readiness check failed');
      return reply.code(503).send({ status: 'unavailable' });
    }
  });
}
