import { count } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { siteSettings, users } from '../schema.ts';
import { seedContent } from './content.ts';
import { seedCommerce } from './commerce.ts';
import { seedCourses } from './courses.ts';
import { seedImage } from './images.ts';
import { seedLearning } from './learning.ts';
import type { SeedOptions } from './options.ts';
import { DEMO_SITE_SETTINGS } from './site-settings.ts';

export const DEMO_LEARNER = {
  email: 'learner@curio.example',
  name: 'Asha Verma',
  phone: '9876543210',
  password: 'Learner123',
} as const;

/**
 * The demo editor (catalogue, content, reviews, enquiries in the console). There is no demo admin: the
 * admin is the operator's own account, from ADMIN_EMAIL and ADMIN_PASSWORD (docs/product.md#console).
 */
export const DEMO_EDITOR = {
  email: 'editor@curio.example',
  name: 'Ravi Menon',
  phone: '9123456780',
  password: 'Editor123',
} as const;

/**
 * Demo content for a fresh install. Each part seeds only while its own tables are empty and every insert
 * is conflict-safe, so running it twice (or racing two processes) changes nothing. Returns whether
 * anything was written.
 */
export async function seedDemo(db: Db, options: SeedOptions): Promise<boolean> {
  const seededAccounts = await seedAccounts(db, options);
  const seededCourses = await seedCourses(db, options);
  const seededContent = await seedContent(db, options);
  const seededCommerce = await seedCommerce(db, DEMO_LEARNER.email);
  const seededLearning = await seedLearning(db, options, DEMO_LEARNER.email);
  return seededAccounts || seededCourses || seededContent || seededCommerce || seededLearning;
}

async function seedAccounts(db: Db, options: SeedOptions): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(users);
  if ((row?.n ?? 0) > 0) return false;

  await db
    .insert(siteSettings)
    .values({
      key: 'site',
      value: {
        ...DEMO_SITE_SETTINGS,
        founder: {
          ...DEMO_SITE_SETTINGS.founder,
          photo: await seedImage(DEMO_SITE_SETTINGS.founder.photo, options),
        },
      },
    })
    .onConflictDoNothing({ target: siteSettings.key });

  await db
    .insert(users)
    .values([
      {
        email: DEMO_LEARNER.email,
        name: DEMO_LEARNER.name,
        phone: DEMO_LEARNER.phone,
        passwordHash: await options.hashPassword(DEMO_LEARNER.password),
      },
      {
        email: DEMO_EDITOR.email,
        name: DEMO_EDITOR.name,
        phone: DEMO_EDITOR.phone,
        passwordHash: await options.hashPassword(DEMO_EDITOR.password),
        role: 'editor',
      },
    ])
    .onConflictDoNothing();
  return true;
}
