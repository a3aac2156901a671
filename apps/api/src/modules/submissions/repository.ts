import { and, eq } from 'drizzle-orm';
import { jobApplications, jobs, leads, trainerApplications, type Db } from '@curio/db';
import { isPublished } from '#api/modules/content/index.ts';

export type LeadRow = typeof leads.$inferSelect;
export type JobApplicationRow = typeof jobApplications.$inferSelect;
export type TrainerApplicationRow = typeof trainerApplications.$inferSelect;

/**
 * All SQL of what visitors send: enquiries, job and trainer applications (staff reads:
 * console-repository.ts).
 */
export function createSubmissionRepository(db: Db) {
  async function inserted<T>(rows: T[]): Promise<T> {
    const [row] = rows;
    if (!row) throw new Error('insert returned no row');
    return row;
  }

  // Stamped here with millisecond precision (not the database's microseconds): the time the API shows
  // is then the stored one.
  const stamped = <T extends object>(values: T) => ({ ...values, createdAt: new Date() });

  return {
    insertLead: async (values: typeof leads.$inferInsert, tx: Db = db) =>
      inserted(await tx.insert(leads).values(stamped(values)).returning()),
    insertJobApplication: async (values: typeof jobApplications.$inferInsert, tx: Db = db) =>
      inserted(await tx.insert(jobApplications).values(stamped(values)).returning()),
    insertTrainerApplication: async (values: typeof trainerApplications.$inferInsert, tx: Db = db) =>
      inserted(await tx.insert(trainerApplications).values(stamped(values)).returning()),

    async findJob(id: string) {
      const [row] = await db
        .select({ id: jobs.id, title: jobs.title })
        .from(jobs)
        .where(and(eq(jobs.id, id), isPublished(jobs)));
      return row;
    },
  };
}
