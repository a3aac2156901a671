import { openDatabase, seedDemo, type DbHandle, type DbTarget, type OpenDatabaseOptions } from '@curio/db';
import type { Config } from './config.ts';
import { hashPassword } from './lib/passwords.ts';
import { seedImageStore } from './lib/seed-images.ts';
import { seedMediaStore } from './lib/seed-media.ts';
import { openFileStorage } from './lib/storage/index.ts';
import { createUserRepository } from '#api/modules/user/index.ts';
import { contentSeedHooks } from '#api/modules/content/index.ts';
import path from 'node:path';

/** The database the configuration names: PostgreSQL with DATABASE_URL, else PGlite under DATA_DIR/db. */
export const databaseTarget = (config: Pick<Config, 'databaseUrl' | 'dataDir'>): DbTarget =>
  config.databaseUrl
    ? { kind: 'postgres', url: config.databaseUrl }
    : { kind: 'pglite', dataDir: path.join(config.dataDir, 'db') };

type DbErrorHandler = NonNullable<OpenDatabaseOptions['onError']>;

/**
 * Opens the configured database (migrations applied), seeds an empty one, ensures the admin.
 * `onDatabaseError` hears of every PostgreSQL connection that drops later on (the pool reconnects by itself);
 * by default it goes to `log`.
 */
export async function prepareDatabase(
  config: Config,
  log: (msg: string) => void,
  onDatabaseError: DbErrorHandler = (err, { connection }) =>
    log(`database connection lost (${connection}): ${err.message}${err.code ? ` (${err.code})` : ''}`),
): Promise<DbHandle> {
  const handle = await openDatabase(databaseTarget(config), { onError: onDatabaseError });
  log(`database ready (${handle.kind})`);
  const storage = openFileStorage(config, handle.db);
  const storeSeedImage = seedImageStore(storage, config.webDist);
  const storeSeedMedia = seedMediaStore(storage);
  if (
    config.seed === 'demo' &&
    (await seedDemo(handle.db, { hashPassword, ...contentSeedHooks, storeSeedImage, storeSeedMedia }))
  )
    log('demo content seeded');
  if (config.admin) {
    const users = createUserRepository(handle.db);
    await users.upsertAdmin({
      email: config.admin.email.toLowerCase(),
      name: 'Site Administrator',
      phone: '9000000000',
      passwordHash: await hashPassword(config.admin.password),
    });
    log(`admin ${config.admin.email} ready`);
  }
  return handle;
}
