import { describe, expect, it } from 'vitest';
import { orderActions } from './order-actions.ts';

const labels = (status: Parameters<typeof orderActions>[0]) => orderActions(status).map((a) => a.label);

describe('order actions (the allowed transitions only)', () => {
  it('offers Confirm and Cancel on a pending order', () => {
    expect(labels('pending')).toEqual(['Confirm order', 'Cancel order']);
  });

  it('offers Complete and Cancel on a confirmed order', () => {
    expect(labels('confirmed')).toEqual(['Complete order', 'Cancel order']);
  });

  it('offers nothing once an order is completed or cancelled', () => {
    expect(orderActions('completed')).toEqual([]);
    expect(orderActions('cancelled')).toEqual([]);
  });

  it('asks before cancelling, and only before cancelling', () => {
    expect(
      orderActions('pending')
        .filter((a) => a.isDestructive)
        .map((a) => a.to),
    ).toEqual(['cancelled']);
    expect(orderActions('confirmed').find((a) => a.to === 'completed')?.isDestructive).toBe(false);
  });
});
