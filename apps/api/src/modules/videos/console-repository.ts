import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { courses, lessons, videos, type Db, type VideoCaption, type VideoRow } from '@curio/db';

export type NewVideo = Pick<VideoRow, 'id' | 'courseId' | 'originalKey' | 'originalName' | 'originalSize'>;

/** What a ready video's row gets from its transcoding. */
export type ReadyVideo = Pick<VideoRow, 'durationSeconds' | 'width' | 'height' | 'renditions' | 'posterKey'>;

/** The `videos` table and what hangs off it (SQL lives here only). */
export function createVideoRepository(db: Db) {
  return {
    async courseExists(courseId: string): Promise<boolean> {
      const rows = await db.select({ id: courses.id }).from(courses).where(eq(courses.id, courseId)).limit(1);
      return rows.length > 0;
    },

    async insert(video: NewVideo, tx: Db = db): Promise<VideoRow> {
      const [row] = await tx.insert(videos).values(video).returning();
      if (!row) throw new Error('the video was not stored');
      return row;
    },

    async find(id: string, tx: Db = db): Promise<VideoRow | undefined> {
      const [row] = await tx.select().from(videos).where(eq(videos.id, id));
      return row;
    },

    async findForUpdate(id: string, tx: Db): Promise<VideoRow | undefined> {
      const [row] = await tx.select().from(videos).where(eq(videos.id, id)).for('update');
      return row;
    },

    /** A course's videos, newest first (a course has a few dozen at most). */
    listByCourse(courseId: string): Promise<VideoRow[]> {
      return db.select().from(videos).where(eq(videos.courseId, courseId)).orderBy(desc(videos.createdAt));
    },

    /** The job starts on it: queued (or left transcoding by a worker that died) → transcoding, from 0. */
    async startTranscoding(id: string): Promise<VideoRow | undefined> {
      const [row] = await db
        .update(videos)
        .set({ status: 'transcoding', progress: 0, error: null, updatedAt: sql`now()` })
        .where(and(eq(videos.id, id), inArray(videos.status, ['queued', 'transcoding'])))
        .returning();
      return row;
    },

    async setProgress(id: string, progress: number): Promise<void> {
      await db
        .update(videos)
        .set({ progress })
        .where(and(eq(videos.id, id), eq(videos.status, 'transcoding')));
    },

    /** Waiting for the job's next attempt. */
    async requeueAfterError(id: string): Promise<void> {
      await db
        .update(videos)
        .set({ status: 'queued', progress: 0, updatedAt: sql`now()` })
        .where(and(eq(videos.id, id), eq(videos.status, 'transcoding')));
    },

    async markFailed(id: string, error: string): Promise<void> {
      await db
        .update(videos)
        .set({ status: 'failed', progress: 0, error, updatedAt: sql`now()` })
        .where(and(eq(videos.id, id), inArray(videos.status, ['queued', 'transcoding'])));
    },

    /** Ready, with what the job made; undefined when the video was deleted (or moved on) meanwhile. */
    async markReady(id: string, ready: ReadyVideo, tx: Db): Promise<VideoRow | undefined> {
      const [row] = await tx
        .update(videos)
        .set({
          ...ready,
          status: 'ready',
          progress: 100,
          error: null,
          originalKey: null,
          updatedAt: sql`now()`,
        })
        .where(and(eq(videos.id, id), eq(videos.status, 'transcoding')))
        .returning();
      return row;
    },

    /** Every lesson showing the video takes its length. */
    async setLessonDurations(videoId: string, seconds: number, tx: Db): Promise<void> {
      await tx
        .update(lessons)
        .set({ durationSeconds: seconds, updatedAt: sql`now()` })
        .where(eq(lessons.videoId, videoId));
    },

    /** Failed → queued, for another try. */
    async requeueFailed(id: string, tx: Db): Promise<VideoRow | undefined> {
      const [row] = await tx
        .update(videos)
        .set({ status: 'queued', progress: 0, error: null, updatedAt: sql`now()` })
        .where(and(eq(videos.id, id), eq(videos.status, 'failed')))
        .returning();
      return row;
    },

    async setCaptions(id: string, captions: VideoCaption[], tx: Db): Promise<VideoRow | undefined> {
      const [row] = await tx
        .update(videos)
        .set({ captions, updatedAt: sql`now()` })
        .where(eq(videos.id, id))
        .returning();
      return row;
    },

    /** Deletes the row; the lessons showing it keep no id (the schema sets it null). */
    async delete(id: string, tx: Db): Promise<VideoRow | undefined> {
      const [row] = await tx.delete(videos).where(eq(videos.id, id)).returning();
      return row;
    },
  };
}

export type VideoRepository = ReturnType<typeof createVideoRepository>;
