import path from 'node:path';
import type { Db } from '@curio/db';
import type { Config } from '#api/config.ts';
import { databaseStorage } from './database.ts';
import { diskStorage } from './disk.ts';
import { s3Storage } from './s3.ts';
import type { FileStorage } from './types.ts';

export type { ByteRange, FileInfo, FileRead, FileStorage, StoredFile, StorageKind } from './types.ts';
export {
  contentTypeOf,
  isPublicStorageKey,
  isStorageKey,
  PRIVATE_STORAGE_FOLDER,
  RangeNotSatisfiableError,
  strongEtag,
} from './types.ts';
export { databaseStorage, diskStorage, s3Storage };

/** Disk uploads live in DATA_DIR/uploads/<folder>/ (the disk transport, and what `uploads:migrate` moves). */
export const uploadsDirOf = (dataDir: string) => path.join(dataDir, 'uploads');

/**
 * The uploads' storage that STORAGE selects (ADR 016): `disk` (DATA_DIR/uploads, the embedded database's
 * default), `database` (the `stored_files` table, the default with PostgreSQL, so every instance sees every
 * file) or `s3` (a bucket, path-style). Every upload, its variants and the demo seed's images go through it,
 * and `/uploads/<key>` serves from it (plugins/static.ts).
 */
export function openFileStorage(config: Pick<Config, 'storage' | 'dataDir'>, db: Db): FileStorage {
  const { storage } = config;
  switch (storage.kind) {
    case 'disk':
      return diskStorage(uploadsDirOf(config.dataDir));
    case 'database':
      return databaseStorage(db);
    case 's3':
      return s3Storage(storage);
  }
}
