import { describe, expect, it } from 'vitest';
import { node, orderOf, react, sql } from '#web-test/commerce-fixtures.ts';
import { buildJourney } from './journey.ts';

// Sent newest first, as GET /api/booking does.
const orders = [
  orderOf('completed', '2026-03-01T10:00:00.000Z', [sql, 1]),
  orderOf('cancelled', '2026-02-15T10:00:00.000Z', [node, 1]),
  orderOf('confirmed', '2026-02-01T10:00:00.000Z', [node, 2]),
  orderOf('pending', '2026-01-05T10:00:00.000Z', [react, 1], [sql, 1]),
];

const names = (journey: ReturnType<typeof buildJourney>) =>
  journey.flatMap((order) => order.entries.map((entry) => `${entry.course.name} (${entry.stage})`));

describe('buildJourney', () => {
  it("'Enrolled' shows the courses of confirmed and completed orders, oldest first, one entry per line", () => {
    expect(names(buildJourney(orders, 'enrolled'))).toEqual([
      'Node APIs in Practice (active)',
      'SQL for Analysts (completed)',
    ]);
  });

  it("'Active', 'Completed Courses' and 'Awaiting payment' show only their own stage", () => {
    expect(names(buildJourney(orders, 'active'))).toEqual(['Node APIs in Practice (active)']);
    expect(names(buildJourney(orders, 'completed'))).toEqual(['SQL for Analysts (completed)']);
    // A pending order is placed but not paid: its courses are awaiting payment, not enrolled.
    expect(names(buildJourney(orders, 'awaiting-payment'))).toEqual([
      'React from Zero (awaiting-payment)',
      'SQL for Analysts (awaiting-payment)',
    ]);
  });

  it('leaves cancelled orders off the journey', () => {
    const cancelledOnly = [orderOf('cancelled', '2026-01-01T10:00:00.000Z', [react, 1])];
    expect(buildJourney(cancelledOnly, 'enrolled')).toEqual([]);
  });

  it('alternates the shown orders between the two rows', () => {
    expect(buildJourney(orders, 'enrolled').map((order) => order.row)).toEqual(['top', 'bottom']);
    expect(buildJourney(orders, 'completed').map((order) => order.row)).toEqual(['top']);
  });

  it('follows the stage and percent the server gives each course: its lessons decide once paid', () => {
    const [paid] = orders.filter((order) => order.status === 'confirmed');
    const [pending] = orders.filter((order) => order.status === 'pending');
    if (!paid || !pending) throw new Error('fixtures changed');
    const withLessons = [
      {
        ...paid,
        courses: paid.courses.map((line) => ({ ...line, stage: 'completed' as const, percent: 100 })),
      },
      {
        ...pending,
        courses: pending.courses.map((line) => ({ ...line, stage: 'awaiting-payment' as const, percent: 0 })),
      },
    ];
    expect(names(buildJourney(withLessons, 'completed'))).toEqual(['Node APIs in Practice (completed)']);
    expect(buildJourney(withLessons, 'completed')[0]?.entries[0]?.percent).toBe(100);
    expect(buildJourney(withLessons, 'active')).toEqual([]);
  });

  it("dates each entry with its order's placement", () => {
    const [first] = buildJourney(orders, 'awaiting-payment');
    expect(first?.entries.map((entry) => entry.date)).toEqual([
      '2026-01-05T10:00:00.000Z',
      '2026-01-05T10:00:00.000Z',
    ]);
  });

  it('takes the stage the server sends with each line: lessons done make a confirmed course completed', () => {
    const confirmed = orderOf('confirmed', '2026-02-01T10:00:00.000Z', [node, 1], [react, 1]);
    const [nodeLine, reactLine] = confirmed.courses;
    if (!nodeLine || !reactLine) throw new Error('no lines');
    const withStages = {
      ...confirmed,
      courses: [
        { ...nodeLine, stage: 'completed' as const, percent: 100 },
        { ...reactLine, stage: 'active' as const, percent: 40 },
      ],
    };
    expect(names(buildJourney([withStages], 'completed'))).toEqual(['Node APIs in Practice (completed)']);
    expect(names(buildJourney([withStages], 'active'))).toEqual(['React from Zero (active)']);
    expect(names(buildJourney([withStages], 'enrolled'))).toHaveLength(2);
  });
});
