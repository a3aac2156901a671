/** How often an instance reads keys again, for a key another instance (or a rotation) made the signing one. */
const REFRESH_MS = 60_000;
/**
 * A key id this instance has not seen makes it read the keys again (a rotation done elsewhere), at most this
 * often: made-up key ids wait for the next read rather than each causing one.
 */
const UNKNOWN_KID_RELOAD_MS = 500;

export interface KeptFresh {
  /** Reads again now, or after the last read is UNKNOWN_KID_RELOAD_MS old; one read at a time. */
  soon(): Promise<void>;
  stop(): void;
}

/**
 * Keeps what `load` reads (the server's keys, kept in the database) fresh on this instance: read once before
 * it returns, again every minute, and on demand through `soon()`. A failed later read keeps what was held; the
 * next one tries again.
 */
export async function keepFresh(load: () => Promise<void>): Promise<KeptFresh> {
  let lastLoad = 0;
  const read = () => {
    lastLoad = Date.now();
    return load();
  };
  await read();
  let pending: Promise<void> | undefined;
  const soon = () => {
    pending ??= (async () => {
      const wait = lastLoad + UNKNOWN_KID_RELOAD_MS - Date.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      await read().catch(() => undefined);
    })().finally(() => {
      pending = undefined;
    });
    return pending;
  };
  const timer = setInterval(() => void read().catch(() => undefined), REFRESH_MS);
  timer.unref();
  return { soon, stop: () => clearInterval(timer) };
}
