import { count, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { courses, notifications, orderItems, orders, users } from '../schema.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Messages to every learner (the notification page's broadcasts). */
export const DEMO_BROADCASTS = [
  {
    title: 'New course: Building with Large Language Models',
    message:
      'Our newest Data & AI course walks you from prompt design to retrieval and evaluation, with a project you can show.',
    daysAgo: 3,
  },
  {
    title: 'Weekend lab hours',
    message:
      'Mentors are online every Saturday from 10:00 to 13:00 IST to help with labs and quiz questions.',
    daysAgo: 12,
  },
  {
    title: 'Welcome to Curio',
    message: 'Browse the catalogue, keep courses in your wishlist, and follow your progress in your profile.',
    daysAgo: 30,
  },
] as const;

/** The demo learner's past orders, so the profile's history and journey show something on a fresh install. */
const DEMO_ORDERS = [
  { slug: 'sql-for-analysts', status: 'completed', daysAgo: 75 },
  { slug: 'react-from-the-ground-up', status: 'confirmed', daysAgo: 9 },
] as const;

/**
 * Broadcast notifications and the demo learner's order history (docs/product.md#cart-and-orders). Runs only
 * while there is no notification, in one transaction, so a second run or a racing process writes nothing.
 */
export async function seedCommerce(db: Db, learnerEmail: string): Promise<boolean> {
  const [existing] = await db.select({ n: count() }).from(notifications);
  if ((existing?.n ?? 0) > 0) return false;

  return db.transaction(async (tx) => {
    // Serialise with a concurrent seeder: the second waits here, then finds the notifications written.
    await tx.execute(sql`lock table ${notifications} in exclusive mode`);
    const [again] = await tx.select({ n: count() }).from(notifications);
    if ((again?.n ?? 0) > 0) return false;

    const now = Date.now();
    await tx.insert(notifications).values(
      DEMO_BROADCASTS.map((b) => ({
        title: b.title,
        message: b.message,
        createdAt: new Date(now - b.daysAgo * DAY_MS),
      })),
    );

    const [learner] = await tx
      .select({ id: users.id, name: users.name, phone: users.phone })
      .from(users)
      .where(eq(sql`lower(${users.email})`, learnerEmail.toLowerCase()));
    const courseRows = await tx
      .select({
        id: courses.id,
        slug: courses.slug,
        name: courses.name,
        images: courses.images,
        priceCents: courses.priceCents,
      })
      .from(courses)
      .where(
        inArray(
          courses.slug,
          DEMO_ORDERS.map((o) => o.slug),
        ),
      );
    if (!learner || courseRows.length !== DEMO_ORDERS.length) return true;

    for (const demo of DEMO_ORDERS) {
      const course = courseRows.find((c) => c.slug === demo.slug);
      if (!course) continue;
      const placedAt = new Date(now - demo.daysAgo * DAY_MS);
      const [order] = await tx
        .insert(orders)
        .values({
          userId: learner.id,
          status: demo.status,
          address: {
            name: learner.name,
            fullAddress: '14 Lake View Road, HSR Layout, Bangalore 560102',
            mobile: learner.phone,
          },
          amountCents: course.priceCents,
          createdAt: placedAt,
          updatedAt: placedAt,
        })
        .returning({ id: orders.id });
      if (!order) throw new Error('demo seed: order was not stored');
      await tx.insert(orderItems).values({
        orderId: order.id,
        courseId: course.id,
        courseName: course.name,
        courseSlug: course.slug,
        courseImages: course.images,
        quantity: 1,
        priceCents: course.priceCents,
        position: 0,
      });
      await tx.insert(notifications).values({
        userId: learner.id,
        title: 'Order placed',
        message: `Your order for ${course.name} is placed.`,
        createdAt: placedAt,
      });
    }
    return true;
  });
}
