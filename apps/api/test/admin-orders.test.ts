import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, orderItems, orders, orderStatusEvents } from '@curio/db';
import {
  COMMERCE_MESSAGES as M,
  MESSAGES,
  ORDER_STATUS_LABELS,
  ORDER_ADMIN_MESSAGES,
  ORDER_STATUS_NOTICES,
  ZAdminOrder,
  ZAdminOrderSummary,
  ZConsolePage,
  envelope,
  type TAdminOrder,
  type TOrder,
  type TOrderStatus,
} from '@curio/shared';
import { useTestAppWithMail } from './helpers/app.ts';
import {
  aCourseInStock,
  anOrder,
  get,
  orderTableSizes,
  readableMail,
  readNotifications,
  type Auth,
} from './helpers/commerce.ts';
import { csvRecords } from './helpers/csv.ts';
import { testDatabase } from './helpers/database.ts';
import { adminAuth, editorAuth, signedInUser } from './helpers/users.ts';

const ZOrderPage = envelope(ZConsolePage(ZAdminOrderSummary));

/** A learner with one placed (pending) order of the course. */
async function aPlacedOrder(app: FastifyInstance, overrides: { name?: string; priceCents?: number } = {}) {
  const course = await aCourseInStock({
    name: 'Cloud Foundations',
    priceCents: overrides.priceCents ?? 12999,
  });
  const learner = await signedInUser(app, overrides.name ? { name: overrides.name } : {});
  const order = await anOrder(app, learner.auth, [{ courseId: course.id, quantity: 2 }]);
  return { learner, order, course };
}

const listOrders = async (app: FastifyInstance, auth: Auth, query = '') => {
  const res = await get(app, `/api/admin/orders${query ? `?${query}` : ''}`, auth);
  expect(res.statusCode, res.body).toBe(200);
  return ZOrderPage.parse(res.json()).data;
};

const readOrder = async (app: FastifyInstance, auth: Auth, id: string): Promise<TAdminOrder> => {
  const res = await get(app, `/api/admin/orders/${id}`, auth);
  expect(res.statusCode, res.body).toBe(200);
  return envelope(ZAdminOrder.strict()).parse(res.json()).data;
};

const moveStatus = (app: FastifyInstance, auth: Auth, id: string, payload: object) =>
  app.inject({ method: 'PATCH', url: `/api/admin/orders/${id}/status`, headers: auth, payload });

/** Moves an order (must succeed), carrying the version it has now. */
async function move(app: FastifyInstance, auth: Auth, id: string, status: TOrderStatus, note?: string) {
  const { updatedAt } = await readOrder(app, auth, id);
  const res = await moveStatus(app, auth, id, { status, version: updatedAt, ...(note ? { note } : {}) });
  expect(res.statusCode, res.body).toBe(200);
  return envelope(ZAdminOrder).parse(res.json()).data;
}

async function setCreatedAt(orderId: string, createdAt: Date) {
  const { db } = await testDatabase();
  await db.update(orders).set({ createdAt }).where(eq(orders.id, orderId));
}

describe('GET /api/admin/orders', () => {
  const ctx = useTestAppWithMail();

  it('lists every order with its learner and total, newest first, paginated with the total', async () => {
    const first = await aPlacedOrder(ctx.app, { name: 'Asha First' });
    const second = await aPlacedOrder(ctx.app, { name: 'Bela Second', priceCents: 5000 });
    await setCreatedAt(first.order._id, new Date('2026-01-01T10:00:00Z'));
    await setCreatedAt(second.order._id, new Date('2026-02-01T10:00:00Z'));
    const admin = await adminAuth(ctx.app);

    const all = await listOrders(ctx.app, admin);
    expect(all.total).toBe(2);
    expect(all.items.map((o) => o.learner.name)).toEqual(['Bela Second', 'Asha First']);
    expect(all.items[0]).toMatchObject({
      reference: second.order.reference,
      status: 'pending',
      amount: 100,
      currency: 'USD',
      itemCount: 2,
      learner: { _id: second.learner.profile._id, email: second.learner.email },
    });

    const page2 = await listOrders(ctx.app, admin, 'pageSize=1&page=2');
    expect(page2).toMatchObject({ total: 2, page: 2, pageSize: 1 });
    expect(page2.items.map((o) => o._id)).toEqual([first.order._id]);

    const byAmount = await listOrders(ctx.app, admin, 'sort=-amount');
    expect(byAmount.items.map((o) => o._id)).toEqual([first.order._id, second.order._id]);
    const byAmountUp = await listOrders(ctx.app, admin, 'sort=amount');
    expect(byAmountUp.items.map((o) => o._id)).toEqual([second.order._id, first.order._id]);
  });

  it('filters by status, date range, learner (id or part of the email) and course', async () => {
    const a = await aPlacedOrder(ctx.app);
    const b = await aPlacedOrder(ctx.app);
    await setCreatedAt(a.order._id, new Date('2026-03-10T23:59:00Z'));
    await setCreatedAt(b.order._id, new Date('2026-03-11T00:00:00Z'));
    const admin = await adminAuth(ctx.app);
    await move(ctx.app, admin, b.order._id, 'confirmed');
    const ids = async (query: string) => (await listOrders(ctx.app, admin, query)).items.map((o) => o._id);

    expect(await ids('status=confirmed')).toEqual([b.order._id]);
    expect(await ids('status=pending')).toEqual([a.order._id]);
    expect(await ids('status=cancelled')).toEqual([]);
    expect(await ids('from=2026-03-11')).toEqual([b.order._id]);
    expect(await ids('to=2026-03-10')).toEqual([a.order._id]);
    expect(await ids('from=2026-03-10&to=2026-03-11')).toEqual([b.order._id, a.order._id]);
    expect(await ids(`learner=${a.learner.profile._id}`)).toEqual([a.order._id]);
    expect(await ids(`learner=${encodeURIComponent(b.learner.email.slice(0, 14).toUpperCase())}`)).toEqual([
      b.order._id,
    ]);
    expect(await ids('learner=nobody%25')).toEqual([]);
    expect(await ids(`course=${a.course.id}`)).toEqual([a.order._id]);
    expect(await ids(`course=${randomUUID()}`)).toEqual([]);
  });

  it('searches by the reference the learner quotes, or its start, in any case', async () => {
    const { order } = await aPlacedOrder(ctx.app);
    await aPlacedOrder(ctx.app);
    const admin = await adminAuth(ctx.app);
    const found = async (q: string) =>
      (await listOrders(ctx.app, admin, `q=${encodeURIComponent(q)}`)).items.map((o) => o._id);

    expect(order.reference).toMatch(/^CUR-[0-9A-F]{8}$/);
    expect(await found(order.reference)).toEqual([order._id]);
    expect(await found(order.reference.toLowerCase())).toEqual([order._id]);
    expect(await found(order.reference.slice(4))).toEqual([order._id]);
    expect(await found(order._id)).toEqual([order._id]);
    expect(await found('not a reference')).toEqual([]);
  });

  it.each([
    ['an unknown status', 'status=shipped'],
    ['a date that is not a day', 'from=yesterday'],
    ['a malformed course id', 'course=42'],
    ['a page size past the limit', 'pageSize=1000'],
  ])('refuses %s with 400', async (_label, query) => {
    const res = await get(ctx.app, `/api/admin/orders?${query}`, await adminAuth(ctx.app));
    expect(res.statusCode).toBe(400);
  });

  it('answers 401 without a token, 403 to a learner and to an editor (orders are admin only)', async () => {
    for (const url of ['/api/admin/orders', '/api/admin/orders.csv', `/api/admin/orders/${randomUUID()}`]) {
      expect((await get(ctx.app, url, {})).statusCode).toBe(401);
      expect((await get(ctx.app, url, (await signedInUser(ctx.app)).auth)).statusCode).toBe(403);
      const editor = await get(ctx.app, url, await editorAuth(ctx.app));
      expect(editor.statusCode).toBe(403);
      expect(editor.json()).toEqual({ statusCode: 403, message: MESSAGES.auth.forbidden, data: null });
    }
  });
});

describe('GET /api/admin/orders/{id}', () => {
  const ctx = useTestAppWithMail();

  it('shows the lines, address, amounts, learner and a timeline that starts with the placing', async () => {
    const { learner, order } = await aPlacedOrder(ctx.app, { name: 'Priya Sharma' });
    const admin = await adminAuth(ctx.app);
    const detail = await readOrder(ctx.app, admin, order._id);
    const { learner: who, timeline, paymentDetails, refunds, ...asLearnerSees } = detail;
    expect(asLearnerSees).toEqual(order satisfies TOrder);
    expect(paymentDetails).toMatchObject({
      provider: null,
      refundable: 0,
      canRefund: false,
      canMarkPaid: true,
    });
    expect(refunds).toEqual([]);
    expect(who).toEqual({ _id: learner.profile._id, name: 'Priya Sharma', email: learner.email });
    expect(timeline).toEqual([
      {
        _id: expect.any(String),
        from: null,
        to: 'pending',
        actor: { _id: learner.profile._id, email: learner.email },
        note: null,
        createdAt: expect.any(String),
      },
    ]);
  });

  it('answers 404 for an unknown order and 400 for a malformed id', async () => {
    const admin = await adminAuth(ctx.app);
    const unknown = await get(ctx.app, `/api/admin/orders/${randomUUID()}`, admin);
    expect(unknown.json()).toEqual({ statusCode: 404, message: M.orderNotFound, data: null });
    expect((await get(ctx.app, '/api/admin/orders/not-a-uuid', admin)).statusCode).toBe(400);
  });
});

describe('PATCH /api/admin/orders/{id}/status', () => {
  const ctx = useTestAppWithMail();

  it('confirms an order: timeline with who and the note, audit row, notification and email', async () => {
    const { learner, order } = await aPlacedOrder(ctx.app, { name: 'Priya Sharma' });
    const admin = await adminAuth(ctx.app);
    await ctx.app.mailer.flush();
    ctx.smtp.mails.length = 0;

    const moved = await move(ctx.app, admin, order._id, 'confirmed', 'Paid by bank transfer');
    expect(moved.status).toBe('confirmed');
    expect(moved.timeline.map((e) => [e.from, e.to, e.note])).toEqual([
      [null, 'pending', null],
      ['pending', 'confirmed', 'Paid by bank transfer'],
    ]);
    expect(moved.timeline[1]?.actor.email).toBe('ops@curio.example');

    const { db } = await testDatabase();
    const audit = await db.select().from(auditLog).where(eq(auditLog.entityId, order._id));
    expect(audit).toEqual([
      expect.objectContaining({
        action: 'status',
        entity: 'order',
        before: { status: 'pending' },
        after: { status: 'confirmed', note: 'Paid by bank transfer' },
      }),
    ]);
    expect(audit[0]?.actorId).toEqual(moved.timeline[1]?.actor._id);

    const [latest] = await readNotifications(ctx.app, learner.auth);
    expect(latest).toMatchObject({
      title: 'Order confirmed',
      message: `Your order ${order.reference} is confirmed. Your course is ready for you in your profile.`,
    });
    await ctx.app.mailer.flush();
    expect(ctx.smtp.mails.map((m) => m.to)).toEqual([[learner.email]]);
    const mail = readableMail(ctx.smtp.mails[0]?.raw ?? '');
    expect(mail).toContain(`Order confirmed: your`);
    expect(mail).toContain(`Your order ${order.reference} is confirmed.`);
  });

  it.each([
    [[], 'confirmed'],
    [[], 'cancelled'],
    [['confirmed'], 'completed'],
    [['confirmed'], 'cancelled'],
  ] as [TOrderStatus[], TOrderStatus][])('allows %j then %s', async (path, status) => {
    const { order } = await aPlacedOrder(ctx.app);
    const admin = await adminAuth(ctx.app);
    for (const step of path) await move(ctx.app, admin, order._id, step);
    expect((await move(ctx.app, admin, order._id, status)).status).toBe(status);
  });

  it.each([
    [[], 'pending'],
    [[], 'completed'],
    [['confirmed'], 'pending'],
    [['confirmed'], 'confirmed'],
    [['confirmed', 'completed'], 'pending'],
    [['confirmed', 'completed'], 'confirmed'],
    [['confirmed', 'completed'], 'cancelled'],
    [['cancelled'], 'pending'],
    [['cancelled'], 'confirmed'],
    [['cancelled'], 'completed'],
  ] as [TOrderStatus[], TOrderStatus][])(
    'refuses %j then %s with 409 and changes nothing',
    async (path, status) => {
      const { learner, order } = await aPlacedOrder(ctx.app);
      const admin = await adminAuth(ctx.app);
      for (const step of path) await move(ctx.app, admin, order._id, step);
      const before = await readOrder(ctx.app, admin, order._id);
      const sizes = await orderTableSizes();
      const notices = await readNotifications(ctx.app, learner.auth);

      const res = await moveStatus(ctx.app, admin, order._id, { status, version: before.updatedAt });
      expect(res.statusCode).toBe(409);
      const from = path.at(-1) ?? 'pending';
      expect(res.json()).toEqual({
        statusCode: 409,
        message: ORDER_ADMIN_MESSAGES.transitionRefused(from, status),
        data: null,
      });
      expect(await readOrder(ctx.app, admin, order._id)).toEqual(before);
      expect(await orderTableSizes()).toEqual(sizes);
      expect(await readNotifications(ctx.app, learner.auth)).toEqual(notices);
    },
  );

  it('refuses a stale version with 409 and changes nothing (no event, audit, notification or mail)', async () => {
    const { learner, order } = await aPlacedOrder(ctx.app);
    const admin = await adminAuth(ctx.app);
    const loaded = await readOrder(ctx.app, admin, order._id);
    await move(ctx.app, admin, order._id, 'confirmed');
    await ctx.app.mailer.flush();
    ctx.smtp.mails.length = 0;
    const { db } = await testDatabase();
    const auditBefore = await db.select().from(auditLog);

    const res = await moveStatus(ctx.app, admin, order._id, {
      status: 'cancelled',
      version: loaded.updatedAt,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(MESSAGES.admin.staleEdit);

    const after = await readOrder(ctx.app, admin, order._id);
    expect(after.status).toBe('confirmed');
    expect(after.timeline).toHaveLength(2);
    expect(await db.select().from(auditLog)).toEqual(auditBefore);
    expect((await readNotifications(ctx.app, learner.auth)).map((n) => n.title)).toEqual([
      'Order confirmed',
      'Order placed',
    ]);
    await ctx.app.mailer.flush();
    expect(ctx.smtp.mails).toEqual([]);
  });

  it('refuses a step sent with the version read before the last move (a double-click), and races', async () => {
    const { learner, order } = await aPlacedOrder(ctx.app);
    const admin = await adminAuth(ctx.app);
    const loaded = await readOrder(ctx.app, admin, order._id);
    await ctx.app.mailer.flush();
    ctx.smtp.mails.length = 0;
    const { db } = await testDatabase();
    const auditBefore = await db.select().from(auditLog);

    // The page's two presses: Confirm, then Complete from the same page load, and again both at once.
    const confirm = await moveStatus(ctx.app, admin, order._id, {
      status: 'confirmed',
      version: loaded.updatedAt,
    });
    expect(confirm.statusCode).toBe(200);
    const complete = await moveStatus(ctx.app, admin, order._id, {
      status: 'completed',
      version: loaded.updatedAt,
    });
    expect(complete.statusCode).toBe(409);
    expect(complete.json()).toEqual({ statusCode: 409, message: MESSAGES.admin.staleEdit, data: null });

    const confirmed = await readOrder(ctx.app, admin, order._id);
    const racing = await Promise.all(
      (['completed', 'cancelled'] as const).map((status) =>
        moveStatus(ctx.app, admin, order._id, { status, version: confirmed.updatedAt }),
      ),
    );
    expect(racing.map((res) => res.statusCode).sort()).toEqual([200, 409]);
    const loser = racing.find((res) => res.statusCode === 409);
    expect(loser?.json().message).toBe(MESSAGES.admin.staleEdit);
    const winner = envelope(ZAdminOrder).parse(racing.find((res) => res.statusCode === 200)?.json()).data;

    // Two moves in all: two timeline events, two audit rows, two notifications, two mails.
    const after = await readOrder(ctx.app, admin, order._id);
    expect(after.status).toBe(winner.status);
    expect(after.timeline.map((event) => event.to)).toEqual(['pending', 'confirmed', winner.status]);
    expect((await db.select().from(auditLog)).length - auditBefore.length).toBe(2);
    const titles = (await readNotifications(ctx.app, learner.auth)).map((n) => n.title);
    expect(titles).toEqual([
      ORDER_STATUS_NOTICES[winner.status](order.reference).title,
      'Order confirmed',
      'Order placed',
    ]);
    await ctx.app.mailer.flush();
    expect(ctx.smtp.mails).toHaveLength(2);
  });

  it('gives every move a newer version, even when the clock has not passed the stored one', async () => {
    const { order } = await aPlacedOrder(ctx.app);
    const admin = await adminAuth(ctx.app);
    // As if the last write was in this same millisecond, or the clock had stepped back: now() is earlier.
    const { db } = await testDatabase();
    await db
      .update(orders)
      .set({ updatedAt: new Date('2999-01-01T00:00:00.000Z') })
      .where(eq(orders.id, order._id));
    await db.execute(
      sql`update orders set updated_at = updated_at + interval '500 microseconds' where id = ${order._id}`,
    );
    const loaded = await readOrder(ctx.app, admin, order._id);
    expect(loaded.updatedAt).toBe('2999-01-01T00:00:00.000Z');

    const moved = await move(ctx.app, admin, order._id, 'confirmed');
    expect(moved.updatedAt).toBe('2999-01-01T00:00:00.001Z');
    const again = await moveStatus(ctx.app, admin, order._id, {
      status: 'cancelled',
      version: loaded.updatedAt,
    });
    expect(again.statusCode).toBe(409);
    expect((await readOrder(ctx.app, admin, order._id)).status).toBe('confirmed');
  });

  it.each([
    ['an unknown status', { status: 'shipped' }, 'status'],
    ['no version', { status: 'confirmed' }, 'version'],
    ['a version that is no time', { status: 'confirmed', version: 'yesterday' }, 'version'],
    ['a note past the limit', { status: 'confirmed', note: 'x'.repeat(1001) }, 'note'],
  ])('refuses %s with 400', async (_label, payload, field) => {
    const { order } = await aPlacedOrder(ctx.app);
    const version = (await readOrder(ctx.app, await adminAuth(ctx.app), order._id)).updatedAt;
    const body = field === 'version' ? payload : { version, ...payload };
    const res = await moveStatus(ctx.app, await adminAuth(ctx.app), order._id, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toContainEqual({ field, message: expect.any(String) });
  });

  it('answers 401 without a token, 403 to a learner (even the order’s own) and to an editor', async () => {
    const { learner, order } = await aPlacedOrder(ctx.app);
    const payload = { status: 'confirmed', version: order.updatedAt };
    expect((await moveStatus(ctx.app, {}, order._id, payload)).statusCode).toBe(401);
    expect((await moveStatus(ctx.app, learner.auth, order._id, payload)).statusCode).toBe(403);
    expect((await moveStatus(ctx.app, await editorAuth(ctx.app), order._id, payload)).statusCode).toBe(403);
    expect((await readOrder(ctx.app, await adminAuth(ctx.app), order._id)).status).toBe('pending');
  });

  it('answers 404 for an unknown order', async () => {
    const res = await moveStatus(ctx.app, await adminAuth(ctx.app), randomUUID(), {
      status: 'confirmed',
      version: new Date().toISOString(),
    });
    expect(res.json()).toEqual({ statusCode: 404, message: M.orderNotFound, data: null });
  });
});

describe('GET /api/admin/orders.csv', () => {
  const ctx = useTestAppWithMail();

  it('exports the filtered orders with a header row, quoting and neutralizing formula cells', async () => {
    const evil = '=HYPERLINK("http://evil.example","Click, here")';
    const { order, learner } = await aPlacedOrder(ctx.app, { name: evil });
    const other = await aPlacedOrder(ctx.app, { name: 'Plain Learner' });
    const admin = await adminAuth(ctx.app);
    await move(ctx.app, admin, other.order._id, 'confirmed');

    const res = await get(ctx.app, '/api/admin/orders.csv?status=pending', admin);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="orders-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    // The UTF-8 BOM first (lib/csv.ts: spreadsheets then read accents and ₹ right), then the header row.
    expect(res.body.split('\r\n')[0]).toBe(
      '\uFEFFReference,Placed at (UTC),Status,Learner,Email,Courses,Items,Amount (USD),Billing name,Mobile',
    );
    expect(res.body).toContain(`"'=HYPERLINK(""http://evil.example"",""Click, here"")"`);

    const records = csvRecords(res.body);
    expect(records).toEqual([
      {
        Reference: order.reference,
        'Placed at (UTC)': order.createdAt,
        Status: 'Pending payment',
        Learner: `'${evil}`,
        Email: learner.email,
        Courses: 'Cloud Foundations',
        Items: '2',
        'Amount (USD)': '259.98',
        'Billing name': 'Priya Sharma',
        Mobile: '9876543210',
      },
    ]);
  });

  it('streams a large export: 1,500 orders, every one exactly once, newest first', async () => {
    const { order, learner } = await aPlacedOrder(ctx.app);
    const { db } = await testDatabase();
    const [line] = await db.select().from(orderItems).where(eq(orderItems.orderId, order._id));
    const start = Date.parse('2025-01-01T00:00:00Z');
    // Several orders share each millisecond, so the export's keyset must settle ties by id.
    const extra = Array.from({ length: 1499 }, (_, i) => ({
      id: randomUUID(),
      userId: learner.profile._id,
      address: { name: 'Bulk Buyer', fullAddress: '1 Long Road', mobile: '9876543210' },
      amountCents: 1000 + i,
      createdAt: new Date(start + Math.floor(i / 3)),
    }));
    for (let i = 0; i < extra.length; i += 500) await db.insert(orders).values(extra.slice(i, i + 500));
    if (line)
      for (let i = 0; i < extra.length; i += 500)
        await db
          .insert(orderItems)
          .values(extra.slice(i, i + 500).map((o) => ({ ...line, id: randomUUID(), orderId: o.id })));

    const res = await get(ctx.app, '/api/admin/orders.csv', await adminAuth(ctx.app));
    expect(res.statusCode).toBe(200);
    const records = csvRecords(res.body);
    expect(records).toHaveLength(1500);
    expect(new Set(records.map((r) => r.Reference)).size).toBeGreaterThan(1400);
    const placed = records.map((r) => Date.parse(r['Placed at (UTC)'] ?? ''));
    expect(placed).toEqual([...placed].sort((x, y) => y - x));
    const amounts = records.map((r) => r['Amount (USD)']).sort();
    const expected = [...extra.map((o) => (o.amountCents / 100).toFixed(2)), '259.98'].sort();
    expect(amounts).toEqual(expected);
  });

  it('exports exactly the rows the list pages through, in its order, times that tie to the microsecond included', async () => {
    const { learner } = await aPlacedOrder(ctx.app);
    const { db } = await testDatabase();
    // 1,100 orders, four in each microsecond and many in each millisecond; every third one confirmed. The
    // export reads them in batches of 500 by (time, id), the list in pages of 100 by the same order.
    await db.execute(sql`
      insert into orders (user_id, status, address, amount_cents, created_at)
      select ${learner.profile._id}::uuid, case when i % 3 = 0 then 'confirmed' else 'pending' end,
        '{"name":"Bulk Buyer","fullAddress":"1 Long Road","mobile":"9876543210"}'::jsonb, 1000 + i,
        timestamptz '2025-03-01 00:00:00+00' + (i / 4) * interval '1 microsecond'
      from generate_series(1, 1100) i`);
    const admin = await adminAuth(ctx.app);
    for (const filter of ['', 'status=confirmed']) {
      const listed: string[] = [];
      for (let page = 1; ; page++) {
        const { items, total, totalCapped } = await listOrders(
          ctx.app,
          admin,
          `pageSize=100&page=${page}${filter ? `&${filter}` : ''}`,
        );
        expect(totalCapped).toBe(false);
        listed.push(
          ...items.map((o) => `${o.reference} ${o.amount.toFixed(2)} ${ORDER_STATUS_LABELS[o.status]}`),
        );
        if (page * 100 >= total) break;
      }
      const res = await get(ctx.app, `/api/admin/orders.csv${filter ? `?${filter}` : ''}`, admin);
      expect(res.statusCode).toBe(200);
      const exported = csvRecords(res.body).map((r) => `${r.Reference} ${r['Amount (USD)']} ${r.Status}`);
      expect(exported).toEqual(listed);
      expect(exported.length).toBe(filter ? 366 : 1101);
    }
  });

  it('applies the list filters and refuses bad ones with 400', async () => {
    const a = await aPlacedOrder(ctx.app);
    await aPlacedOrder(ctx.app);
    const admin = await adminAuth(ctx.app);
    const res = await get(ctx.app, `/api/admin/orders.csv?q=${a.order.reference}`, admin);
    expect(csvRecords(res.body).map((r) => r.Reference)).toEqual([a.order.reference]);
    expect((await get(ctx.app, '/api/admin/orders.csv?from=soon', admin)).statusCode).toBe(400);
  });
});

describe('placing an order', () => {
  const ctx = useTestAppWithMail();

  it('writes the first timeline event in the same transaction', async () => {
    const { order } = await aPlacedOrder(ctx.app);
    const { db } = await testDatabase();
    const events = await db.select().from(orderStatusEvents).where(eq(orderStatusEvents.orderId, order._id));
    expect(events).toEqual([expect.objectContaining({ fromStatus: null, toStatus: 'pending' })]);
  });
});
