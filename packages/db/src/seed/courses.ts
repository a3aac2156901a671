import { randomBytes } from 'node:crypto';
import { count, inArray, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { categories, courses, quizQuestions, reviews, users } from '../schema.ts';
import { CLOUD_AND_DEVOPS } from './courses-cloud.ts';
import { DATA_AND_AI } from './courses-data.ts';
import { DESIGN_AND_PRODUCT } from './courses-design.ts';
import { DEMO_REVIEWERS } from './courses-reviewers.ts';
import {
  CERTIFICATE_DEMO_IMAGE,
  courseImages,
  type ReviewerKey,
  type SeedCategory,
} from './courses-types.ts';
import { WEB_DEVELOPMENT } from './courses-web.ts';
import { seedImage } from './images.ts';
import type { SeedOptions } from './options.ts';

/** The demo catalogue in tab order (the first category is the catalogue's default tab). */
export const DEMO_CATEGORIES: readonly SeedCategory[] = [
  WEB_DEVELOPMENT,
  DATA_AND_AI,
  CLOUD_AND_DEVOPS,
  DESIGN_AND_PRODUCT,
];

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Demo categories, courses, quiz questions and reviews (docs/product.md#catalogue). Runs only while there is
 * no category, inside one transaction: a second process racing this one finds the categories taken and writes
 * nothing.
 */
export async function seedCourses(db: Db, options: SeedOptions): Promise<boolean> {
  const { hashPassword, sanitizeRichText } = options;
  const [existing] = await db.select({ n: count() }).from(categories);
  if ((existing?.n ?? 0) > 0) return false;

  // Hashing is slow on purpose: done before the transaction so it holds no locks meanwhile.
  const reviewerRows = await Promise.all(
    Object.values(DEMO_REVIEWERS).map(async (reviewer) => ({
      ...reviewer,
      passwordHash: await hashPassword(randomBytes(24).toString('base64url')),
    })),
  );
  // Images pass the image pipeline (ADR 010) before the transaction too.
  const imagesBySlug = new Map<string, string[]>();
  for (const course of DEMO_CATEGORIES.flatMap((category) => category.courses)) {
    const images: string[] = [];
    for (const url of courseImages(course.slug)) images.push(await seedImage(url, options));
    imagesBySlug.set(course.slug, images);
  }
  const certificateDemo = await seedImage(CERTIFICATE_DEMO_IMAGE, options);

  return db.transaction(async (tx) => {
    const insertedCategories = await tx
      .insert(categories)
      .values(DEMO_CATEGORIES.map((category, index) => ({ name: category.name, sortOrder: index })))
      .onConflictDoNothing()
      .returning({ id: categories.id, name: categories.name });
    if (insertedCategories.length === 0) return false;
    if (insertedCategories.length !== DEMO_CATEGORIES.length) {
      throw new Error('demo seed: some demo category names already exist; refusing to seed half a catalogue');
    }
    const categoryIds = new Map(insertedCategories.map((row) => [row.name, row.id]));

    // Reviewers may exist from an earlier, partly cleared install: keep them and look their ids up.
    await tx.insert(users).values(reviewerRows).onConflictDoNothing();
    const reviewerEmails = reviewerRows.map((r) => r.email);
    const reviewerUsers = await tx
      .select({ id: users.id, email: users.email })
      .from(users)
      .where(inArray(sql`lower(${users.email})`, reviewerEmails));
    const userIdByEmail = new Map(reviewerUsers.map((u) => [u.email.toLowerCase(), u.id]));
    const reviewerId = (key: ReviewerKey) => {
      const id = userIdByEmail.get(DEMO_REVIEWERS[key].email);
      if (!id) throw new Error(`demo seed: reviewer ${key} was not stored`);
      return id;
    };

    const courseValues = DEMO_CATEGORIES.flatMap((category) =>
      category.courses.map((course, index) => ({
        name: course.name,
        slug: course.slug,
        categoryId: categoryIds.get(category.name) ?? missing(category.name),
        images: imagesBySlug.get(course.slug) ?? missing(course.slug),
        duration: course.duration,
        lectures: course.lectures,
        videoLessons: course.videoLessons,
        skillLevel: course.skillLevel,
        studentsEnrolled: course.studentsEnrolled,
        description: sanitizeRichText(course.description),
        feature: sanitizeRichText(course.feature),
        audience: sanitizeRichText(course.audience),
        overview: sanitizeRichText(course.overview),
        curriculum: course.curriculum.map((entry) => ({
          title: entry.title,
          description: sanitizeRichText(entry.description),
        })),
        certificateDemo,
        priceCents: course.priceCents,
        sortOrder: index,
      })),
    );
    const insertedCourses = await tx
      .insert(courses)
      .values(courseValues)
      .returning({ id: courses.id, slug: courses.slug });
    const courseIds = new Map(insertedCourses.map((row) => [row.slug, row.id]));

    const seedCourses = DEMO_CATEGORIES.flatMap((category) => category.courses);
    await tx.insert(quizQuestions).values(
      seedCourses.flatMap((course) =>
        course.quiz.map((question, position) => ({
          courseId: courseIds.get(course.slug) ?? missing(course.slug),
          position,
          question: question.question,
          options: question.options,
          correctOption: question.answer,
        })),
      ),
    );

    const now = Date.now();
    await tx.insert(reviews).values(
      seedCourses.flatMap((course) =>
        course.reviews.map((review) => {
          const writtenAt = new Date(now - review.daysAgo * DAY_MS);
          return {
            courseId: courseIds.get(course.slug) ?? missing(course.slug),
            userId: reviewerId(review.by),
            rating: review.rating,
            comment: review.comment,
            createdAt: writtenAt,
            updatedAt: writtenAt,
          };
        }),
      ),
    );
    return true;
  });
}

function missing(what: string): never {
  throw new Error(`demo seed: ${what} was not stored`);
}
