import {
  openDatabase,
  seedDemo,
  type Db,
  type DbHandle,
  type DbTarget,
  type OpenDatabaseOptions,
} from '@curio/db';
import type { Config } from './config.ts';
import { hashPassword } from './lib/passwords.ts';
import { seedImageStore } from './lib/seed-images.ts';
import { seedMediaStore } from './lib/seed-media.ts';
import { openFileStorage } from './lib/storage/index.ts';
import { createUserRepository } from '#api/modules/user/index.ts';
import { contentSeedHooks } from '#api/modules/content/index.ts';
import { createCertificateIssuer, openCredentialKeys } from '#api/modules/certificates/index.ts';
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
  if (config.seed === 'demo' && (await seedDemoWithCertificates(handle.db, config)))
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

/**
 * The demo seed, with the hooks it takes from the API: the write paths' cleaners, the storage for its images
 * and media, and the certificate issuer, so the demo learner holds the certificate of the course they
 * finished (its credential signed with the site's key, like any other; docs/product.md#demo-content).
 */
export async function seedDemoWithCertificates(db: Db, config: Config): Promise<boolean> {
  const storage = openFileStorage(config, db);
  const keys = await openCredentialKeys(db);
  try {
    const issuer = createCertificateIssuer({ db, keys, siteUrl: config.publicUrl });
    return await seedDemo(db, {
      hashPassword,
      ...contentSeedHooks,
      storeSeedImage: seedImageStore(storage, config.webDist),
      storeSeedMedia: seedMediaStore(storage),
      issueSeedCertificate: async (tx, grant) => {
        // In the site's notifications, without a mail: nobody reads the demo learner's mailbox.
        await issuer.issue({ ...grant, method: 'completion', issuedBy: null, notify: true }, tx);
      },
    });
  } finally {
    keys.close();
  }
}
