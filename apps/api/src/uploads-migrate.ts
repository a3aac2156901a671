import { parseArgs } from 'node:util';
import { openDatabase } from '@curio/db';
import { databaseTarget } from './bootstrap.ts';
import { ConfigError, loadConfig } from './config.ts';
import { writeMissingImageVariants } from './lib/images.ts';
import { errorForConsole } from './lib/log-serializers.ts';
import {
  databaseStorage,
  diskStorage,
  s3Storage,
  uploadsDirOf,
  type FileStorage,
} from './lib/storage/index.ts';
import { copyStoredFiles } from './lib/storage/migrate.ts';

const USAGE = 'usage: npm run uploads:migrate -- --to database|s3';

/**
 * `npm run uploads:migrate -- --to database|s3`: copies the uploads under DATA_DIR/uploads into
 * PostgreSQL (DATABASE_URL) or the bucket (S3_*), read from the same variables as the server's, and says how
 * many it copied. Run it again at any time: what the target has is skipped. The files on disk stay; delete
 * them once the site runs with STORAGE set to the target.
 */
async function main() {
  const { values } = parseArgs({ options: { to: { type: 'string' } } });
  if (values.to !== 'database' && values.to !== 's3') {
    console.error(USAGE);
    process.exit(64); // EX_USAGE
  }
  const config = loadConfig({ ...process.env, STORAGE: values.to });
  const source = diskStorage(uploadsDirOf(config.dataDir));

  const migrateTo = async (target: FileStorage) => {
    // Images stored before responsive variants existed (ADR 010) move with all of theirs.
    const variants = await writeMissingImageVariants(source);
    for (const { key, error } of variants.failed)
      console.warn(`could not write the variants of ${key}: ${String(error)}`);
    const { copied, alreadyThere } = await copyStoredFiles(source, target);
    // The report is the command's output (stdout), not a warning.
    process.stdout.write(
      `uploads:migrate: ${copied} files copied to ${target.kind}, ${alreadyThere} already there (from ${uploadsDirOf(config.dataDir)})\n`,
    );
  };

  if (config.storage.kind === 's3') return migrateTo(s3Storage(config.storage));
  const handle = await openDatabase(databaseTarget(config));
  try {
    await migrateTo(databaseStorage(handle.db));
  } finally {
    await handle.close();
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof ConfigError ? err.message : errorForConsole(err));
  process.exit(1);
});
