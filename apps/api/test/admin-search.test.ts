import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { jobApplications, leads, trainerApplications, users } from '@curio/db';
import {
  CONSOLE_SEARCH_PER_GROUP,
  envelope,
  MESSAGES,
  ZConsoleSearchReply,
  type TConsoleSearchReply,
} from '@curio/shared';
import { NEWEST_ACCOUNTS_READ_FIRST } from '#api/modules/search/console-repository.ts';
import { useTestApp } from './helpers/app.ts';
import { call, expectStaffOnly, type Auth } from './helpers/catalogue-admin.ts';
import { aCourseInStock, anOrder } from './helpers/commerce.ts';
import { aCategory, aCourse } from './helpers/courses.ts';
import { testDatabase } from './helpers/database.ts';
import { adminAuth, editorAuth, signedInUser } from './helpers/users.ts';

const searchUrl = (q: string) => `/api/admin/search?q=${encodeURIComponent(q)}`;

async function search(app: FastifyInstance, auth: Auth, q: string): Promise<TConsoleSearchReply> {
  const res = await call(app, 'GET', searchUrl(q), auth);
  expect(res.statusCode, res.body).toBe(200);
  return envelope(ZConsoleSearchReply.strict()).parse(res.json()).data;
}

/** An account made `daysAgo` days ago, straight into the database (it never logs in). */
async function anAccount(name: string, email: string, daysAgo: number) {
  const { db } = await testDatabase();
  await db.insert(users).values({
    name,
    email,
    phone: '9845012345',
    passwordHash: 'not-a-login',
    createdAt: sql`now() - make_interval(days => ${daysAgo})`,
  });
}

/** Each group's titles, by group. */
const titles = (reply: TConsoleSearchReply) =>
  Object.fromEntries(reply.groups.map((group) => [group.group, group.items.map((hit) => hit.title)]));

describe('GET /api/admin/search', () => {
  const ctx = useTestApp();

  it('finds a course by name or slug whatever its status, an order by reference or email, a user, an enquiry', async () => {
    const category = await aCategory();
    const draft = await aCourse(category, {
      name: 'Kotlin Coroutines',
      slug: 'kotlin-async',
      status: 'draft',
    });
    await aCourse(category, { name: 'Swift Basics', slug: 'swift-basics' });
    const course = await aCourseInStock({ name: 'Data Engineering' });
    const learner = await signedInUser(ctx.app, { name: 'Meera Kotlinski', email: 'meera.k@example.com' });
    const order = await anOrder(ctx.app, learner.auth, [{ courseId: course.id }]);
    const { db } = await testDatabase();
    const [lead] = await db
      .insert(leads)
      .values({ name: 'Kotlin Corp', email: 'hr@kotlin-corp.example', comment: 'Training for 40.' })
      .returning();
    await db.insert(trainerApplications).values({
      name: 'Ravi Kotla',
      email: 'ravi@example.com',
      phone: '9845012345',
      expertise: 'Android',
      experienceYears: 6,
      message: 'I teach.',
    });
    const admin = await adminAuth(ctx.app);

    const byName = await search(ctx.app, admin, 'kotl');
    expect(byName.groups.map((group) => group.group)).toEqual(['courses', 'orders', 'users', 'enquiries']);
    expect(titles(byName)).toEqual({
      courses: ['Kotlin Coroutines'],
      orders: [],
      users: ['Meera Kotlinski'],
      enquiries: expect.arrayContaining(['Kotlin Corp', 'Ravi Kotla']),
    });
    const [courseHit] = byName.groups[0]?.items ?? [];
    expect(courseHit).toEqual({ _id: draft.id, title: 'Kotlin Coroutines', detail: '/kotlin-async · Draft' });
    const enquiries = byName.groups[3]?.items ?? [];
    expect(enquiries.find((hit) => hit.title === 'Kotlin Corp')).toEqual({
      _id: lead?.id,
      title: 'Kotlin Corp',
      detail: 'hr@kotlin-corp.example · Enquiry',
      inbox: 'leads',
    });
    expect(enquiries.find((hit) => hit.title === 'Ravi Kotla')?.inbox).toBe('trainer-applications');

    expect(titles(await search(ctx.app, admin, 'swift-bas')).courses).toEqual(['Swift Basics']);
    // An order by its reference, with or without the prefix, and by its learner's email.
    for (const q of [order.reference, order.reference.slice(4, 10).toLowerCase(), 'meera.k@']) {
      const reply = await search(ctx.app, admin, q);
      expect(reply.groups.find((group) => group.group === 'orders')?.items, q).toEqual([
        { _id: order._id, title: order.reference, detail: 'meera.k@example.com · Pending payment' },
      ]);
    }
  });

  it('gives an editor only what an editor may open: courses and enquiries, never orders or users', async () => {
    const course = await aCourseInStock({ name: 'Ledger Basics' });
    const learner = await signedInUser(ctx.app, { name: 'Ledger Fan', email: 'ledger@example.com' });
    await anOrder(ctx.app, learner.auth, [{ courseId: course.id }]);
    const { db } = await testDatabase();
    await db.insert(jobApplications).values({
      jobTitle: 'Trainer',
      name: 'Ledger Applicant',
      email: 'applicant@example.com',
      phone: '9845012345',
      coverLetter: 'Hello.',
    });
    const reply = await search(ctx.app, await editorAuth(ctx.app), 'ledger');
    expect(reply.groups.map((group) => group.group)).toEqual(['courses', 'enquiries']);
    expect(titles(reply)).toEqual({ courses: ['Ledger Basics'], enquiries: ['Ledger Applicant'] });
    expect(JSON.stringify(reply)).not.toContain('ledger@example.com');
  });

  it('answers at most a few of each group, says there are more, and ranks a match at the start first', async () => {
    const category = await aCategory();
    const count = CONSOLE_SEARCH_PER_GROUP + 2;
    for (let i = 0; i < count; i++) await aCourse(category, { name: `Intro to Python ${i}` });
    await aCourse(category, { name: 'Python Pro' });
    const reply = await search(ctx.app, await editorAuth(ctx.app), 'python');
    const courses = reply.groups.find((group) => group.group === 'courses');
    expect(courses?.items).toHaveLength(CONSOLE_SEARCH_PER_GROUP);
    expect(courses?.hasMore).toBe(true);
    expect(courses?.items[0]?.title).toBe('Python Pro');
    expect(reply.groups.find((group) => group.group === 'enquiries')).toEqual({
      group: 'enquiries',
      items: [],
      hasMore: false,
    });
  });

  it('ranks accounts whose name starts with the text first, then those that contain it, each newest first', async () => {
    await anAccount('Ravi Iyer', 'ravi@example.com', 30);
    await anAccount('Asha Raviprakash', 'asha@example.com', 1);
    await anAccount('Ravindra Nair', 'rn@example.com', 2);
    await anAccount('Meera Shah', 'meera.ravi@example.com', 3);
    await anAccount('Omar Haddad', 'omar@example.com', 0);
    const reply = await search(ctx.app, await adminAuth(ctx.app), 'RAVI');
    expect(titles(reply).users).toEqual(['Ravindra Nair', 'Ravi Iyer', 'Asha Raviprakash', 'Meera Shah']);
  });

  it(`finds the newest accounts among the newest ${NEWEST_ACCOUNTS_READ_FIRST} and older ones through the indexes, in the same order`, async () => {
    const { db } = await testDatabase();
    const extra = 300;
    // Accounts 1…N: the higher the newer. Every tenth name holds 'Quill' (a match among the newest); an
    // account whose name starts 'Zephyr' and two containing 'zephyr' are older than all of the newest.
    await db.execute(sql`
      insert into ${users} (name, email, phone, password_hash, created_at)
      select case when g % 10 = 0 then 'Asha Quill ' || g else 'Ravi Menon ' || g end,
             'bulk' || g || '@example.com', '9845012345', 'not-a-login',
             now() - make_interval(secs => ${NEWEST_ACCOUNTS_READ_FIRST + extra} - g)
      from generate_series(1, ${NEWEST_ACCOUNTS_READ_FIRST + extra}) g`);
    await anAccount('Zephyr Old', 'z1@example.com', 40);
    await anAccount('Kenji Zephyrson', 'z2@example.com', 30);
    await anAccount('Lena Moreau', 'lena.zephyr@example.com', 50);
    const admin = await adminAuth(ctx.app);
    const total = NEWEST_ACCOUNTS_READ_FIRST + extra;

    // Dense: the newest five 'Quill' accounts, and more.
    const quill = (await search(ctx.app, admin, 'quill')).groups.find((group) => group.group === 'users');
    const newestQuills = [0, 1, 2, 3, 4].map((i) => `Asha Quill ${total - 10 * i}`);
    expect(quill?.items.map((hit) => hit.title)).toEqual(newestQuills);
    expect(quill?.hasMore).toBe(true);
    // Rare: only older accounts match, found through the indexes.
    expect(titles(await search(ctx.app, admin, 'zephyr')).users).toEqual([
      'Zephyr Old',
      'Kenji Zephyrson',
      'Lena Moreau',
    ]);
    // An old account whose name starts with the text comes before the newest that only contain it.
    await anAccount('Quillon Early', 'early@example.com', 400);
    expect(titles(await search(ctx.app, admin, 'quill')).users).toEqual([
      'Quillon Early',
      ...newestQuills.slice(0, 4),
    ]);
  });

  it('takes the query literally: % and _ are not wildcards', async () => {
    const category = await aCategory();
    await aCourse(category, { name: 'SQL 100% Practical' });
    await aCourse(category, { name: 'SQL Basics' });
    expect(titles(await search(ctx.app, await editorAuth(ctx.app), '100%')).courses).toEqual([
      'SQL 100% Practical',
    ]);
    expect(titles(await search(ctx.app, await editorAuth(ctx.app), '_')).courses).toEqual([]);
  });

  it('answers an empty, too long or control-character query 400', async () => {
    const editor = await editorAuth(ctx.app);
    for (const q of ['', '   ', 'x'.repeat(101), 'a\u0000b']) {
      const res = await call(ctx.app, 'GET', searchUrl(q), editor);
      expect(res.statusCode, JSON.stringify(q)).toBe(400);
      expect(res.json().errors[0].field).toBe('q');
    }
    expect((await call(ctx.app, 'GET', '/api/admin/search', editor)).statusCode).toBe(400);
  });

  it('is for staff: 401 without a token, 403 to a learner', async () => {
    const learner = await signedInUser(ctx.app);
    await expectStaffOnly(ctx.app, learner.auth, [['GET', searchUrl('kotlin'), undefined]]);
    const res = await call(ctx.app, 'GET', searchUrl(''), learner.auth);
    expect(res.json()).toEqual({ statusCode: 403, message: MESSAGES.auth.forbidden, data: null });
  });
});
