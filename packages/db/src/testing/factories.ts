// Test factories: each inserts one row (or one set of rows) with believable defaults and returns what was
// stored. Names and slugs are random, so tests sharing a database never collide. Tests only; the app never
// imports this (it is the separate entry point `@curio/db/testing`).
import { randomUUID } from 'node:crypto';
import type { Db } from '../client.ts';
import { categories, courses, quizQuestions, type CategoryRow, type CourseRow } from '../schema.ts';

export type CategoryOverrides = Partial<Omit<typeof categories.$inferInsert, 'id'>>;

export async function insertCategory(db: Db, overrides: CategoryOverrides = {}): Promise<CategoryRow> {
  const [row] = await db
    .insert(categories)
    .values({ name: `Category ${randomUUID().slice(0, 8)}`, sortOrder: 0, ...overrides })
    .returning();
  if (!row) throw new Error('category insert returned no row');
  return row;
}

export type CourseOverrides = Partial<Omit<typeof courses.$inferInsert, 'id' | 'categoryId'>>;

/** The row insertCourse writes: believable defaults, then the overrides. */
function courseValues(category: { id: string }, overrides: CourseOverrides): typeof courses.$inferInsert {
  const slug = overrides.slug ?? `course-${randomUUID().slice(0, 8)}`;
  return {
    name: 'Intro to Gardening',
    slug,
    categoryId: category.id,
    images: [`/images/courses/${slug}-1.svg`, `/images/courses/${slug}-2.svg`],
    duration: '3 weeks',
    lectures: 12,
    videoLessons: 9,
    skillLevel: 'Beginner',
    studentsEnrolled: 42,
    description: '<p>Grow vegetables on a balcony.</p>',
    feature: '<ul><li>Weekly tasks</li></ul>',
    audience: '<ul><li>Anyone with a window</li></ul>',
    overview: '<h3>Overview</h3><p>Soil, light and water.</p>',
    curriculum: [
      { title: 'Soil', description: '<p>What plants eat.</p>' },
      { title: 'Light', description: '<p>Where to put them.</p>' },
    ],
    certificateDemo: '/images/courses/certificate-demo.svg',
    priceCents: 4999,
    ...overrides,
  };
}

/** A course in `category`; its images follow the slug (`/images/courses/<slug>-1.svg`, `-2.svg`). */
export async function insertCourse(
  db: Db,
  category: { id: string },
  overrides: CourseOverrides = {},
): Promise<CourseRow> {
  const [row] = await db.insert(courses).values(courseValues(category, overrides)).returning();
  if (!row) throw new Error('course insert returned no row');
  return row;
}

/**
 * `count` courses in `category` in multi-row inserts (a large catalogue in a test's time): course `i` gets
 * insertCourse's defaults and `overridesOf(i)`.
 */
export async function insertCourses(
  db: Db,
  category: { id: string },
  count: number,
  overridesOf: (index: number) => CourseOverrides = () => ({}),
): Promise<CourseRow[]> {
  const rows: CourseRow[] = [];
  for (let start = 0; start < count; start += 500) {
    const batch = Array.from({ length: Math.min(500, count - start) }, (_, offset) =>
      courseValues(category, overridesOf(start + offset)),
    );
    rows.push(...(await db.insert(courses).values(batch).returning()));
  }
  return rows;
}

export interface QuizQuestionSpec {
  question: string;
  options: string[];
  /** Index into `options`. */
  correct: number;
}

/** Stores the questions of `course` in the given order; returns their ids in that order. */
export async function insertQuiz(
  db: Db,
  course: { id: string },
  questions: QuizQuestionSpec[],
): Promise<string[]> {
  if (questions.length === 0) return [];
  const rows = await db
    .insert(quizQuestions)
    .values(
      questions.map((q, position) => ({
        courseId: course.id,
        position,
        question: q.question,
        options: q.options,
        correctOption: q.correct,
      })),
    )
    .returning({ id: quizQuestions.id, position: quizQuestions.position });
  return rows.sort((a, b) => a.position - b.position).map((r) => r.id);
}
