import type { FastifyBaseLogger } from 'fastify';
import { buildApp } from './app.ts';
import { prepareDatabase } from './bootstrap.ts';
import { ConfigError, loadConfig } from './config.ts';
import { writeMissingImageVariants } from './lib/images.ts';
import { errorForConsole } from './lib/log-serializers.ts';
import { openFileStorage } from './lib/storage/index.ts';

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(78); // EX_CONFIG
    }
    throw err;
  }

  const log = (msg: string) => console.warn(`[curio] ${msg}`);
  // A dropped PostgreSQL connection is logged (by the app's logger once it exists) and the pool reconnects.
  const appLog: { current?: FastifyBaseLogger } = {};
  const database = await prepareDatabase(config, log, (err, { connection }) => {
    const message = `database connection lost: ${err.message}; the pool will reconnect`;
    if (appLog.current) appLog.current.warn({ code: err.code, connection }, message);
    else log(`${message} (${connection}${err.code ? `, ${err.code}` : ''})`);
  });
  // Images stored on disk before they had responsive variants (ADR 010) get them before the first page names
  // them. The database and S3 only ever held images with their variants (uploads:migrate completes them).
  if (config.storage.kind === 'disk') {
    const variants = await writeMissingImageVariants(openFileStorage(config, database.db));
    if (variants.completed > 0) log(`wrote the responsive variants of ${variants.completed} stored images`);
    for (const { key, error } of variants.failed)
      log(`could not write the variants of ${key}: ${String(error)}`);
  }
  const app = await buildApp({ config, database });
  appLog.current = app.log;

  let isClosing = false;
  const shutdown = (signal: string) => {
    if (isClosing) return;
    isClosing = true;
    // First /readyz fails (the load balancer stops sending new requests), then, after the delay, the server
    // stops accepting connections, finishes the requests in flight and its plugins stop (the mail worker
    // after the mail in hand); the database pool closes last. Not an onClose hook: Fastify runs those
    // last-added first, so the pool would close under the plugins still finishing their work.
    app.lifecycle.draining = true;
    app.log.info({ signal, delayMs: config.shutdownDelayMs }, 'shutting down: draining');
    new Promise((resolve) => setTimeout(resolve, config.shutdownDelayMs))
      .then(() => {
        app.log.info('shutting down: finishing in-flight requests');
        return app.close();
      })
      .then(() => database.close())
      .then(() => process.exit(0))
      .catch((err: unknown) => {
        app.log.error({ err }, 'shutdown failed');
        process.exit(1);
      });
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  app.log.info(`Curio is up on ${config.publicUrl}`);
}

main().catch((err: unknown) => {
  console.error('Curio failed to start:', errorForConsole(err));
  process.exit(1);
});
