import { tempDir } from './helpers/temp.ts';
import { count, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { DEMO_EDITOR, DEMO_LEARNER, seedDemo, users } from '@curio/db';
import { buildApp } from '#api/app.ts';
import { prepareDatabase } from '#api/bootstrap.ts';
import { hashPassword } from '#api/lib/passwords.ts';
import { contentSeedHooks } from '#api/modules/content/seed-hooks.ts';
import { createTestApp, testConfig } from './helpers/app.ts';
import { resetDatabase, testDatabase } from './helpers/database.ts';
import { aUser, logIn, signUp } from './helpers/users.ts';

const quiet = () => undefined;
/** Each test migrates and seeds fresh databases: minutes on a machine whose cores are busy with other work. */
const FRESH_DATABASES = { timeout: 240_000 };

describe('restart safety (embedded database)', FRESH_DATABASES, () => {
  it('keeps data written before a restart', async () => {
    const config = testConfig({ dataDir: tempDir('restart'), seed: 'demo' });
    const user = aUser();

    const firstDb = await prepareDatabase(config, quiet);
    expect(firstDb.kind).toBe('pglite');
    const first = await buildApp({ config, database: firstDb, logger: false });
    await signUp(first, user);
    await first.close();
    await firstDb.close();

    const secondDb = await prepareDatabase(config, quiet);
    const second = await buildApp({ config, database: secondDb, logger: false });
    try {
      const { user: again } = await logIn(second, user);
      expect(again.email).toBe(user.email);
      // The demo learner was seeded once, not again on the second start.
      const [row] = await secondDb.db
        .select({ n: count() })
        .from(users)
        .where(eq(users.email, DEMO_LEARNER.email));
      expect(row?.n).toBe(1);
    } finally {
      await second.close();
      await secondDb.close();
    }
  });
});

describe('demo seed and admin', FRESH_DATABASES, () => {
  beforeEach(resetDatabase);

  it('seeds an empty database once and is idempotent', async () => {
    const { db } = await testDatabase();
    expect(await seedDemo(db, { hashPassword, ...contentSeedHooks })).toBe(true);
    expect(await seedDemo(db, { hashPassword, ...contentSeedHooks })).toBe(false);
    const app = await createTestApp();
    try {
      const { user } = await logIn(app, DEMO_LEARNER);
      expect(user.name).toBe(DEMO_LEARNER.name);
      // The README's demo staff login: an editor (the admin comes from ADMIN_EMAIL and ADMIN_PASSWORD).
      const { user: editor } = await logIn(app, DEMO_EDITOR);
      expect(editor.role).toBe('editor');
    } finally {
      await app.close();
    }
  });

  it('creates the configured admin, then updates its password on the next start', async () => {
    const dataDir = tempDir('admin');
    const first = testConfig({ dataDir, admin: { email: 'Ops@Curio.example', password: 'first-password' } });
    await (await prepareDatabase(first, quiet)).close();
    await (
      await prepareDatabase(
        { ...first, admin: { email: 'ops@curio.example', password: 'second-password' } },
        quiet,
      )
    ).close();
    const reopened = await prepareDatabase({ ...first, admin: undefined }, quiet);
    const app = await buildApp({ config: first, database: reopened, logger: false });
    try {
      const { user } = await logIn(app, { email: 'ops@curio.example', password: 'second-password' });
      expect(user.role).toBe('admin');
      await expect(logIn(app, { email: 'ops@curio.example', password: 'first-password' })).rejects.toThrow(
        /401/,
      );
    } finally {
      await app.close();
      await reopened.close();
    }
  });
});
