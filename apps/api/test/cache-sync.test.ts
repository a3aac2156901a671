import type { FastifyInstance } from 'fastify';
import { beforeEach, describe, expect, it } from 'vitest';
import { aCategory, aCourse } from './helpers/courses.ts';
import { resetDatabase } from './helpers/database.ts';
import { eventually, useInstances } from './helpers/instances.ts';
import { signedInUser } from './helpers/users.ts';

/**
 * ADR 005: each instance caches public reads in its own memory; a write on one instance must reach the
 * caches of the others (NOTIFY on the database both share).
 */
const instance = useInstances();

const reviewsOf = async (app: FastifyInstance, courseId: string) => {
  const res = await app.inject({ method: 'GET', url: `/api/course/${courseId}/reviews` });
  expect(res.statusCode).toBe(200);
  return {
    etag: res.headers.etag,
    comments: (res.json().data as { comment: string }[]).map((r) => r.comment),
  };
};

beforeEach(() => resetDatabase());

describe('public cache coherence across instances', () => {
  it('a review written on one instance shows on another that had the list cached', async () => {
    const [a, b] = [await instance(), await instance()];
    const course = await aCourse(await aCategory());
    // B holds the empty list in its cache: the same bytes twice.
    const cached = await reviewsOf(b, course.id);
    expect(cached.comments).toEqual([]);
    expect((await reviewsOf(b, course.id)).etag).toBe(cached.etag);

    const learner = await signedInUser(a);
    const written = await a.inject({
      method: 'POST',
      url: `/api/course/${course.id}/review`,
      headers: learner.auth,
      payload: { rating: 5, comment: 'Clear and practical' },
    });
    expect(written.statusCode).toBe(201);

    const seen = await eventually(
      () => reviewsOf(b, course.id),
      (r) => r.comments.length > 0,
    );
    expect(seen.comments).toEqual(['Clear and practical']);
  });

  it('ignores a malformed message: the cache stays as it was', async () => {
    const a = await instance();
    const course = await aCourse(await aCategory());
    const first = await reviewsOf(a, course.id);
    await a.dbHandle.publish('curio_cache_invalidate', 'not json');
    await a.dbHandle.publish(
      'curio_cache_invalidate',
      JSON.stringify({ from: 'elsewhere', tags: 'courses' }),
    );
    expect((await reviewsOf(a, course.id)).etag).toBe(first.etag);
  });
});
