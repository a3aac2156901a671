import type { CategoryRow, CourseRow, CourseStatus } from '@curio/db';
import { insertCategory, insertCourse, insertQuiz } from '@curio/db/testing';
import { testDatabase } from './database.ts';

/** Test data for the courses API, written straight to the worker's database (tests own their fixtures). */

export async function aCategory(
  overrides: Partial<{ name: string; sortOrder: number }> = {},
): Promise<CategoryRow> {
  return insertCategory((await testDatabase()).db, overrides);
}

export interface CourseOverrides {
  name?: string;
  slug?: string;
  description?: string;
  priceCents?: number;
  sortOrder?: number;
  status?: CourseStatus;
}

export async function aCourse(category: { id: string }, overrides: CourseOverrides = {}): Promise<CourseRow> {
  return insertCourse((await testDatabase()).db, category, overrides);
}

export interface QuestionSpec {
  question: string;
  options: string[];
  correct: number;
}

/** Stores the questions in the given order; returns their ids in that order. */
export async function aQuiz(course: { id: string }, questions: QuestionSpec[]): Promise<string[]> {
  return insertQuiz((await testDatabase()).db, course, questions);
}
