import { z } from 'zod';
import { zMultilineText, zText } from './text.ts';
import { ZConsoleListQuery, ZVersion } from './console.ts';
import { zIdList } from './console-selection.ts';
import { ZJobApplication, ZLead, ZTrainerApplication } from './content.ts';

/**
 * The enquiries and applications inbox (editors and admins): contact leads, job and trainer
 * applications, each with a status, an internal note and when staff last changed it.
 */

export const INBOX_STATUSES = ['new', 'in_progress', 'closed'] as const;
export const ZInboxStatus = z.enum(INBOX_STATUSES);
export type TInboxStatus = z.infer<typeof ZInboxStatus>;
export const INBOX_STATUS_LABELS: Record<TInboxStatus, string> = {
  new: 'New',
  in_progress: 'In progress',
  closed: 'Closed',
};
export const INBOX_NOTE_MAX = 2000;

export const INBOX_MESSAGES = {
  notFound: 'This enquiry or application was not found.',
  noteTooLong: `Keep the note under ${INBOX_NOTE_MAX} characters.`,
} as const;

/**
 * `q` searches the name and the email; sort: createdAt, updatedAt, name, status (newest first by default).
 */
export const ZInboxListQuery = ZConsoleListQuery.extend({
  status: ZInboxStatus.optional(),
  /** A selection's export: only these rows (comma-separated ids). */
  ids: zIdList.optional(),
});
/** `source=` of the enquiries about no service (GENERAL_ENQUIRY); any other value is a stored source. */
export const LEAD_SOURCE_GENERAL = 'general';
export const ZLeadListQuery = ZInboxListQuery.extend({
  /** The page or service the enquiry came from, as stored, or LEAD_SOURCE_GENERAL for none. */
  source: zText().trim().min(1).max(200).optional(),
});
export const ZJobApplicationListQuery = ZInboxListQuery.extend({ job: z.uuid().optional() });
export type TLeadListQuery = z.output<typeof ZLeadListQuery>;
export type TJobApplicationListQuery = z.output<typeof ZJobApplicationListQuery>;
export type TInboxListQuery = z.output<typeof ZInboxListQuery>;
export const INBOX_SORTS = ['createdAt', 'updatedAt', 'name', 'status'] as const;

const inboxState = { status: ZInboxStatus, note: z.string().nullable(), updatedAt: z.string() };
export const ZInboxLead = ZLead.extend(inboxState);
export const ZInboxJobApplication = ZJobApplication.extend(inboxState);
export const ZInboxTrainerApplication = ZTrainerApplication.extend(inboxState);
export type TInboxLead = z.infer<typeof ZInboxLead>;
export type TInboxJobApplication = z.infer<typeof ZInboxJobApplication>;
export type TInboxTrainerApplication = z.infer<typeof ZInboxTrainerApplication>;

/** PATCH /api/admin/leads/{id} (and the applications): a new status and/or note; an empty note clears it. */
export const ZInboxUpdateRequest = ZVersion.extend({
  status: ZInboxStatus.optional(),
  note: zMultilineText()
    .trim()
    .max(INBOX_NOTE_MAX, { error: INBOX_MESSAGES.noteTooLong })
    .nullable()
    .optional()
    .transform((note) => (note === undefined ? undefined : note || null)),
});
export type TInboxUpdateRequest = z.input<typeof ZInboxUpdateRequest>;
export type TInboxUpdate = z.output<typeof ZInboxUpdateRequest>;
