import type { Readable } from 'node:stream';

export type StorageKind = 'disk' | 'database' | 's3';

/** A stored file as served: its bytes and what the reply's headers say about them. */
export interface StoredFile {
  body: Buffer;
  contentType: string;
  /** A quoted entity tag, the same on every instance for the same file. */
  etag: string;
  modifiedAt: Date;
}

/** Bytes `start` to `end` of a file, both included (as HTTP's Range counts them). */
export interface ByteRange {
  start: number;
  end: number;
}

/** A stored file being read: its bytes as a stream (the range asked for, else all), and its headers' facts. */
export interface FileRead {
  stream: Readable;
  /** The whole file's size, whatever the range. */
  size: number;
  contentType: string;
  etag: string;
  modifiedAt: Date;
  /** The bytes the stream holds when a range was asked for: its end is cut to the file's last byte. */
  range?: ByteRange;
}

/** A range that starts past the file's end (HTTP 416, with `Content-Range: bytes *\/size`). */
export class RangeNotSatisfiableError extends Error {
  constructor(readonly size: number) {
    super(`range not satisfiable (the file has ${String(size)} bytes)`);
  }
}

/** The range as the file can serve it: its end cut to the last byte; throws when it starts past the end. */
export function fitRange(range: ByteRange, size: number): ByteRange {
  if (
    !Number.isInteger(range.start) ||
    !Number.isInteger(range.end) ||
    range.start < 0 ||
    range.end < range.start
  )
    throw new Error(`not a byte range: ${String(range.start)}-${String(range.end)}`);
  if (range.start >= size) throw new RangeNotSatisfiableError(size);
  return { start: range.start, end: Math.min(range.end, size - 1) };
}

export interface FileInfo {
  key: string;
  modifiedAt: Date;
}

/**
 * Where uploaded files are kept, by key: `<folder>/<name>.<ext>`, the path after `/uploads/` (ADR 016). A
 * file is written once and never changed (its name is random or the hash of its content), then read or
 * deleted; a missing key is never an error.
 */
export interface FileStorage {
  readonly kind: StorageKind;
  /** Writes the file (replacing one of the same key); its content type follows from the key's extension. */
  put(key: string, body: Buffer): Promise<void>;
  /**
   * Writes the file at `localPath` under `key`, streamed (never the whole file in memory): a video and the
   * files made from it. Like `put`, a reader sees the old file or the new one, never half of one.
   */
  putFile(key: string, localPath: string): Promise<void>;
  /** The file, or undefined when there is none. Whole, in memory: for images; `read` streams. */
  get(key: string): Promise<StoredFile | undefined>;
  /** Writes the file to `localPath`, streamed; false when there is none. */
  getToFile(key: string, localPath: string): Promise<boolean>;
  /**
   * The file as a stream, whole or the bytes of `range` (HTTP Range), or undefined when there is none; a
   * range starting past its end throws RangeNotSatisfiableError. Consume or destroy the stream.
   */
  read(key: string, range?: ByteRange): Promise<FileRead | undefined>;
  has(key: string): Promise<boolean>;
  /** Deletes those of `keys` that exist. */
  delete(keys: readonly string[]): Promise<void>;
  /** Every file whose key starts with `prefix` (a folder: `courses/`; '' for all). */
  list(prefix: string): Promise<FileInfo[]>;
}

/**
 * The kinds of file the server stores: its WebP images and their AVIF variants (ADR 010), and under
 * `media/` a course's videos as prepared for streaming (playlists, segments, posters, captions), their
 * originals and the files of download lessons (docs/product.md#learning).
 */
const CONTENT_TYPES: Record<string, string> = {
  webp: 'image/webp',
  avif: 'image/avif',
  m3u8: 'application/vnd.apple.mpegurl',
  m4s: 'video/iso.segment',
  mp4: 'video/mp4',
  ts: 'video/mp2t',
  vtt: 'text/vtt; charset=utf-8',
  jpg: 'image/jpeg',
  original: 'application/octet-stream',
  pdf: 'application/pdf',
  zip: 'application/zip',
  txt: 'text/plain; charset=utf-8',
  csv: 'text/csv; charset=utf-8',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  epub: 'application/epub+zip',
  mp3: 'audio/mpeg',
};

/**
 * Folders whose files only a lesson's reader may get, through `/media/` with its signed cookie: never
 * served as a public upload, never swept as an abandoned one.
 */
export const PRIVATE_STORAGE_FOLDER = 'media/';

/** A key `/uploads/` may serve: a stored file outside the private folder. */
export const isPublicStorageKey = (key: string) =>
  isStorageKey(key) && !key.startsWith(PRIVATE_STORAGE_FOLDER);

/** Folders and a name of letters, digits, `_` and `-`, and a known extension: nothing else is a key. */
const KEY = /^(?:[\w-]+\/)*[\w-]+\.(\w+)$/;

export function isStorageKey(key: string): boolean {
  const extension = KEY.exec(key)?.[1];
  return extension !== undefined && extension in CONTENT_TYPES;
}

export function contentTypeOf(key: string): string {
  const type = CONTENT_TYPES[KEY.exec(key)?.[1] ?? ''];
  if (!type) throw new Error(`not a storage key: ${key}`);
  return type;
}

/** The entity tag of a file known by its size and its write time (what the disk and the database know). */
export const strongEtag = (size: number, modifiedAt: Date) =>
  `"${size.toString(16)}-${modifiedAt.getTime().toString(16)}"`;
