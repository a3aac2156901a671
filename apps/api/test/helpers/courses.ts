import { randomUUID } from 'node:crypto';
import { categories, courses, quizQuestions, type CategoryRow, type CourseRow } from '@curio/db';
import { testDatabase } from './database.ts';

/** Test data for the courses API, written straight to the worker's database (tests own their fixtures). */

export async function aCategory(
  overrides: Partial<{ name: string; sortOrder: number }> = {},
): Promise<CategoryRow> {
  const { db } = await testDatabase();
  const [row] = await db
    .insert(categories)
    .values({ name: `Category ${randomUUID().slice(0, 8)}`, sortOrder: 0, ...overrides })
    .returning();
  if (!row) throw new Error('category insert returned no row');
  return row;
}

export interface CourseOverrides {
  name?: string;
  slug?: string;
  description?: string;
  priceCents?: number;
  sortOrder?: number;
}

export async function aCourse(category: { id: string }, overrides: CourseOverrides = {}): Promise<CourseRow> {
  const { db } = await testDatabase();
  const slug = overrides.slug ?? `course-${randomUUID().slice(0, 8)}`;
  const [row] = await db
    .insert(courses)
    .values({
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
    })
    .returning();
  if (!row) throw new Error('course insert returned no row');
  return row;
}

export interface QuestionSpec {
  question: string;
  options: string[];
  correct: number;
}

/** Stores the questions in the given order; returns their ids in that order. */
export async function aQuiz(course: { id: string }, questions: QuestionSpec[]): Promise<string[]> {
  const { db } = await testDatabase();
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
