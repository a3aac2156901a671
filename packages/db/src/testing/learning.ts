// Test factories of a course's lessons: sections, lessons, videos and orders that make a learner's access.
// Tests only (`@curio/db/testing`).
import { randomUUID } from 'node:crypto';
import type { Db } from '../client.ts';
import {
  courseSections,
  lessons,
  orderItems,
  orders,
  videos,
  type CourseSectionRow,
  type LessonRow,
  type VideoRow,
} from '../schema.ts';

export async function insertSection(
  db: Db,
  course: { id: string },
  overrides: Partial<Omit<typeof courseSections.$inferInsert, 'id' | 'courseId'>> = {},
): Promise<CourseSectionRow> {
  const [row] = await db
    .insert(courseSections)
    .values({ courseId: course.id, title: `Section ${randomUUID().slice(0, 6)}`, position: 0, ...overrides })
    .returning();
  if (!row) throw new Error('section insert returned no row');
  return row;
}

/** A published reading lesson unless told otherwise. */
export async function insertLesson(
  db: Db,
  section: { id: string; courseId: string },
  overrides: Partial<Omit<typeof lessons.$inferInsert, 'id' | 'courseId' | 'sectionId'>> = {},
): Promise<LessonRow> {
  const [row] = await db
    .insert(lessons)
    .values({
      courseId: section.courseId,
      sectionId: section.id,
      position: 0,
      title: `Lesson ${randomUUID().slice(0, 6)}`,
      kind: 'text',
      status: 'published',
      durationSeconds: 300,
      body: '<p>Read this.</p>',
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('lesson insert returned no row');
  return row;
}

/** A ready video of `durationSeconds` (its files are the test's to store under `media/videos/{id}/`). */
export async function insertVideo(
  db: Db,
  course: { id: string },
  overrides: Partial<Omit<typeof videos.$inferInsert, 'id' | 'courseId'>> = {},
): Promise<VideoRow> {
  const [row] = await db
    .insert(videos)
    .values({
      courseId: course.id,
      originalName: 'lecture.mp4',
      originalSize: 1_000_000,
      status: 'ready',
      progress: 100,
      durationSeconds: 600,
      width: 1280,
      height: 720,
      renditions: [{ name: '360p', width: 640, height: 360, bandwidth: 800_000 }],
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('video insert returned no row');
  return row;
}

/** An order of `user` for the courses, at `status`, as checkout and the operator would have left it. */
export async function insertOrder(
  db: Db,
  user: { id: string },
  courseList: { id: string; name: string; slug: string }[],
  status: 'pending' | 'confirmed' | 'completed' | 'cancelled',
): Promise<string> {
  const [order] = await db
    .insert(orders)
    .values({
      userId: user.id,
      status,
      address: { name: 'Priya Sharma', fullAddress: '12 Lake Road, Pune', mobile: '9876543210' },
      amountCents: 4999 * courseList.length,
    })
    .returning({ id: orders.id });
  if (!order) throw new Error('order insert returned no row');
  await db.insert(orderItems).values(
    courseList.map((course, position) => ({
      orderId: order.id,
      courseId: course.id,
      courseName: course.name,
      courseSlug: course.slug,
      quantity: 1,
      priceCents: 4999,
      position,
    })),
  );
  return order.id;
}
