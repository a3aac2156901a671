import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeEach, describe, expect, it } from 'vitest';
import { rowsOf } from '@curio/db';
import { aCategory, aCourse } from './helpers/courses.ts';
import { resetDatabase, testDatabase } from './helpers/database.ts';
import { eventually, useInstances } from './helpers/instances.ts';
import { signedInUser } from './helpers/users.ts';

/**
 * ADR 005 on PostgreSQL: the listening connection can drop (a failover, a terminated backend). A message
 * sent meanwhile is lost, so the instance flushes its cache and listens again; it never serves stale data.
 */
const instance = useInstances();

const listeners = async () => {
  const { db } = await testDatabase();
  const result = await db.execute(
    sql`select pid from pg_stat_activity where datname = current_database() and query ilike 'listen %'`,
  );
  return rowsOf<{ pid: number }>(result).map((row) => row.pid);
};

const reviewsOf = async (app: FastifyInstance, courseId: string) => {
  const res = await app.inject({ method: 'GET', url: `/api/course/${courseId}/reviews` });
  return (res.json().data as { comment: string }[]).map((r) => r.comment);
};

beforeEach(() => resetDatabase());

describe('a lost LISTEN connection', () => {
  it('is replaced, and a write made while it was down still reaches the other instance', async () => {
    const [a, b] = [await instance(), await instance()];
    const course = await aCourse(await aCategory());
    expect(await reviewsOf(b, course.id)).toEqual([]);
    const before = await listeners();
    expect(before.length).toBeGreaterThanOrEqual(2);

    const { db } = await testDatabase();
    await db.execute(sql`select pg_terminate_backend(pid) from pg_stat_activity
      where datname = current_database() and query ilike 'listen %'`);
    // Written while nobody listens: the announcement is lost.
    const learner = await signedInUser(a);
    const written = await a.inject({
      method: 'POST',
      url: `/api/course/${course.id}/review`,
      headers: learner.auth,
      payload: { rating: 4, comment: 'Written during the outage' },
    });
    expect(written.statusCode).toBe(201);

    expect(
      await eventually(
        () => reviewsOf(b, course.id),
        (c) => c.length > 0,
      ),
    ).toEqual(['Written during the outage']);
    // Both instances listen again, on new connections.
    const after = await eventually(listeners, (pids) => pids.length >= before.length);
    expect(after.length).toBe(before.length);
    expect(after.some((pid) => before.includes(pid))).toBe(false);

    // And the next write is announced as usual.
    const other = await signedInUser(a);
    await a.inject({
      method: 'POST',
      url: `/api/course/${course.id}/review`,
      headers: other.auth,
      payload: { rating: 5, comment: 'After it came back' },
    });
    expect(
      await eventually(
        () => reviewsOf(b, course.id),
        (c) => c.length === 2,
      ),
    ).toEqual(expect.arrayContaining(['Written during the outage', 'After it came back']));
  });
});
