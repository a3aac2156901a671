import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { count } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { categories, courses, quizQuestions, reviews, seedCourses, users } from '@curio/db';
import { hashPassword } from '#api/lib/passwords.ts';
import { sanitizeComment, sanitizeRichText } from '#api/lib/sanitize.ts';
import { contentSeedHooks } from '#api/modules/content/seed-hooks.ts';
import { createTestApp } from './helpers/app.ts';
import { resetDatabase, testDatabase } from './helpers/database.ts';

const PUBLIC_DIR = fileURLToPath(new URL('../../web/public', import.meta.url));
const options = { hashPassword, ...contentSeedHooks };

async function tableSizes() {
  const { db } = await testDatabase();
  const size = async (
    table: typeof categories | typeof courses | typeof quizQuestions | typeof reviews | typeof users,
  ) => (await db.select({ n: count() }).from(table))[0]?.n;
  return {
    categories: await size(categories),
    courses: await size(courses),
    quizQuestions: await size(quizQuestions),
    reviews: await size(reviews),
    users: await size(users),
  };
}

describe('demo course catalogue seed', () => {
  beforeEach(resetDatabase);

  it('seeds an empty catalogue once; running it again changes nothing', async () => {
    const { db } = await testDatabase();
    expect(await seedCourses(db, options)).toBe(true);
    const after = await tableSizes();
    expect(await seedCourses(db, options)).toBe(false);
    expect(await tableSizes()).toEqual(after);
  });

  it('leaves a catalogue with categories alone, even without courses', async () => {
    const { db } = await testDatabase();
    await db.insert(categories).values({ name: 'Operator category' });
    expect(await seedCourses(db, options)).toBe(false);
    expect((await tableSizes()).courses).toBe(0);
  });

  it('has at least 4 categories and 12 courses, one category with exactly 3', async () => {
    const { db } = await testDatabase();
    await seedCourses(db, options);
    const rows = await db.select({ categoryId: courses.categoryId }).from(courses);
    const perCategory = new Map<string, number>();
    for (const row of rows) perCategory.set(row.categoryId, (perCategory.get(row.categoryId) ?? 0) + 1);
    expect(perCategory.size).toBeGreaterThanOrEqual(4);
    expect(rows.length).toBeGreaterThanOrEqual(12);
    expect([...perCategory.values()]).toContain(3);
  });

  it('gives every course its page content, local images, 5+ curriculum entries, quiz questions and reviews', async () => {
    const { db } = await testDatabase();
    await seedCourses(db, options);
    const all = await db.select().from(courses);
    const questions = await db.select().from(quizQuestions);
    const written = await db.select().from(reviews);
    for (const course of all) {
      const label = course.slug;
      expect(course.images.length, label).toBeGreaterThanOrEqual(1);
      for (const url of [...course.images, course.certificateDemo]) {
        expect(url, label).toMatch(/^\/images\/courses\/[\w-]+\.svg$/);
        expect(existsSync(path.join(PUBLIC_DIR, url)), `${label}: ${url}`).toBe(true);
      }
      expect(course.curriculum.length, label).toBeGreaterThanOrEqual(5);
      for (const field of [course.description, course.feature, course.audience, course.overview]) {
        expect(field.length, label).toBeGreaterThan(20);
        // Stored exactly as the rich-text sanitizer leaves it.
        expect(sanitizeRichText(field), label).toBe(field);
      }
      for (const entry of course.curriculum)
        expect(sanitizeRichText(entry.description), label).toBe(entry.description);

      const quiz = questions.filter((q) => q.courseId === course.id);
      expect(quiz.length, label).toBeGreaterThanOrEqual(5);
      for (const q of quiz) expect(q.correctOption, label).toBeLessThan(q.options.length);

      const courseReviews = written.filter((r) => r.courseId === course.id);
      expect(courseReviews.length, label).toBeGreaterThanOrEqual(2);
      for (const r of courseReviews) expect(sanitizeComment(r.comment), label).toBe(r.comment);
    }
  });

  it('writes reviews as a handful of demo learners with @curio.example addresses', async () => {
    const { db } = await testDatabase();
    await seedCourses(db, options);
    const authors = await db.selectDistinct({ userId: reviews.userId }).from(reviews);
    const reviewers = await db.select({ id: users.id, email: users.email, name: users.name }).from(users);
    expect(authors.length).toBeGreaterThanOrEqual(4);
    for (const author of authors) {
      const user = reviewers.find((u) => u.id === author.userId);
      expect(user?.email).toMatch(/^[a-z.]+@curio\.example$/);
      expect(user?.name).toMatch(/^\p{Lu}\p{L}+ \p{Lu}\p{L}+$/u);
    }
  });

  it('serves every seeded course through the API', async () => {
    const { db } = await testDatabase();
    await seedCourses(db, options);
    const app = await createTestApp();
    try {
      const list = await app.inject({ method: 'GET', url: '/api/course' });
      const cards: { slug: string; _id: string }[] = list.json().data;
      expect(cards.length).toBeGreaterThanOrEqual(12);
      for (const card of cards) {
        const page = await app.inject({ method: 'GET', url: `/api/course/slug/${card.slug}` });
        expect(page.statusCode, card.slug).toBe(200);
        expect(page.json().data.rating.count, card.slug).toBeGreaterThanOrEqual(2);
      }
    } finally {
      await app.close();
    }
  });
});
