export type StorageKind = 'disk' | 'database' | 's3';

/** A stored file as served: its bytes and what the reply's headers say about them. */
export interface StoredFile {
  body: Buffer;
  contentType: string;
  /** A quoted entity tag, the same on every instance for the same file. */
  etag: string;
  modifiedAt: Date;
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
  /** The file, or undefined when there is none. */
  get(key: string): Promise<StoredFile | undefined>;
  has(key: string): Promise<boolean>;
  /** Deletes those of `keys` that exist. */
  delete(keys: readonly string[]): Promise<void>;
  /** Every file whose key starts with `prefix` (a folder: `courses/`; '' for all). */
  list(prefix: string): Promise<FileInfo[]>;
}

/** The kinds of file the server stores: its WebP images and their AVIF variants (ADR 010). */
const CONTENT_TYPES: Record<string, string> = { webp: 'image/webp', avif: 'image/avif' };

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
