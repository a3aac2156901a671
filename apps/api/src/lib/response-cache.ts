import { createHash } from 'node:crypto';
import { COMPRESS_MIN_BYTES, compress, ENCODINGS, type TEncoding } from './content-encoding.ts';

/** Compressed bytes of a cached reply and their own validator (a strong ETag names one representation). */
export interface EncodedBody {
  body: Buffer;
  etag: string;
}

/**
 * One cached reply: the exact bytes to send and their validator, plus its brotli and gzip forms, made once
 * when the entry is stored (none for a body under COMPRESS_MIN_BYTES).
 */
export interface CachedBody {
  body: string;
  etag: string;
  encoded: Partial<Record<TEncoding, EncodedBody>>;
}

/**
 * A stored reply with the tags it was stored under: what embeds it (a page's first data) takes them along.
 */
export interface CachedEntry extends CachedBody {
  tags: readonly string[];
}

type Entry = CachedEntry & { bytes: number };

/**
 * The `data` of a cached envelope, read from its body as the reply's schema wrote it when the entry was stored
 * (so it is not checked again).
 */
export const entryData = <T>(entry: CachedEntry) => (JSON.parse(entry.body) as { data: T }).data;

/** Bytes an entry holds: the reply and each compressed form of it. */
const bytesOf = (body: CachedBody) =>
  Buffer.byteLength(body.body) +
  Object.values(body.encoded).reduce((sum, encoded) => sum + encoded.body.length, 0);

/** Default bounds: enough for every page and list of a large site, small beside the process's heap. */
const MAX_ENTRIES = 1000;
const MAX_BYTES = 64 * 1024 * 1024;

/**
 * In-process cache of already-serialized public replies. A read costs a Map
 * lookup and a socket write: no query, no serialization. Entries carry tags ('courses', `course:<id>`…);
 * a write invalidates the tags it touched, and only the entries carrying them are dropped.
 *
 * Correctness under concurrency: a load that started before an invalidation may finish after it, so every
 * load remembers the generation it began in and is stored only if no invalidation happened meanwhile.
 * Concurrent misses for one key share one load. The cache lives in one process; with several API processes
 * each keeps its own, and every invalidation is announced to the others (plugins/cache-sync.ts, ADR 005).
 */
export class ResponseCache {
  private readonly entries = new Map<string, Entry>();
  private readonly loading = new Map<string, Promise<CachedEntry>>();
  private generation = 0;
  private readonly invalidationListeners: ((tags: readonly string[]) => void)[] = [];
  private heldBytes = 0;

  /**
   * Bounded by count and by bytes: a few large replies (a long list, a page with its first data) cannot take
   * the memory that a thousand small ones would not.
   */
  constructor(
    private readonly maxEntries = MAX_ENTRIES,
    private readonly maxBytes = MAX_BYTES,
  ) {}

  get size(): number {
    return this.entries.size;
  }

  /** Bytes held by the stored entries (replies and their compressed forms). */
  get bytes(): number {
    return this.heldBytes;
  }

  /** The stored entry, if any: a hit needs no promise (the catalogue bench counts microseconds). */
  peek(key: string): CachedEntry | undefined {
    return this.entries.get(key);
  }

  /**
   * `produce` may name further tags learnt from what it loaded (a course page asked for by an old slug is
   * tagged with the course it found), so a write can reach it without knowing how it was asked for.
   */
  async get(
    key: string,
    tags: readonly string[],
    produce: () => Promise<string | { body: string; tags: readonly string[] }>,
  ): Promise<CachedEntry> {
    const hit = this.entries.get(key);
    if (hit) return hit;
    const inFlight = this.loading.get(key);
    if (inFlight) return inFlight;

    const startedIn = this.generation;
    const load = (async () => {
      const produced = await produce();
      const body = typeof produced === 'string' ? produced : produced.body;
      const entryTags = typeof produced === 'string' ? tags : [...tags, ...produced.tags];
      const encoded = await encodeBody(body);
      const entry: Entry = { ...encoded, tags: entryTags, bytes: bytesOf(encoded) };
      if (this.generation === startedIn) this.store(key, entry);
      return entry;
    })();
    this.loading.set(key, load);
    try {
      return await load;
    } finally {
      this.loading.delete(key);
    }
  }

  /** Drops every entry carrying any of the tags, here and (through the listeners) on every other instance. */
  invalidate(...tags: string[]): void {
    this.invalidateHere(...tags);
    for (const listener of this.invalidationListeners) listener(tags);
  }

  /** Hears every `invalidate` made in this process (plugins/cache-sync.ts tells the other instances). */
  onInvalidate(listener: (tags: readonly string[]) => void): void {
    this.invalidationListeners.push(listener);
  }

  /** Drops the entries of the tags in this process only: for an invalidation another instance announced. */
  invalidateHere(...tags: readonly string[]): void {
    this.generation += 1;
    for (const [key, entry] of this.entries) {
      if (entry.tags.some((tag) => tags.includes(tag))) this.drop(key);
    }
    // A load in flight may have read the old rows: let it answer its callers, but not be stored.
    this.loading.clear();
  }

  clear(): void {
    this.generation += 1;
    this.entries.clear();
    this.heldBytes = 0;
    this.loading.clear();
  }

  private store(key: string, entry: Entry): void {
    // A reply larger than the whole bound is answered but never kept.
    if (entry.bytes > this.maxBytes) return;
    this.drop(key);
    // Bounded: the oldest entries go first (Map keeps insertion order), so varied query strings or a few
    // large replies cannot grow it.
    while (this.entries.size >= this.maxEntries || this.heldBytes + entry.bytes > this.maxBytes) {
      const oldest = this.entries.keys().next();
      if (oldest.done) break;
      this.drop(oldest.value);
    }
    this.entries.set(key, entry);
    this.heldBytes += entry.bytes;
  }

  private drop(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.heldBytes -= entry.bytes;
  }
}

/** The reply with its compressed forms: work done once per entry, never per request. */
export async function encodeBody(body: string): Promise<CachedBody> {
  const etag = etagOf(body);
  const bytes = Buffer.from(body);
  if (bytes.length < COMPRESS_MIN_BYTES) return { body, etag, encoded: {} };
  const encoded: CachedBody['encoded'] = {};
  await Promise.all(
    ENCODINGS.map(async (encoding) => {
      // The coding in the tag: each representation has its own strong validator (RFC 9110 §8.8.3).
      encoded[encoding] = {
        body: await compress(bytes, encoding),
        etag: `${etag.slice(0, -1)}-${encoding}"`,
      };
    }),
  );
  return { body, etag, encoded };
}

/** A strong validator of the exact bytes. */
export function etagOf(body: string): string {
  return `"${createHash('sha1').update(body).digest('base64url')}"`;
}

/** RFC 9110 If-None-Match: a list of tags, possibly weak, or '*'. */
export function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  return header.split(',').some((candidate) => candidate.trim().replace(/^W\//, '') === etag);
}
