import { z } from 'zod';
import { ORDER_STATUS_LABELS, ZOrderStatus, type TOrderStatus } from './commerce.ts';
import { canMoveOrder, ORDER_TRANSITIONS, ZAdminOrderStatusRequest } from './console-orders.ts';
import { ZReviewHideRequest } from './console-reviews.ts';
import { BULK_MESSAGES, ZBulkIds } from './console-selection.ts';

/**
 * Bulk actions of the console's lists (docs/product.md#console): a list of ids, each item changed in its own
 * transaction by the same rules and audit as the single action, and a result per item.
 */

/** POST /api/admin/courses/bulk/status: publish or unpublish (back to draft) every selected course. */
export const ZBulkCourseStatusRequest = ZBulkIds.extend({ status: z.enum(['published', 'draft']) });
export type TBulkCourseStatusRequest = z.input<typeof ZBulkCourseStatusRequest>;

/** POST /api/admin/reviews/bulk/hide: one reason for every selected review, as the single hide asks. */
export const ZBulkReviewHideRequest = ZBulkIds.extend(ZReviewHideRequest.shape);
export type TBulkReviewHideRequest = z.input<typeof ZBulkReviewHideRequest>;

/** POST /api/admin/orders/bulk/status: one move (and note) for every selected order. */
export const ZBulkOrderStatusRequest = ZBulkIds.extend({
  status: ZOrderStatus,
  note: ZAdminOrderStatusRequest.shape.note,
});
export type TBulkOrderStatusRequest = z.input<typeof ZBulkOrderStatusRequest>;

/**
 * The moves allowed for every one of some orders (ORDER_TRANSITIONS), in the table's order: what a bulk move
 * of them may offer. Pending and confirmed orders share only Cancelled; none once one is final.
 */
export function commonOrderMoves(statuses: readonly TOrderStatus[]): TOrderStatus[] {
  const [first, ...rest] = statuses;
  if (!first) return [];
  return ORDER_TRANSITIONS[first].filter((to) => rest.every((status) => canMoveOrder(status, to)));
}

export const BULK_OUTCOMES = ['changed', 'skipped'] as const;

/** What happened to one item: changed, or skipped with the reason (the single action's refusal). */
export const ZBulkItemResult = z.object({
  _id: z.uuid(),
  outcome: z.enum(BULK_OUTCOMES),
  reason: z.string().nullable(),
});
export type TBulkItemResult = z.infer<typeof ZBulkItemResult>;

/** The reply of every bulk route: one result per id, in the order sent, and the counts. */
export const ZBulkResult = z.object({
  results: z.array(ZBulkItemResult),
  changed: z.number().int(),
  skipped: z.number().int(),
});
export type TBulkResult = z.infer<typeof ZBulkResult>;

/** What a bulk action did to the items it changed, as the summary says it ('2 published'). */
export const BULK_VERBS = {
  publish: 'published',
  unpublish: 'unpublished',
  hide: 'hidden',
  unhide: 'visible again',
  moveOrder: (to: TOrderStatus) => `moved to ${ORDER_STATUS_LABELS[to]}`,
} as const;

/**
 * The reply's message and the console's toast: '2 published, 1 skipped (already published)'; the distinct
 * reasons of the skipped items, in the order they came.
 */
export function bulkSummary(verb: string, results: readonly TBulkItemResult[]): string {
  const changed = results.filter((result) => result.outcome === 'changed').length;
  const skipped = results.filter((result) => result.outcome === 'skipped');
  const done = `${changed} ${verb}`;
  if (skipped.length === 0) return done;
  // A refusal is a sentence ('An order that is Completed cannot…'); inside the brackets it loses its stop.
  const reasons = [
    ...new Set(skipped.map((result) => (result.reason ?? BULK_MESSAGES.failed).replace(/\.$/, ''))),
  ];
  return `${done}, ${skipped.length} skipped (${reasons.join('; ')})`;
}

/** The console's words for selecting rows and acting on them. */
export const BULK_TEXTS = {
  selectPage: 'Select every row on this page',
  selectRow: (name: string) => `Select ${name}`,
  selected: (count: number) => `${count} selected`,
  /** '2 courses', '1 review'. */
  countOf: (count: number, noun: string) => `${count} ${noun}${count === 1 ? '' : 's'}`,
  clear: 'Clear selection',
  publish: 'Publish',
  unpublish: 'Unpublish',
  hide: 'Hide',
  unhide: 'Unhide',
  moveOrder: (to: TOrderStatus) => `Move to ${ORDER_STATUS_LABELS[to]}`,
  noCommonMove: 'No status change suits every selected order.',
  cancelTitle: (count: number) => `Cancel ${count} ${count === 1 ? 'order' : 'orders'}?`,
  cancelBody:
    'Cancelling is final: each learner is told at once, by mail and in the site. ' +
    'Orders that cannot be cancelled are left as they are.',
  cancelConfirm: 'Cancel the orders',
  keepOrders: 'Keep them',
  exportSelection: 'Export selection',
  exported: 'Export downloaded',
  exportFailed: 'The export could not be downloaded. Try again.',
  failed: 'The action could not be done. Try again.',
  skippedTitle: 'Skipped',
  dismiss: 'Dismiss',
  hideTitle: (count: number) => `Hide ${count} ${count === 1 ? 'review' : 'reviews'}`,
  hideReasonHint: 'Shown to each author beside their review.',
  keepVisible: 'Keep them visible',
} as const;
