import { desc, eq, lt } from 'drizzle-orm';
import { jobApplications, jobs, leads, trainerApplications, type Db } from '@curio/db';

export type LeadRow = typeof leads.$inferSelect;
export type JobApplicationRow = typeof jobApplications.$inferSelect;
export type TrainerApplicationRow = typeof trainerApplications.$inferSelect;

export interface PageQuery {
  limit: number;
  /**
   * Only items created strictly before this instant: the next page of a newest-first list. An item stamped
   * in the very millisecond of a page's last item would be skipped; that takes two visitors in one ms.
   */
  before?: Date;
}

/** All SQL of what visitors send: enquiries, job and trainer applications, and the operator's lists. */
export function createSubmissionRepository(db: Db) {
  async function inserted<T>(rows: T[]): Promise<T> {
    const [row] = rows;
    if (!row) throw new Error('insert returned no row');
    return row;
  }

  // Stamped here with millisecond precision (not the database's microseconds), so the `createdAt` an
  // operator's client sends back as `before` compares exactly with the stored value.
  const stamped = <T extends object>(values: T) => ({ ...values, createdAt: new Date() });

  return {
    insertLead: async (values: typeof leads.$inferInsert) =>
      inserted(await db.insert(leads).values(stamped(values)).returning()),
    insertJobApplication: async (values: typeof jobApplications.$inferInsert) =>
      inserted(await db.insert(jobApplications).values(stamped(values)).returning()),
    insertTrainerApplication: async (values: typeof trainerApplications.$inferInsert) =>
      inserted(await db.insert(trainerApplications).values(stamped(values)).returning()),

    async findJob(id: string) {
      const [row] = await db.select({ id: jobs.id, title: jobs.title }).from(jobs).where(eq(jobs.id, id));
      return row;
    },

    listLeads: ({ limit, before }: PageQuery) =>
      db
        .select()
        .from(leads)
        .where(before ? lt(leads.createdAt, before) : undefined)
        .orderBy(desc(leads.createdAt), desc(leads.id))
        .limit(limit),
    listJobApplications: ({ limit, before }: PageQuery) =>
      db
        .select()
        .from(jobApplications)
        .where(before ? lt(jobApplications.createdAt, before) : undefined)
        .orderBy(desc(jobApplications.createdAt), desc(jobApplications.id))
        .limit(limit),
    listTrainerApplications: ({ limit, before }: PageQuery) =>
      db
        .select()
        .from(trainerApplications)
        .where(before ? lt(trainerApplications.createdAt, before) : undefined)
        .orderBy(desc(trainerApplications.createdAt), desc(trainerApplications.id))
        .limit(limit),
  };
}
