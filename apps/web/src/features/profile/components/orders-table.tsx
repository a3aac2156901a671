import { dollarsToCents, formatMoney, PAYMENT_PAGE_TEXTS, type TOrder } from '@curio/shared';
import { formatNumericDateTime, newestFirst } from '#web/lib/dates.ts';
import { OrderCourses } from './order-courses.tsx';
import { OrderPayment, OrderReceipts } from './order-payment.tsx';
import { OrderStatusBadge } from './order-status-badge.tsx';

/** Column names, also written beside each value when a narrow screen stacks a row into a card. */
const COLUMNS = {
  reference: 'Reference',
  date: 'Date',
  courses: 'Courses',
  amount: 'Amount',
  status: 'Status',
  receipt: PAYMENT_PAGE_TEXTS.receiptColumn,
} as const;

/**
 * Order History (docs/product.md#pages): one row per order, newest first; dates as docs/product.md#rules
 * says. A pending order says why its last payment failed and offers to pay (docs/product.md#payment); a paid
 * one links its receipt and any credit notes.
 */
export function OrdersTable({ orders }: { orders: TOrder[] }) {
  return (
    <div className="orders-table-wrap">
      <table className="orders-table">
        <caption className="orders-table__caption">Your orders, newest first</caption>
        <thead>
          <tr>
            {Object.values(COLUMNS).map((name) => (
              <th key={name} scope="col">
                {name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {newestFirst(orders).map((order) => (
            <tr key={order._id}>
              <th scope="row" data-label={COLUMNS.reference} className="orders-table__reference">
                {order.reference}
              </th>
              <td data-label={COLUMNS.date}>
                <time dateTime={order.createdAt}>{formatNumericDateTime(order.createdAt)}</time>
              </td>
              <td data-label={COLUMNS.courses}>
                <OrderCourses lines={order.courses} status={order.status} />
              </td>
              <td data-label={COLUMNS.amount} className="orders-table__amount">
                {formatMoney(dollarsToCents(order.payment.amount))}
              </td>
              <td data-label={COLUMNS.status}>
                <div className="order-status-cell">
                  <OrderStatusBadge status={order.status} />
                  <OrderPayment order={order} />
                </div>
              </td>
              <td data-label={COLUMNS.receipt}>
                <OrderReceipts payment={order.payment} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
