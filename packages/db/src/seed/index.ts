import { count } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { siteSettings, users } from '../schema.ts';
import { DEMO_SITE_SETTINGS } from './site-settings.ts';

export const DEMO_LEARNER = {
  email: 'learner@curio.example',
  name: 'Asha Verma',
  phone: '9876543210',
  password: 'Learner123',
} as const;

export interface SeedOptions {
  /** Hashing lives in the API (argon2id settings are its concern); the seed is handed the function. */
  hashPassword: (plain: string) => Promise<string>;
}

/**
 * Demo content for a fresh install. Runs only on an empty database and every insert is
 * conflict-safe, so running it twice (or racing two processes) changes nothing.
 */
export async function seedDemo(db: Db, { hashPassword }: SeedOptions): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(users);
  if ((row?.n ?? 0) > 0) return false;

  await db
    .insert(siteSettings)
    .values({ key: 'site', value: DEMO_SITE_SETTINGS })
    .onConflictDoNothing({ target: siteSettings.key });

  await db
    .insert(users)
    .values({
      email: DEMO_LEARNER.email,
      name: DEMO_LEARNER.name,
      phone: DEMO_LEARNER.phone,
      passwordHash: await hashPassword(DEMO_LEARNER.password),
    })
    .onConflictDoNothing();
  return true;
}
