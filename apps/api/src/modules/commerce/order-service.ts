import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { Db, OrderRow } from '@curio/db';
import {
  COMMERCE_MESSAGES as M,
  formatMoney,
  journeyStage,
  progressPercent,
  type TOrder,
  type TOwnedCourse,
  type ZOrderRequest,
} from '@curio/shared';
import type { AuthUser } from '#api/lib/auth.ts';
import { conflict, forbidden, notFound, unauthorized } from '#api/lib/http-errors.ts';
import { isUniqueViolation } from '#api/lib/pg-errors.ts';
import { createLearningService } from '#api/modules/learning/index.ts';
import { createSitePublicReads } from '#api/modules/site/index.ts';
import { createCartRepository } from './cart-repository.ts';
import { createLearnerRepository } from './learner-repository.ts';
import { orderConfirmationMail } from './mails.ts';
import { createNotificationRepository } from './notification-repository.ts';
import { availableLines, orderRequestHash, priceCheckout } from './order-checks.ts';
import { createOrderRepository, type OrderItemWithOrder } from './order-repository.ts';
import { loadPaymentView, loadPaymentViews } from './payment-views.ts';
import {
  compactAddress,
  NO_PAYMENT,
  orderReference,
  toOrder,
  type CartLineRow,
  type CheckoutLineRow,
} from './serialize.ts';

type OrderInput = z.output<typeof ZOrderRequest>;

/** The order as the placement stored it. */
interface Placed {
  order: OrderRow;
  items: OrderItemWithOrder[];
}

/**
 * Orders (docs/product.md#cart-and-orders, ADR 006): priced by the server from the cart in one transaction
 * serialised per learner, idempotent by key, confirmed by mail after commit.
 */
export function createOrderService(app: FastifyInstance) {
  const orders = createOrderRepository(app.db);
  const carts = createCartRepository(app.db);
  const notifications = createNotificationRepository(app.db);
  const learners = createLearnerRepository(app.db);
  const siteReads = createSitePublicReads(app);
  const learning = createLearningService(app);

  async function findOrder(id: string) {
    const found = await orders.findWithItems(id);
    if (!found) throw notFound(M.orderNotFound);
    return found;
  }

  async function readOrder(id: string): Promise<TOrder> {
    const { order, items } = await findOrder(id);
    return toOrder(order, items, await loadPaymentView(app.db, id), app.config.payments.mode);
  }

  /** The order a key already placed (its request must be this one), or undefined. */
  async function replayed(userId: string, key: string, hash: string, tx?: Db) {
    const existing = await orders.findByKey(userId, key, tx);
    if (existing && existing.requestHash !== hash) throw conflict(M.idempotencyKeyReused);
    return existing?.id;
  }

  /**
   * The cart as the request may order it, and its total: every line published, none already owned (the
   * learner's row is locked: no other checkout of theirs can enrol them before the insert), the lines and
   * prices the request's.
   */
  function checkCart(checkout: CheckoutLineRow[], input: OrderInput) {
    const cart = availableLines(checkout, input);
    const owned = checkout.filter((line) => line.isPublished && line.isEnrolled);
    if (owned.length > 0)
      throw conflict(M.alreadyEnrolledAtCheckout(owned.map(({ course }) => course.name).join(', ')));
    return { cart, totalCents: priceCheckout(cart, input) };
  }

  async function place(userId: string, input: OrderInput, key: string | undefined, hash: string) {
    // The brand the pages show (cached; on a miss, read before the transaction: the embedded database has
    // one connection, which the transaction holds).
    const site = await siteReads.current();
    return app.db.transaction(async (tx): Promise<Placed | { replayOf: string }> => {
      const learner = await orders.lockUser(userId, tx);
      if (!learner) throw unauthorized();

      let checked: { cart: CartLineRow[]; totalCents: number };
      try {
        checked = checkCart(await carts.linesForCheckout(userId, tx), input);
      } catch (err) {
        // A retry of an order already placed finds the cart it emptied (or its courses enrolled): the order
        // under its key is the answer (ADR 050). A retry whose cart still passes is refused by the key's
        // unique index at the insert, and answered the same way (createOrder).
        const existingId = key ? await replayed(userId, key, hash, tx) : undefined;
        if (existingId) return { replayOf: existingId };
        throw err;
      }
      const { cart, totalCents } = checked;
      const orderId = randomUUID();
      const address = compactAddress(input.address);
      const lines = cart.map(({ course, quantity }) => ({
        name: course.name,
        quantity,
        priceCents: course.priceCents,
      }));
      const stored = await orders.place(
        {
          id: orderId,
          userId,
          address,
          amountCents: totalCents,
          idempotencyKey: key ?? null,
          requestHash: hash,
        },
        cart.map(({ course, quantity }) => ({
          courseId: course.id,
          courseName: course.name,
          courseSlug: course.slug,
          courseImages: course.images,
          quantity,
          priceCents: course.priceCents,
        })),
        learner,
        [
          carts.removeLines(
            userId,
            cart.map((line) => line.course.id),
            tx,
          ),
          notifications.insert(
            {
              userId,
              title: 'Order placed',
              message: `Your order ${orderReference(orderId)} for ${formatMoney(totalCents)} is placed. We will let you know when it is confirmed.`,
            },
            tx,
          ),
          learners.setSavedAddress(userId, input.saveAddress ? address : null, tx),
          // The receipt (always sent: it is not a marketing mail) is stored with the order, or not at all.
          app.mailer.queued(
            orderConfirmationMail({
              to: learner.email,
              name: learner.name,
              brand: site.brand,
              siteUrl: app.config.publicUrl,
              reference: orderReference(orderId),
              lines,
              totalCents,
              paysOnline: app.config.payments.mode === 'stripe',
            }),
            tx,
          ),
        ],
        tx,
      );
      return stored;
    });
  }

  return {
    /** `isReplay`: the key had already placed this order, nothing new was stored. */
    async createOrder(options: {
      userId: string;
      input: OrderInput;
      idempotencyKey?: string;
    }): Promise<{ order: TOrder; isReplay: boolean }> {
      const { userId, input, idempotencyKey } = options;
      const hash = orderRequestHash(input);
      let result: Placed | { replayOf: string };
      try {
        result = await place(userId, input, idempotencyKey, hash);
      } catch (err) {
        // The unique index (user, key) refuses a second order under a key: a retry whose cart still passes
        // the checks (a course bought again since, say), or two inserts that raced. The first order answers.
        const existingId =
          idempotencyKey && isUniqueViolation(err) ? await replayed(userId, idempotencyKey, hash) : undefined;
        if (!existingId) throw err;
        result = { replayOf: existingId };
      }
      if ('replayOf' in result) return { order: await readOrder(result.replayOf), isReplay: true };
      // A new order has no payment yet: the learner starts one from the order (ADR 039).
      return {
        order: toOrder(result.order, result.items, NO_PAYMENT, app.config.payments.mode),
        isReplay: false,
      };
    },

    /**
     * The courses the learner has ordered (not cancelled): 'Enrolled', or 'Awaiting payment' while every
     * order of it is pending, instead of Add to Cart.
     */
    async ownedCourses(userId: string): Promise<TOwnedCourse[]> {
      const rows = await carts.ownedCourses(userId);
      return rows.map((row) => ({
        courseId: row.courseId,
        state: row.awaitingPayment ? 'awaiting-payment' : 'enrolled',
      }));
    },

    /**
     * The learner's orders, newest first, each line with its course's stage on the journey and the share
     * of its lessons done (`journeyStage`, ADR 031).
     */
    async listOrders(userId: string): Promise<TOrder[]> {
      const rows = await orders.listByUser(userId);
      const courseIds = new Set(rows.flatMap(({ items }) => items.flatMap((item) => item.courseId ?? [])));
      const lessons = await learning.lessonProgressByCourse(userId, [...courseIds]);
      const views = await loadPaymentViews(
        app.db,
        rows.map(({ order }) => order.id),
      );
      return rows.map(({ order, items }) => {
        const view = views.get(order.id) ?? NO_PAYMENT;
        const placed = toOrder(order, items, view, app.config.payments.mode);
        const courses = placed.courses.map((line) => {
          const done = line.course._id ? lessons.get(line.course._id) : undefined;
          return {
            ...line,
            stage: journeyStage(order.status, done),
            percent: done ? progressPercent(done.completed, done.total) : 0,
          };
        });
        return { ...placed, courses };
      });
    },

    /** One order: its learner's, or any for the operator. */
    async getOrder(user: AuthUser, id: string): Promise<TOrder> {
      const { order, items } = await findOrder(id);
      if (order.userId !== user.id && user.role !== 'admin') throw forbidden();
      return toOrder(order, items, await loadPaymentView(app.db, id), app.config.payments.mode);
    },
  };
}
