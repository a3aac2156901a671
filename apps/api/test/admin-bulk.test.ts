import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, courses, leads, orderStatusEvents, reviews } from '@curio/db';
import {
  BULK_MAX_IDS,
  BULK_MESSAGES,
  envelope,
  MESSAGES,
  ORDER_ADMIN_MESSAGES,
  REVIEW_ADMIN_MESSAGES,
  ZBulkResult,
  type TBulkResult,
} from '@curio/shared';
import { useTestApp } from './helpers/app.ts';
import { call, expectStaffOnly, type Auth } from './helpers/catalogue-admin.ts';
import { aCourseInStock, anOrder, get, post } from './helpers/commerce.ts';
import { aCategory, aCourse } from './helpers/courses.ts';
import { csvRecords } from './helpers/csv.ts';
import { testDatabase } from './helpers/database.ts';
import { adminAuth, editorAuth, signedInUser } from './helpers/users.ts';

const urls = {
  courses: '/api/admin/courses/bulk/status',
  hide: '/api/admin/reviews/bulk/hide',
  unhide: '/api/admin/reviews/bulk/unhide',
  orders: '/api/admin/orders/bulk/status',
};

const db = async () => (await testDatabase()).db;

/** A bulk request that must be answered 200: the results, checked against the schema, and the message. */
async function bulk(app: FastifyInstance, url: string, auth: Auth, body: object) {
  const res = await call(app, 'POST', url, auth, body);
  expect(res.statusCode, res.body).toBe(200);
  return { ...envelope(ZBulkResult.strict()).parse(res.json()).data, message: res.json().message as string };
}

const outcomes = (result: TBulkResult) =>
  result.results.map(({ _id, outcome, reason }) => [_id, outcome, reason]);

const auditOf = async (ids: string[], action: string) =>
  (await db())
    .select()
    .from(auditLog)
    .where(and(inArray(auditLog.entityId, ids), eq(auditLog.action, action)));

/** Every way a bulk body can be wrong is a 400 that names the field and changes nothing. */
async function expectRefusedBodies(app: FastifyInstance, url: string, auth: Auth, valid: object) {
  const bodies: [object, string][] = [
    [{ ...valid, ids: [] }, BULK_MESSAGES.none],
    [{ ...valid, ids: Array.from({ length: BULK_MAX_IDS + 1 }, () => randomUUID()) }, BULK_MESSAGES.tooMany],
    [{ ...valid, ids: ['not-a-uuid'] }, ''],
    [{ ...valid, ids: [randomUUID(), randomUUID()].flatMap((id) => [id, id]) }, BULK_MESSAGES.repeated],
  ];
  for (const [body, message] of bodies) {
    const res = await call(app, 'POST', url, auth, body);
    expect(res.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
    expect(res.json().errors).toEqual(
      expect.arrayContaining([expect.objectContaining({ field: expect.stringMatching(/^ids/) })]),
    );
    if (message) expect(res.json().message).toBe(message);
  }
}

describe('POST /api/admin/courses/bulk/status', () => {
  const ctx = useTestApp();

  it('publishes each course in its own step: the drafts go live, the rest are skipped with the reason', async () => {
    const category = await aCategory();
    const draftA = await aCourse(category, { name: 'Draft A', status: 'draft' });
    const draftB = await aCourse(category, { name: 'Draft B', status: 'draft' });
    const live = await aCourse(category, { name: 'Live C', status: 'published' });
    const gone = randomUUID();
    const editor = await editorAuth(ctx.app);

    const result = await bulk(ctx.app, urls.courses, editor, {
      ids: [draftA.id, live.id, gone, draftB.id],
      status: 'published',
    });
    expect(outcomes(result)).toEqual([
      [draftA.id, 'changed', null],
      [live.id, 'skipped', 'already published'],
      [gone, 'skipped', BULK_MESSAGES.notFound],
      [draftB.id, 'changed', null],
    ]);
    expect(result).toMatchObject({ changed: 2, skipped: 2 });
    expect(result.message).toBe('2 published, 2 skipped (already published; no longer exists)');

    // The catalogue follows at once, and each change has its audit row, as the single change writes it.
    const catalogue = await ctx.app.inject({ method: 'GET', url: '/api/course' });
    expect(
      catalogue
        .json()
        .data.map((c: { name: string }) => c.name)
        .sort(),
    ).toEqual(['Draft A', 'Draft B', 'Live C']);
    const audits = await auditOf([draftA.id, draftB.id, live.id], 'status');
    expect(audits.map((row) => [row.entityId, row.before, row.after]).sort()).toEqual(
      [
        [draftA.id, { status: 'draft' }, { status: 'published' }],
        [draftB.id, { status: 'draft' }, { status: 'published' }],
      ].sort(),
    );
  });

  it('unpublishes to draft, and the site drops them', async () => {
    const category = await aCategory();
    const one = await aCourse(category, { name: 'One', status: 'published' });
    const two = await aCourse(category, { name: 'Two', status: 'published' });
    const result = await bulk(ctx.app, urls.courses, await adminAuth(ctx.app), {
      ids: [one.id, two.id],
      status: 'draft',
    });
    expect(result.message).toBe('2 unpublished');
    const rows = await (await db()).select({ status: courses.status }).from(courses);
    expect(rows.map((row) => row.status)).toEqual(['draft', 'draft']);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/course' })).json().data).toEqual([]);
  });

  it('answers bad input 400 and changes nothing; archive is not a bulk action', async () => {
    const category = await aCategory();
    const course = await aCourse(category, { status: 'draft' });
    const editor = await editorAuth(ctx.app);
    await expectRefusedBodies(ctx.app, urls.courses, editor, { ids: [course.id], status: 'published' });
    const archive = await call(ctx.app, 'POST', urls.courses, editor, {
      ids: [course.id],
      status: 'archived',
    });
    expect(archive.statusCode).toBe(400);
    const [row] = await (await db()).select({ status: courses.status }).from(courses);
    expect(row?.status).toBe('draft');
    expect(await auditOf([course.id], 'status')).toEqual([]);
  });

  it('is for staff: 401 without a token, 403 to a learner, before the body is read', async () => {
    const learner = await signedInUser(ctx.app);
    await expectStaffOnly(ctx.app, learner.auth, [
      ['POST', urls.courses, { ids: [randomUUID()], status: 'published' }],
      ['POST', urls.courses, 'not even json'],
    ]);
  });
});

describe('POST /api/admin/reviews/bulk/hide and /unhide', () => {
  const ctx = useTestApp();

  async function threeReviews() {
    const course = await aCourseInStock({ name: 'Cloud Foundations' });
    const ids: string[] = [];
    for (const comment of ['First', 'Second', 'Third']) {
      const author = await signedInUser(ctx.app);
      const res = await post(ctx.app, `/api/course/${course.id}/review`, author.auth, { rating: 4, comment });
      expect(res.statusCode, res.body).toBe(201);
      ids.push(res.json().data._id);
    }
    return { course, ids };
  }

  const publicComments = async (courseId: string) =>
    (await ctx.app.inject({ method: 'GET', url: `/api/course/${courseId}/reviews` }))
      .json()
      .data.map((review: { comment: string }) => review.comment);

  it('hides each review with the one reason, skips one already hidden, and the course page follows', async () => {
    const { course, ids } = await threeReviews();
    const [first, second, third] = ids as [string, string, string];
    const editor = await editorAuth(ctx.app);
    await post(ctx.app, `/api/admin/reviews/${first}/hide`, editor, { reason: 'Spam' });
    expect(await publicComments(course.id)).toHaveLength(2);

    const result = await bulk(ctx.app, urls.hide, editor, {
      ids: [first, second, third],
      reason: ' Off topic ',
    });
    expect(outcomes(result)).toEqual([
      [first, 'skipped', 'already hidden'],
      [second, 'changed', null],
      [third, 'changed', null],
    ]);
    expect(result.message).toBe('2 hidden, 1 skipped (already hidden)');
    expect(await publicComments(course.id)).toEqual([]);
    const stored = await (await db()).select().from(reviews).where(inArray(reviews.id, ids));
    expect(Object.fromEntries(stored.map((row) => [row.id, row.hiddenReason]))).toEqual({
      [first]: 'Spam',
      [second]: 'Off topic',
      [third]: 'Off topic',
    });
    const audits = await auditOf(ids, 'hide');
    expect(audits).toHaveLength(3);
    expect(audits.filter((row) => row.entityId !== first).map((row) => row.after)).toEqual([
      { hidden: true, hiddenReason: 'Off topic' },
      { hidden: true, hiddenReason: 'Off topic' },
    ]);

    const shown = await bulk(ctx.app, urls.unhide, editor, { ids: [second, third] });
    expect(shown.message).toBe('2 visible again');
    expect((await publicComments(course.id)).sort()).toEqual(['Second', 'Third']);
    expect(await auditOf(ids, 'unhide')).toHaveLength(2);
    const again = await bulk(ctx.app, urls.unhide, editor, { ids: [second] });
    expect(outcomes(again)).toEqual([[second, 'skipped', 'already visible']]);
  });

  it('asks for a reason as the single hide does, and answers bad ids 400; nothing changes', async () => {
    const { course, ids } = await threeReviews();
    const editor = await editorAuth(ctx.app);
    const noReason = await call(ctx.app, 'POST', urls.hide, editor, { ids, reason: '   ' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().message).toBe(REVIEW_ADMIN_MESSAGES.reasonRequired);
    await expectRefusedBodies(ctx.app, urls.hide, editor, { ids, reason: 'Spam' });
    await expectRefusedBodies(ctx.app, urls.unhide, editor, { ids });
    expect(await publicComments(course.id)).toHaveLength(3);
    expect(await auditOf(ids, 'hide')).toEqual([]);
  });

  it('is for staff: 401 without a token, 403 to a learner', async () => {
    const learner = await signedInUser(ctx.app);
    await expectStaffOnly(ctx.app, learner.auth, [
      ['POST', urls.hide, { ids: [randomUUID()], reason: 'Spam' }],
      ['POST', urls.unhide, { ids: [randomUUID()] }],
    ]);
  });
});

describe('POST /api/admin/orders/bulk/status and the selection’s export', () => {
  const ctx = useTestApp();

  async function orders(count: number) {
    const course = await aCourseInStock({ name: 'Data Engineering', priceCents: 4900 });
    const placed = [];
    for (let i = 0; i < count; i++) {
      const learner = await signedInUser(ctx.app, { name: `Learner ${i + 1}` });
      placed.push(await anOrder(ctx.app, learner.auth, [{ courseId: course.id }]));
    }
    return placed.map((order) => order._id);
  }

  it('moves each order it may, refuses the others with why, and records each move like the single one', async () => {
    const [pending, confirmed, completed] = (await orders(3)) as [string, string, string];
    const admin = await adminAuth(ctx.app);
    await bulk(ctx.app, urls.orders, admin, { ids: [confirmed, completed], status: 'confirmed' });
    await bulk(ctx.app, urls.orders, admin, { ids: [completed], status: 'completed' });

    const result = await bulk(ctx.app, urls.orders, admin, {
      ids: [pending, confirmed, completed],
      status: 'cancelled',
      note: 'Course withdrawn',
    });
    const refusal = ORDER_ADMIN_MESSAGES.transitionRefused('completed', 'cancelled');
    expect(outcomes(result)).toEqual([
      [pending, 'changed', null],
      [confirmed, 'changed', null],
      [completed, 'skipped', refusal],
    ]);
    expect(result.message).toBe(`2 moved to Cancelled, 1 skipped (${refusal.replace(/\.$/, '')})`);

    const events = await (
      await db()
    )
      .select()
      .from(orderStatusEvents)
      .where(and(eq(orderStatusEvents.toStatus, 'cancelled')));
    expect(events.map((event) => [event.orderId, event.fromStatus, event.note]).sort()).toEqual(
      [
        [pending, 'pending', 'Course withdrawn'],
        [confirmed, 'confirmed', 'Course withdrawn'],
      ].sort(),
    );
    const audits = await auditOf([pending, confirmed, completed], 'status');
    expect(audits.filter((row) => (row.after as { status: string }).status === 'cancelled')).toHaveLength(2);
    const order = await get(ctx.app, `/api/admin/orders/${completed}`, admin);
    expect(order.json().data.status).toBe('completed');
  });

  it('exports only the selected orders and enquiries as CSV', async () => {
    const [first, second, third] = (await orders(3)) as [string, string, string];
    const admin = await adminAuth(ctx.app);
    const csv = await get(ctx.app, `/api/admin/orders.csv?ids=${first},${third}`, admin);
    expect(csv.statusCode, csv.body).toBe(200);
    const references = csvRecords(csv.body).map((row) => row.Reference);
    const reference = (id: string) => `CUR-${id.replaceAll('-', '').slice(0, 8).toUpperCase()}`;
    expect(references.sort()).toEqual([reference(first), reference(third)].sort());
    expect(references).not.toContain(reference(second));

    const [kept, other] = await (
      await db()
    )
      .insert(leads)
      .values([
        { name: 'Asha Rao', email: 'asha@example.com', comment: 'Training for 20.' },
        { name: 'Bela Iyer', email: 'bela@example.com', comment: 'Training for 30.' },
      ])
      .returning();
    const leadsCsv = await get(ctx.app, `/api/admin/leads.csv?ids=${kept?.id}`, await editorAuth(ctx.app));
    expect(leadsCsv.statusCode, leadsCsv.body).toBe(200);
    expect(csvRecords(leadsCsv.body).map((row) => row.Email)).toEqual(['asha@example.com']);
    expect(leadsCsv.body).not.toContain(other?.email);
  });

  it('refuses a malformed selection (400) and an unknown status, moving nothing', async () => {
    const [pending] = (await orders(1)) as [string];
    const admin = await adminAuth(ctx.app);
    await expectRefusedBodies(ctx.app, urls.orders, admin, { ids: [pending], status: 'confirmed' });
    const status = await call(ctx.app, 'POST', urls.orders, admin, { ids: [pending], status: 'shipped' });
    expect(status.statusCode).toBe(400);
    expect((await get(ctx.app, `/api/admin/orders.csv?ids=${pending},nope`, admin)).statusCode).toBe(400);
    const order = await get(ctx.app, `/api/admin/orders/${pending}`, admin);
    expect(order.json().data.status).toBe('pending');
  });

  it('is for admins: 401 without a token, 403 to a learner and to an editor', async () => {
    const learner = await signedInUser(ctx.app);
    const body = { ids: [randomUUID()], status: 'confirmed' };
    await expectStaffOnly(ctx.app, learner.auth, [['POST', urls.orders, body]]);
    const editor = await call(ctx.app, 'POST', urls.orders, await editorAuth(ctx.app), 'junk');
    expect(editor.statusCode).toBe(403);
    expect(editor.json().message).toBe(MESSAGES.auth.forbidden);
  });
});
