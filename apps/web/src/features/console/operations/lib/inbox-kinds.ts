import {
  leadOriginOf,
  type TInboxJobApplication,
  type TInboxLead,
  type TInboxTrainerApplication,
} from '@curio/shared';

/** The inbox's three lists, as `?kind=` in the URL and as the API's path under /api/admin. */
export const INBOX_KINDS = ['leads', 'job-applications', 'trainer-applications'] as const;
export type TInboxKind = (typeof INBOX_KINDS)[number];

/** One row of any of the three lists. */
export type TInboxItem = TInboxLead | TInboxJobApplication | TInboxTrainerApplication;

type TKindInfo = {
  /** The tab's name. */
  label: string;
  /** One item, in a sentence: 'enquiry'. */
  noun: string;
  /** The list's own filter beyond status and search: a lead's source (service), an application's job. */
  extraFilter?: 'source' | 'job';
  emptyText: string;
};

export const INBOX_KIND_INFO: Record<TInboxKind, TKindInfo> = {
  leads: {
    label: 'Enquiries',
    noun: 'enquiry',
    extraFilter: 'source',
    emptyText:
      'No enquiries match. Clear the filters, or wait for visitors to write through the contact form.',
  },
  'job-applications': {
    label: 'Job applications',
    noun: 'job application',
    extraFilter: 'job',
    emptyText: 'No job applications match. Clear the filters to see them all.',
  },
  'trainer-applications': {
    label: 'Trainer applications',
    noun: 'trainer application',
    emptyText: 'No trainer applications match. Clear the filters to see them all.',
  },
};

/** The kind a `?kind=` value names; anything else (or nothing) is the enquiries. */
export const inboxKindOf = (value: string | null): TInboxKind =>
  INBOX_KINDS.find((kind) => kind === value) ?? 'leads';

/** The filters the API of `kind` understands: a filter left over from another tab is never sent. */
export const inboxFilterKeys = (kind: TInboxKind): string[] => {
  const extra = INBOX_KIND_INFO[kind].extraFilter;
  return extra ? ['status', extra] : ['status'];
};

/**
 * What the visitor wrote, whichever the kind: the enquiry's comment, the cover letter, the trainer's message.
 */
export function inboxMessageOf(item: TInboxItem): string {
  if ('comment' in item) return item.comment;
  if ('coverLetter' in item) return item.coverLetter;
  return item.message;
}

/**
 * Where it came from: the service or page of an enquiry (a general enquiry without one), the job applied
 * for, the trainer's expertise.
 */
export function inboxOriginOf(item: TInboxItem): string {
  if ('comment' in item) return leadOriginOf(item.source);
  if ('jobTitle' in item) return item.jobTitle;
  return `${item.expertise}, ${item.experienceYears} ${item.experienceYears === 1 ? 'year' : 'years'}`;
}

/**
 * The list the API of `kind` is asked for: the URL's `kind` and any filter left over from another tab are
 * dropped, so a lead's `source` never reaches the job applications' route (which would refuse it).
 */
export function inboxQueryList<TList extends { filters: Record<string, string> }>(
  kind: TInboxKind,
  list: TList,
): TList {
  const keys = inboxFilterKeys(kind);
  const filters = Object.fromEntries(Object.entries(list.filters).filter(([key]) => keys.includes(key)));
  return { ...list, filters };
}
