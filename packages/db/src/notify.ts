import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

/** What a subscriber of a notification channel hears. */
export interface ChannelHandlers {
  onMessage: (payload: string) => void;
  /**
   * The listening connection was lost (and again once it is back): messages sent meanwhile were missed, so
   * whatever they would have told must be assumed to have happened.
   */
  onReset: () => void;
  /** A connection error, for the log; the subscription reconnects by itself. */
  onError: (err: Error) => void;
}

export type Unsubscribe = () => Promise<void>;

const quoteIdent = (name: string) => `"${name.replaceAll('"', '""')}"`;
const RECONNECT_MAX_MS = 5_000;

/**
 * LISTEN on a connection of its own (a pooled one would be handed to queries and lose it). When the
 * connection drops, the subscriber is told (onReset) and it reconnects with backoff up to 5 s, then tells the
 * subscriber again, since every message between the two was lost.
 */
export async function listenPostgres(
  url: string,
  channel: string,
  handlers: ChannelHandlers,
): Promise<Unsubscribe> {
  let current: pg.Client | undefined;
  let stopped = false;
  let attempt = 0;
  let timer: NodeJS.Timeout | undefined;

  const connect = async () => {
    const client = new pg.Client({ connectionString: url, keepAlive: true });
    client.on('error', (err) => handlers.onError(err));
    client.on('notification', (message) => {
      if (message.channel === channel) handlers.onMessage(message.payload ?? '');
    });
    client.on('end', () => {
      if (client !== current || stopped) return;
      current = undefined;
      handlers.onReset();
      reconnectLater();
    });
    try {
      await client.connect();
      await client.query(`listen ${quoteIdent(channel)}`);
    } catch (err) {
      await client.end().catch(() => undefined);
      throw err;
    }
    current = client;
  };

  const reconnectLater = () => {
    const delay = Math.min(RECONNECT_MAX_MS, 100 * 2 ** attempt);
    attempt += 1;
    timer = setTimeout(() => {
      connect()
        .then(async () => {
          attempt = 0;
          if (stopped) await current?.end();
          else handlers.onReset();
        })
        .catch((err: unknown) => {
          handlers.onError(err instanceof Error ? err : new Error(String(err)));
          if (!stopped) reconnectLater();
        });
    }, delay);
    timer.unref();
  };

  await connect();
  return async () => {
    stopped = true;
    clearTimeout(timer);
    const client = current;
    current = undefined;
    await client?.end().catch(() => undefined);
  };
}

/** PGlite lives in this one process: its notifications cannot be lost, so there is never a reset. */
export async function listenPglite(
  client: PGlite,
  channel: string,
  handlers: ChannelHandlers,
): Promise<Unsubscribe> {
  const unlisten = await client.listen(channel, (payload) => handlers.onMessage(payload));
  // Closing the database first ends the subscription anyway.
  return () => unlisten().catch(() => undefined);
}
