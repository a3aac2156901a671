import { describe, expect, it } from 'vitest';
import { orderActions } from './order-actions.ts';

const allowed = (status: Parameters<typeof orderActions>[0]) =>
  orderActions(status)
    .filter((action) => action.isAllowed)
    .map((action) => action.label);

describe('order actions (stable places, the allowed transitions enabled)', () => {
  it('always shows Mark as paid, Complete and Cancel in that order while the order can move', () => {
    for (const status of ['pending', 'confirmed'] as const)
      expect(orderActions(status).map((action) => action.label)).toEqual([
        'Mark as paid',
        'Complete order',
        'Cancel order',
      ]);
  });

  it('enables Mark as paid and Cancel on a pending order, Complete and Cancel on a confirmed one', () => {
    expect(allowed('pending')).toEqual(['Mark as paid', 'Cancel order']);
    expect(allowed('confirmed')).toEqual(['Complete order', 'Cancel order']);
  });

  it('never puts the next step where the last one was pressed', () => {
    const confirmAt = orderActions('pending').findIndex((action) => action.to === 'confirmed');
    expect(orderActions('confirmed')[confirmAt]).toMatchObject({ label: 'Mark as paid', isAllowed: false });
  });

  it('greys out Mark as paid on a pending order left to the payment service', () => {
    expect(allowed('pending')).toEqual(['Mark as paid', 'Cancel order']);
    const online = orderActions('pending', { canMarkPaid: false });
    expect(online.map((action) => action.label)).toEqual(['Mark as paid', 'Complete order', 'Cancel order']);
    expect(online.filter((action) => action.isAllowed).map((action) => action.label)).toEqual([
      'Cancel order',
    ]);
  });

  it('offers nothing once an order is completed, cancelled or refunded', () => {
    expect(orderActions('completed')).toEqual([]);
    expect(orderActions('cancelled')).toEqual([]);
    expect(orderActions('refunded')).toEqual([]);
  });

  it('asks before completing and cancelling (both final), and only cancelling reads as danger', () => {
    const actions = orderActions('confirmed');
    expect(actions.filter((action) => action.asksFirst).map((action) => action.to)).toEqual([
      'completed',
      'cancelled',
    ]);
    expect(actions.filter((action) => action.isDestructive).map((action) => action.to)).toEqual([
      'cancelled',
    ]);
  });
});
