import type { FastifyInstance } from 'fastify';
import type { SQL } from 'drizzle-orm';
import { jobApplications, leads, trainerApplications } from '@curio/db';
import {
  INBOX_MESSAGES,
  INBOX_STATUS_LABELS,
  leadOriginOf,
  MESSAGES,
  type TConsolePage,
  type TInboxListQuery,
  type TInboxUpdate,
  type TJobApplicationListQuery,
  type TLeadListQuery,
} from '@curio/shared';
import { toConsolePage } from '#api/lib/console-list.ts';
import { changedFields, recordAudit, type AuditActor } from '#api/lib/audit.ts';
import { batchesAfter, type CsvColumn, type KeysetCursor } from '#api/lib/csv.ts';
import { conflict, notFound } from '#api/lib/http-errors.ts';
import {
  createInboxRepository,
  jobApplicationFilter,
  leadFilter,
  type InboxFilter,
} from './console-repository.ts';
import type { JobApplicationRow, LeadRow, TrainerApplicationRow } from './repository.ts';
import { toJobApplication, toLead, toTrainerApplication } from './serialize.ts';

/** The columns every inbox export starts and ends with. */
const first = <R extends LeadRow | JobApplicationRow | TrainerApplicationRow>(): CsvColumn<R>[] => [
  { header: 'Received at (UTC)', value: (row) => row.createdAt.toISOString() },
  { header: 'Status', value: (row) => INBOX_STATUS_LABELS[row.status] },
  { header: 'Name', value: (row) => row.name },
  { header: 'Email', value: (row) => row.email },
];
const last = <R extends LeadRow | JobApplicationRow | TrainerApplicationRow>(): CsvColumn<R>[] => [
  { header: 'Note', value: (row) => row.note },
  { header: 'Updated at (UTC)', value: (row) => row.updatedAt.toISOString() },
];

/**
 * One inbox (leads, job applications, trainer applications) for staff: filtered pages with the
 * total, a status/note edit that is version-checked and audited, and a streamed export.
 */
function inbox<
  Row extends LeadRow | JobApplicationRow | TrainerApplicationRow,
  Item,
  Query extends TInboxListQuery,
>(
  app: FastifyInstance,
  kind: {
    entity: string;
    table: typeof leads | typeof jobApplications | typeof trainerApplications;
    filter: (query: Query) => SQL | undefined;
    toItem: (row: Row) => Item;
    csv: CsvColumn<Row>[];
  },
) {
  const repo = createInboxRepository<Row>(app.db, kind.table);
  return {
    csvColumns: kind.csv,

    async list(query: Query): Promise<TConsolePage<Item>> {
      return toConsolePage(await repo.list(query, kind.filter(query)), query, kind.toItem);
    },

    /** One item as it is now; an unknown id is a 404. */
    async get(id: string): Promise<Item> {
      const row = await repo.find(id);
      if (!row) throw notFound(INBOX_MESSAGES.notFound);
      return kind.toItem(row);
    },

    /** A new status and/or note; an edit against a newer version is a 409 and changes nothing. */
    async update(id: string, input: TInboxUpdate, actor: AuditActor): Promise<Item> {
      const row = await app.db.transaction(async (tx) => {
        const current = await repo.lock(id, input.version, tx);
        if (!current) throw notFound(INBOX_MESSAGES.notFound);
        if (!current.isCurrent) throw conflict(MESSAGES.admin.staleEdit);
        const before = { status: current.status, note: current.note };
        const after = {
          status: input.status ?? current.status,
          note: input.note === undefined ? current.note : input.note,
        };
        const changes = changedFields(before, after);
        if (Object.keys(changes.after).length === 0) return repo.find(id);
        const updated = await repo.update(id, after, tx);
        await recordAudit(tx, actor, { action: 'update', entity: kind.entity, entityId: id, ...changes });
        return updated;
      });
      if (!row) throw notFound(INBOX_MESSAGES.notFound);
      return kind.toItem(row);
    },

    /** Every filtered row, newest first, read in batches as the export is written. */
    export: (query: Query & InboxFilter) =>
      batchesAfter(
        (after: KeysetCursor | undefined, limit) => repo.exportBatch(query, kind.filter(query), after, limit),
        (row) => ({ at: row.keysetAt, id: row.id }),
      ),
  };
}

/** The three inboxes. */
export function createInboxService(app: FastifyInstance) {
  return {
    leads: inbox(app, {
      entity: 'lead',
      table: leads,
      filter: (query: TLeadListQuery) => leadFilter(query),
      toItem: (row: LeadRow) => toLead(row),
      csv: [
        ...first<LeadRow>(),
        { header: 'From page', value: (row) => leadOriginOf(row.source) },
        { header: 'Message', value: (row) => row.comment },
        ...last<LeadRow>(),
      ],
    }),
    jobApplications: inbox(app, {
      entity: 'job_application',
      table: jobApplications,
      filter: (query: TJobApplicationListQuery) => jobApplicationFilter(query),
      toItem: (row: JobApplicationRow) => toJobApplication(row),
      csv: [
        ...first<JobApplicationRow>(),
        { header: 'Position', value: (row) => row.jobTitle },
        { header: 'Phone', value: (row) => row.phone },
        { header: 'Cover letter', value: (row) => row.coverLetter },
        ...last<JobApplicationRow>(),
      ],
    }),
    trainerApplications: inbox(app, {
      entity: 'trainer_application',
      table: trainerApplications,
      filter: (_query: TInboxListQuery) => undefined,
      toItem: (row: TrainerApplicationRow) => toTrainerApplication(row),
      csv: [
        ...first<TrainerApplicationRow>(),
        { header: 'Phone', value: (row) => row.phone },
        { header: 'Expertise', value: (row) => row.expertise },
        { header: 'Experience (years)', value: (row) => row.experienceYears },
        { header: 'Message', value: (row) => row.message },
        ...last<TrainerApplicationRow>(),
      ],
    }),
  };
}
