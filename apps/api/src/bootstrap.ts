import { openDatabase, seedDemo, type DbHandle } from '@curio/db';
import type { Config } from './config.ts';
import { hashPassword } from './lib/passwords.ts';
import { createUserRepository } from './modules/user/repository.ts';
import { contentSeedHooks } from './modules/content/seed-hooks.ts';
import path from 'node:path';

/** Opens the configured database (migrations applied), seeds an empty one, ensures the admin. */
export async function prepareDatabase(config: Config, log: (msg: string) => void): Promise<DbHandle> {
  const handle = await openDatabase(
    config.databaseUrl
      ? { kind: 'postgres', url: config.databaseUrl }
      : { kind: 'pglite', dataDir: path.join(config.dataDir, 'db') },
  );
  log(`database ready (${handle.kind})`);
  if (config.seed === 'demo' && (await seedDemo(handle.db, { hashPassword, ...contentSeedHooks })))
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
