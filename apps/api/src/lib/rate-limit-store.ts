import type { FastifyBaseLogger } from 'fastify';
import type {
  FastifyRateLimitStore,
  FastifyRateLimitStoreCtor,
  RateLimitPluginOptions,
} from '@fastify/rate-limit';
import LocalStore from '@fastify/rate-limit/store/LocalStore.js';
import RedisStore from '@fastify/rate-limit/store/RedisStore.js';
import { Redis } from 'ioredis';
import type { Config } from '#api/config.ts';

/** A count that Redis has not answered within this long is counted in this instance instead (by default). */
const COMMAND_TIMEOUT_MS = 250;
/** After a command failed on a connection that looked up, Redis is left alone this long. */
const PAUSE_AFTER_FAILURE_MS = 5_000;
/** One warning per outage and then at most one a minute, however many requests fall back. */
const WARN_EVERY_MS = 60_000;

type Increment = FastifyRateLimitStore['incr'];

interface RedisLink {
  /** Whether a count should go to Redis now. */
  isUsable: () => boolean;
  /** A command failed: log (rate-limited) and leave Redis alone for a moment. */
  failed: (err: unknown) => void;
}

/**
 * Counts in Redis while it answers, and in this instance's memory when it does not: a request is never
 * refused or held up because Redis is down (ADR 015). The per-instance counts start from zero, so during an
 * outage a client gets up to the limit on each instance; once Redis is back, counting is shared again.
 */
class FallbackStore implements FastifyRateLimitStore {
  constructor(
    private readonly shared: FastifyRateLimitStore,
    private readonly local: FastifyRateLimitStore,
    private readonly link: RedisLink,
  ) {}

  incr(...[key, callback, timeWindow, max]: Parameters<Increment>): void {
    if (!this.link.isUsable()) return this.local.incr(key, callback, timeWindow, max);
    this.shared.incr(
      key,
      (err, result) => {
        if (err || !result) {
          this.link.failed(err);
          this.local.incr(key, callback, timeWindow, max);
        } else callback(null, result);
      },
      timeWindow,
      max,
    );
  }

  child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]): FastifyRateLimitStore {
    // A limiter made with createRateLimit (createLimiter in lib/rate-limit.ts) has no route, and the Redis
    // store names keys after the route: give it a fixed one (its keys already start with the limiter's name).
    // (`routeInfo` is what the library passes at run time; its type does not declare it.)
    const { routeInfo } = routeOptions as unknown as { routeInfo?: { method?: string } };
    const named = routeInfo?.method
      ? routeOptions
      : { ...routeOptions, routeInfo: { ...routeInfo, method: 'LIMITER', url: '' } };
    return new FallbackStore(this.shared.child(named), this.local.child(named), this.link);
  }
}

function watch(client: Redis, log: FastifyBaseLogger): RedisLink {
  let pausedUntil = 0;
  let lastWarning = 0;
  let missed = 0;
  let isDown = false;
  const warn = (err: unknown) => {
    isDown = true;
    const now = Date.now();
    if (now - lastWarning < WARN_EVERY_MS) {
      missed += 1;
      return;
    }
    log.warn(
      { err: err instanceof Error ? err.message : String(err), failuresSinceLastWarning: missed },
      'rate limits: Redis is unreachable; counting in this instance until it is back',
    );
    lastWarning = now;
    missed = 0;
  };
  client.on('error', warn);
  client.on('ready', () => {
    pausedUntil = 0;
    if (!isDown) return;
    isDown = false;
    lastWarning = 0;
    log.info('rate limits: Redis is back; counting shared by every instance again');
  });
  return {
    isUsable: () => client.status === 'ready' && Date.now() >= pausedUntil,
    failed: (err) => {
      pausedUntil = Date.now() + PAUSE_AFTER_FAILURE_MS;
      warn(err ?? new Error('no answer'));
    },
  };
}

export interface RateLimitStore {
  /** For @fastify/rate-limit's `store`; undefined → its own in-memory store. */
  store: FastifyRateLimitStoreCtor | undefined;
  /** Whether counts go to Redis right now (false without REDIS_URL or while Redis is unreachable). */
  isShared: () => boolean;
  close: () => void;
}

/**
 * The rate limits' store (README.md#configuration): with REDIS_URL, the library's Redis store behind a
 * fallback to its in-memory one; without it, the in-memory one alone. Never waits for Redis: the client
 * connects (and reconnects) in the background, queues nothing while it is down, and gives up on a command
 * after COMMAND_TIMEOUT_MS (or the config's commandTimeoutMs).
 */
export function openRateLimitStore(redis: Config['redis'], log: FastifyBaseLogger): RateLimitStore {
  if (!redis) return { store: undefined, isShared: () => false, close: () => undefined };
  const client = new Redis(redis.url, {
    enableOfflineQueue: false,
    commandTimeout: redis.commandTimeoutMs ?? COMMAND_TIMEOUT_MS,
    connectTimeout: 2_000,
    maxRetriesPerRequest: 0,
    autoResendUnfulfilledCommands: false,
    retryStrategy: (attempt) => Math.min(attempt * 250, 2_000),
  });
  const link = watch(client, log);
  const namespace = `${redis.prefix}rate-limit:`;
  const store = class extends FallbackStore {
    // The plugin passes its merged global options (`new Store(globalParams)`).
    constructor(options: RateLimitPluginOptions) {
      const continueExceeding = options.continueExceeding ?? false;
      const exponentialBackoff = options.exponentialBackoff ?? false;
      super(
        new RedisStore(continueExceeding, exponentialBackoff, client, namespace),
        new LocalStore(continueExceeding, exponentialBackoff, options.cache),
        link,
      );
    }
  };
  return {
    store,
    isShared: link.isUsable,
    // Counts are not worth waiting for: drop the connection, whatever is in flight.
    close: () => client.disconnect(),
  };
}
