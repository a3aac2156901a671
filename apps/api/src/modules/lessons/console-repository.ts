import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { courses, courseSections, lessons, videos, type Db, type LessonRow } from '@curio/db';
import { positionsCase } from '#api/lib/reorder.ts';
import { isVersion, nextVersion } from '#api/lib/versions.ts';

/** A lesson's columns an edit may set (the rest are the lesson's identity, place and timestamps). */
export type LessonPatch = Partial<
  Pick<
    LessonRow,
    | 'title'
    | 'body'
    | 'freePreview'
    | 'durationSeconds'
    | 'videoId'
    | 'quiz'
    | 'status'
    | 'fileKey'
    | 'fileName'
    | 'fileSize'
    | 'fileType'
  >
>;

/** The next position at the end of a list: one past the largest, 0 for an empty one. */
const nextPosition = (column: typeof courseSections.position | typeof lessons.position) =>
  sql<number>`coalesce(max(${column}) + 1, 0)::int`;

/**
 * The console's sections and lessons (SQL lives here only); a method that may run in a transaction takes it.
 */
export function createLessonConsoleRepository(db: Db) {
  return {
    async course(courseId: string, tx: Db = db) {
      const [row] = await tx
        .select({ id: courses.id, name: courses.name, passPercent: courses.passPercent })
        .from(courses)
        .where(eq(courses.id, courseId));
      return row;
    },

    /** The course row locked until the transaction ends: reorders and additions of one course take turns. */
    async lockCourse(courseId: string, tx: Db) {
      const [row] = await tx
        .select({ id: courses.id })
        .from(courses)
        .where(eq(courses.id, courseId))
        .for('update');
      return row;
    },

    sections: (courseId: string, tx: Db = db) =>
      tx
        .select()
        .from(courseSections)
        .where(eq(courseSections.courseId, courseId))
        .orderBy(asc(courseSections.position), asc(courseSections.createdAt)),

    /** Every lesson of the course with its video's state, in each section's order. */
    outlineLessons: (courseId: string, tx: Db = db) =>
      tx
        .select({
          lesson: lessons,
          video: {
            id: videos.id,
            originalName: videos.originalName,
            status: videos.status,
            progress: videos.progress,
            error: videos.error,
            durationSeconds: videos.durationSeconds,
          },
        })
        .from(lessons)
        .leftJoin(videos, eq(videos.id, lessons.videoId))
        .where(eq(lessons.courseId, courseId))
        .orderBy(asc(lessons.position), asc(lessons.createdAt)),

    async findSection(id: string, tx: Db = db) {
      const [row] = await tx.select().from(courseSections).where(eq(courseSections.id, id));
      return row;
    },

    async lockSection(id: string, tx: Db) {
      const [row] = await tx.select().from(courseSections).where(eq(courseSections.id, id)).for('update');
      return row;
    },

    async insertSection(courseId: string, title: string, tx: Db): Promise<string> {
      const [position] = await tx
        .select({ next: nextPosition(courseSections.position) })
        .from(courseSections)
        .where(eq(courseSections.courseId, courseId));
      const [row] = await tx
        .insert(courseSections)
        .values({ courseId, title, position: position?.next ?? 0 })
        .returning({ id: courseSections.id });
      if (!row) throw new Error('section insert returned no row');
      return row.id;
    },

    /** False when the section is not at `version` any more: nothing changed. */
    async renameSection(id: string, title: string, version: string, tx: Db): Promise<boolean> {
      const rows = await tx
        .update(courseSections)
        .set({ title, updatedAt: nextVersion(courseSections.updatedAt) })
        .where(and(eq(courseSections.id, id), isVersion(courseSections.updatedAt, version)))
        .returning({ id: courseSections.id });
      return rows.length > 0;
    },

    /** Deletes the section; its lessons go with it (the foreign key cascades). */
    async deleteSection(id: string, tx: Db): Promise<void> {
      await tx.delete(courseSections).where(eq(courseSections.id, id));
    },

    lessonsOfSection: (sectionId: string, tx: Db = db) =>
      tx
        .select({ id: lessons.id, title: lessons.title, fileKey: lessons.fileKey })
        .from(lessons)
        .where(eq(lessons.sectionId, sectionId))
        .orderBy(asc(lessons.position)),

    async findLesson(id: string, tx: Db = db) {
      const [row] = await tx
        .select({ lesson: lessons, courseName: courses.name })
        .from(lessons)
        .innerJoin(courses, eq(courses.id, lessons.courseId))
        .where(eq(lessons.id, id));
      return row;
    },

    async lockLesson(id: string, tx: Db) {
      const [row] = await tx.select().from(lessons).where(eq(lessons.id, id)).for('update');
      return row;
    },

    async insertLesson(
      section: { id: string; courseId: string },
      values: Pick<LessonRow, 'title' | 'kind'>,
      tx: Db,
    ): Promise<string> {
      const [position] = await tx
        .select({ next: nextPosition(lessons.position) })
        .from(lessons)
        .where(eq(lessons.sectionId, section.id));
      const [row] = await tx
        .insert(lessons)
        .values({
          ...values,
          courseId: section.courseId,
          sectionId: section.id,
          position: position?.next ?? 0,
        })
        .returning({ id: lessons.id });
      if (!row) throw new Error('lesson insert returned no row');
      return row.id;
    },

    async isLessonAt(id: string, version: string, tx: Db): Promise<boolean> {
      const rows = await tx
        .select({ id: lessons.id })
        .from(lessons)
        .where(and(eq(lessons.id, id), isVersion(lessons.updatedAt, version)));
      return rows.length > 0;
    },

    /** False when the lesson is not at `version` any more: nothing changed. */
    async updateLesson(id: string, patch: LessonPatch, version: string, tx: Db): Promise<boolean> {
      const rows = await tx
        .update(lessons)
        .set({ ...patch, updatedAt: nextVersion(lessons.updatedAt) })
        .where(and(eq(lessons.id, id), isVersion(lessons.updatedAt, version)))
        .returning({ id: lessons.id });
      return rows.length > 0;
    },

    async deleteLesson(id: string, tx: Db): Promise<void> {
      await tx.delete(lessons).where(eq(lessons.id, id));
    },

    async findVideo(id: string, tx: Db = db) {
      const [row] = await tx.select().from(videos).where(eq(videos.id, id));
      return row;
    },

    /**
     * The course's outline as sent: sections take positions 0…n-1, and each lesson its section and its
     * position in it. A reorder does not change versions (ADR 034).
     */
    async applyOrder(sections: { id: string; lessons: string[] }[], tx: Db): Promise<void> {
      if (sections.length === 0) return;
      const sectionIds = sections.map((s) => s.id);
      await tx
        .update(courseSections)
        .set({ position: positionsCase(courseSections.id, sectionIds) })
        .where(inArray(courseSections.id, sectionIds));
      const placed = sections.flatMap((s) =>
        s.lessons.map((lesson, index) => ({ lesson, section: s.id, index })),
      );
      if (placed.length === 0) return;
      const sectionOf = sql.join(
        placed.map(({ lesson, section }) => sql`when ${lesson}::uuid then ${section}::uuid`),
        sql` `,
      );
      const positionOf = sql.join(
        placed.map(({ lesson, index }) => sql`when ${lesson}::uuid then ${index}::int`),
        sql` `,
      );
      await tx
        .update(lessons)
        .set({
          sectionId: sql`case ${lessons.id} ${sectionOf} end`,
          position: sql`case ${lessons.id} ${positionOf} end`,
        })
        .where(
          inArray(
            lessons.id,
            placed.map(({ lesson }) => lesson),
          ),
        );
    },
  };
}

export type LessonConsoleRepository = ReturnType<typeof createLessonConsoleRepository>;
export type OutlineLessonRow = Awaited<ReturnType<LessonConsoleRepository['outlineLessons']>>[number];
export type LessonDetailRow = NonNullable<Awaited<ReturnType<LessonConsoleRepository['findLesson']>>>;
