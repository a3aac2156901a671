import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { COURSE_MESSAGES, MESSAGES, ZCourse, ZCoursePreview, ZQuizQuestion, ZReview } from '@curio/shared';
import { useTestApp } from './helpers/app.ts';
import { adminUrls, call, setCourseStatus } from './helpers/catalogue-admin.ts';
import { aCategory, aCourse, aQuiz } from './helpers/courses.ts';
import { adminAuth, editorAuth, signedInUser } from './helpers/users.ts';

const NO_STORE = 'private, no-store';

/** The reply must be exactly the preview's shape, each part as strict as the public read it stands in for. */
const parsePreview = (body: unknown) => {
  const preview = ZCoursePreview.strict().parse(body);
  ZCourse.strict().parse(preview.course);
  preview.quiz.forEach((question) => ZQuizQuestion.strict().parse(question));
  preview.reviews.forEach((review) => ZReview.strict().parse(review));
  return preview;
};

describe('the staff course preview (GET /api/admin/courses/{id}/preview)', () => {
  const ctx = useTestApp();
  const publicRead = (url: string) => ctx.app.inject({ method: 'GET', url });

  /**
   * A course with two reviews (one hidden by a moderator) and a two-question quiz, then moved to `status`.
   */
  async function aReviewedCourse(status: 'draft' | 'archived' | 'published') {
    const course = await aCourse(await aCategory(), { name: 'Balcony Gardening' });
    await aQuiz(course, [
      { question: 'What do plants eat?', options: ['Soil', 'Light'], correct: 1 },
      { question: 'How often to water?', options: ['Daily', 'When dry'], correct: 1 },
    ]);
    const [kept, hidden] = await Promise.all(
      ['<p>Lovely course</p>', '<p>Spam</p>'].map(async (comment) => {
        const author = await signedInUser(ctx.app);
        const res = await call(ctx.app, 'POST', `/api/course/${course.id}/review`, author.auth, {
          rating: 4,
          comment,
        });
        expect(res.statusCode).toBe(201);
        return res.json().data as { _id: string };
      }),
    );
    const editor = await editorAuth(ctx.app);
    const hide = await call(ctx.app, 'POST', `/api/admin/reviews/${hidden?._id}/hide`, editor, {
      reason: 'Spam',
    });
    expect(hide.statusCode).toBe(200);
    if (status !== 'published') await setCourseStatus(ctx.app, editor, course.id, status);
    return { course, editor, keptReviewId: kept?._id };
  }

  it('shows an editor a draft as its public page would: the course, its quiz without answers, its visible reviews', async () => {
    const { course, editor, keptReviewId } = await aReviewedCourse('draft');
    // Visitors get nothing of it.
    expect((await publicRead(`/api/course/slug/${course.slug}`)).statusCode).toBe(404);
    expect((await publicRead(`/api/course/${course.id}/quiz`)).statusCode).toBe(404);
    expect((await publicRead(`/api/course/${course.id}/reviews`)).statusCode).toBe(404);

    const res = await call(ctx.app, 'GET', adminUrls.coursePreview(course.id), editor);
    expect(res.statusCode).toBe(200);
    const preview = parsePreview(res.json().data);
    expect(preview.status).toBe('draft');
    expect(preview.course).toMatchObject({
      _id: course.id,
      name: 'Balcony Gardening',
      slug: course.slug,
      price: 49.99,
      curriculum: [{ title: 'Soil' }, { title: 'Light' }],
      // The rating as the public page computes it: the hidden review does not count.
      rating: { average: 4, count: 1 },
    });
    expect(preview.quiz.map(({ question, options }) => ({ question, options }))).toEqual([
      { question: 'What do plants eat?', options: ['Soil', 'Light'] },
      { question: 'How often to water?', options: ['Daily', 'When dry'] },
    ]);
    expect(preview.reviews.map((review) => [review._id, review.comment])).toEqual([
      [keptReviewId, '<p>Lovely course</p>'],
    ]);
  });

  it('previews archived and published courses too, with their status, for an admin as for an editor', async () => {
    const admin = await adminAuth(ctx.app);
    for (const status of ['archived', 'published'] as const) {
      const { course } = await aReviewedCourse(status);
      const res = await call(ctx.app, 'GET', adminUrls.coursePreview(course.id), admin);
      expect(res.statusCode).toBe(200);
      const preview = parsePreview(res.json().data);
      expect(preview.status).toBe(status);
      expect(preview.quiz).toHaveLength(2);
      expect(preview.reviews).toHaveLength(1);
    }
  });

  it('is never cached, by the browser or by the public cache', async () => {
    const { course, editor } = await aReviewedCourse('draft');
    const first = await call(ctx.app, 'GET', adminUrls.coursePreview(course.id), editor);
    expect(first.headers['cache-control']).toBe(NO_STORE);
    expect(first.headers.etag).toBeUndefined();

    // An edit shows on the very next preview.
    const { updatedAt } = (await call(ctx.app, 'GET', adminUrls.course(course.id), editor)).json().data;
    const patch = await call(ctx.app, 'PATCH', adminUrls.course(course.id), editor, {
      name: 'Balcony Gardening, Revised',
      version: updatedAt,
    });
    expect(patch.statusCode).toBe(200);
    const second = await call(ctx.app, 'GET', adminUrls.coursePreview(course.id), editor);
    expect(second.headers['cache-control']).toBe(NO_STORE);
    expect(second.json().data.course.name).toBe('Balcony Gardening, Revised');
  });

  it('answers 401 without a token and 403 to a learner, before reading anything, and never cached', async () => {
    const { course } = await aReviewedCourse('draft');
    const learner = await signedInUser(ctx.app);

    const anonymous = await call(ctx.app, 'GET', adminUrls.coursePreview(course.id), {});
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().data).toBeNull();
    expect(anonymous.headers['cache-control']).toBe(NO_STORE);

    const refused = await call(ctx.app, 'GET', adminUrls.coursePreview(course.id), learner.auth);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ message: MESSAGES.auth.forbidden, data: null });
    expect(refused.headers['cache-control']).toBe(NO_STORE);

    // Authorization comes before validation: a learner with a malformed id is still refused, not told why.
    expect((await call(ctx.app, 'GET', adminUrls.coursePreview('not-a-uuid'), learner.auth)).statusCode).toBe(
      403,
    );
  });

  it('answers 404 for an unknown course and 400 for a malformed id', async () => {
    const editor = await editorAuth(ctx.app);
    const unknown = await call(ctx.app, 'GET', adminUrls.coursePreview(randomUUID()), editor);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(COURSE_MESSAGES.courseNotFound);
    expect(unknown.headers['cache-control']).toBe(NO_STORE);
    expect((await call(ctx.app, 'GET', adminUrls.coursePreview('not-a-uuid'), editor)).statusCode).toBe(400);
  });
});
