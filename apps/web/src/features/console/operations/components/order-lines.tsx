import { dollarsToCents, formatMoney, lineTotalCents, type TOrder } from '@curio/shared';

/**
 * An order's lines as they were bought (snapshots): course, unit price × quantity, line total, and the total.
 */
export function OrderLines({ order }: { order: TOrder }) {
  return (
    <div className="console-table-wrap">
      <table className="console-plain-table">
        <caption className="visually-hidden">Order lines</caption>
        <thead>
          <tr>
            <th scope="col">Course</th>
            <th scope="col">Price × seats</th>
            <th scope="col" className="console-num">
              Line total
            </th>
          </tr>
        </thead>
        <tbody>
          {order.courses.map((line, index) => {
            const unitCents = dollarsToCents(line.price);
            return (
              <tr key={`${line.course._id ?? line.course.name}-${index}`}>
                <th scope="row">{line.course.name}</th>
                <td>
                  {formatMoney(unitCents)} × {line.quantity}
                </td>
                <td className="console-num">{formatMoney(lineTotalCents(unitCents, line.quantity))}</td>
              </tr>
            );
          })}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={2}>
              Total ({order.payment.currency})
            </th>
            <td className="console-num">{formatMoney(dollarsToCents(order.payment.amount))}</td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
