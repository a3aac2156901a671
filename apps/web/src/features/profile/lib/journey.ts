import {
  JOURNEY_STAGE_BY_STATUS,
  journeyFilterMatches,
  type JourneyFilter,
  type JourneyStage,
  type TOrder,
  type TOrderLine,
} from '@curio/shared';

/**
 * Your Skillset Journey (Profile, docs/product.md#pages): every line of every order becomes a course on a
 * timeline, at its stage: the one the server sends with the line (`journeyStage` in
 * packages/shared/src/commerce.ts: a course with lessons is completed when they are, ADR 031), else the one
 * its order's status maps to (JOURNEY_STAGE_BY_STATUS; cancelled orders are not on the journey). Orders
 * alternate between two rows.
 */
export type TJourneyRow = 'top' | 'bottom';

export type TJourneyEntry = {
  key: string;
  course: TOrderLine['course'];
  stage: JourneyStage;
  /** Lessons completed, in whole percent (0 before the order is paid or without lessons). */
  percent: number;
  /** When the order was placed (ISO). */
  date: string;
};

export type TJourneyOrder = {
  orderId: string;
  reference: string;
  row: TJourneyRow;
  entries: TJourneyEntry[];
};

const oldestFirst = (orders: TOrder[]) =>
  [...orders].sort((a, b) => Date.parse(a.createdAt) - Date.parse(b.createdAt));

/**
 * The orders shown under `filter`, oldest first (a journey reads forwards). Rows alternate over the orders
 * that are shown, not over all of them, so a filtered timeline still zigzags.
 */
export function buildJourney(orders: TOrder[], filter: JourneyFilter): TJourneyOrder[] {
  return oldestFirst(orders)
    .flatMap((order) => {
      const entries = order.courses.flatMap((line, index) => {
        const stage = line.stage === undefined ? JOURNEY_STAGE_BY_STATUS[order.status] : line.stage;
        if (!stage || !journeyFilterMatches(filter, stage)) return [];
        const percent = line.percent ?? 0;
        return [{ key: `${order._id}-${index}`, course: line.course, stage, percent, date: order.createdAt }];
      });
      return entries.length > 0 ? [{ orderId: order._id, reference: order.reference, entries }] : [];
    })
    .map((order, index) => ({ ...order, row: index % 2 === 0 ? 'top' : 'bottom' }));
}
