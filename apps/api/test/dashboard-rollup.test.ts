import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orders, rowsOf, users } from '@curio/db';
import type { TOrderStatus } from '@curio/shared';
import { aCourseInStock, anOrder, type Auth } from './helpers/commerce.ts';
import { testDatabase } from './helpers/database.ts';
import {
  deliver,
  payUrls,
  readAdminOrder,
  startPaying,
  cancelOrder,
  useStripeApp,
} from './helpers/payments.ts';
import { adminAuth, signedInUser } from './helpers/users.ts';

/**
 * The dashboard's rollups (ADR 042) are kept by the database in the transaction of every order write: after
 * placements (some at once), payments, moves, cancellations, a refund, a moved placing time and a deleted
 * account, they hold exactly what counting the orders gives.
 */

const stringsOf = (result: unknown) =>
  rowsOf(result).map((row) =>
    Object.fromEntries(Object.entries(row).map(([key, value]) => [key, String(value)])),
  );

/** The figures counted from the orders, and as the rollups hold them (rows that sum to nothing left out). */
async function figures() {
  const { db } = await testDatabase();
  const byKey = 'order by 1, 2';
  return {
    hours: {
      counted: stringsOf(
        await db.execute(
          sql.raw(`select date_trunc('hour', created_at, 'UTC') as hour, status, count(*) as orders,
            sum(amount_cents) as amount from orders group by 1, 2 ${byKey}`),
        ),
      ),
      rolledUp: stringsOf(
        await db.execute(
          sql.raw(`select hour, status, sum(orders) as orders, sum(amount_cents) as amount
            from order_hour_stats group by 1, 2 having sum(orders) <> 0 or sum(amount_cents) <> 0 ${byKey}`),
        ),
      ),
    },
    courses: {
      counted: stringsOf(
        await db.execute(
          sql.raw(`select (o.created_at at time zone 'UTC')::date as day, i.course_id,
            sum(i.quantity) as units, sum(i.quantity * i.price_cents) as revenue
            from order_items i join orders o on o.id = i.order_id
            where o.status not in ('cancelled', 'refunded') and i.course_id is not null
            group by 1, 2 ${byKey}`),
        ),
      ),
      rolledUp: stringsOf(
        await db.execute(
          sql.raw(`select day, course_id, sum(units) as units, sum(revenue_cents) as revenue
            from course_day_sales group by 1, 2 having sum(units) <> 0 or sum(revenue_cents) <> 0 ${byKey}`),
        ),
      ),
    },
  };
}

async function expectRollupsToMatch() {
  const { hours, courses } = await figures();
  expect(hours.rolledUp).toEqual(hours.counted);
  expect(courses.rolledUp).toEqual(courses.counted);
  return { hours, courses };
}

describe('the dashboard rollups', () => {
  const ctx = useStripeApp();

  async function move(admin: Auth, orderId: string, status: TOrderStatus) {
    const { updatedAt: version } = await readAdminOrder(ctx.app, admin, orderId);
    const res = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/admin/orders/${orderId}/status`,
      headers: admin,
      payload: { status, version },
    });
    expect(res.statusCode, res.body).toBe(200);
  }

  async function pay(auth: Auth, orderId: string) {
    const sessionId = await startPaying(ctx.app, ctx.stripe, auth, orderId);
    await deliver(ctx.app, ctx.stripe, ctx.stripe.completeSession(sessionId));
    return ctx.stripe.sessions.get(sessionId)?.payment_intent ?? '';
  }

  it('agree with a direct count after placements, payments, moves, cancellations and refunds', async () => {
    const admin = await adminAuth(ctx.app);
    const design = await aCourseInStock({ name: 'Design Basics', priceCents: 2500 });
    const sql101 = await aCourseInStock({ name: 'SQL 101', priceCents: 4000 });
    const cooking = await aCourseInStock({ name: 'Cooking', priceCents: 1500 });
    const learners = await Promise.all(Array.from({ length: 6 }, () => signedInUser(ctx.app)));
    const [ada, ben, chen, dana, eli, fay] = learners;
    if (!ada || !ben || !chen || !dana || !eli || !fay) throw new Error('learners missing');

    // Placed at once: the rollup rows they share are written by concurrent transactions.
    const placed = await Promise.all(
      learners.map((learner, i) =>
        anOrder(ctx.app, learner.auth, [
          { courseId: design.id, quantity: 1 + (i % 3) },
          ...(i % 2 === 0 ? [{ courseId: sql101.id }] : []),
          ...(i % 3 === 0 ? [{ courseId: cooking.id, quantity: 2 }] : []),
        ]),
      ),
    );
    await expectRollupsToMatch();

    const [adaOrder, benOrder, chenOrder, danaOrder, eliOrder] = placed;
    if (!adaOrder || !benOrder || !chenOrder || !danaOrder || !eliOrder) throw new Error('orders missing');
    // Paid online, then refunded in full: it leaves the sold figures.
    const intent = await pay(ada.auth, adaOrder._id);
    const refunded = await ctx.app.inject({
      method: 'POST',
      url: payUrls.adminRefunds(adaOrder._id),
      headers: admin,
      payload: { reason: 'Changed their mind' },
    });
    expect(refunded.statusCode, refunded.body).toBe(200);
    await deliver(ctx.app, ctx.stripe, ctx.stripe.chargeRefundedEvent(intent));
    expect((await readAdminOrder(ctx.app, admin, adaOrder._id)).status).toBe('refunded');
    // Paid online and completed; moved along by the operator; cancelled by the operator.
    await pay(ben.auth, benOrder._id);
    await move(admin, benOrder._id, 'completed');
    await move(admin, chenOrder._id, 'confirmed');
    await cancelOrder(ctx.app, admin, danaOrder._id);
    await expectRollupsToMatch();

    // A placing time moved to another day (as the data of an import), and an account deleted with its order.
    const { db } = await testDatabase();
    await db
      .update(orders)
      .set({ createdAt: new Date(Date.now() - 3 * 86_400_000) })
      .where(eq(orders.id, eliOrder._id));
    await db.delete(users).where(eq(users.id, fay.profile._id));
    const { hours, courses } = await expectRollupsToMatch();
    expect([...new Set(hours.counted.map((row) => row.status))].sort()).toEqual(
      ['cancelled', 'completed', 'confirmed', 'pending', 'refunded'].sort(),
    );
    expect(courses.counted.length).toBeGreaterThan(0);
  });
});
