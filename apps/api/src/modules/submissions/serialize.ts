import type { TInboxJobApplication, TInboxLead, TInboxTrainerApplication } from '@curio/shared';
import type { JobApplicationRow, LeadRow, TrainerApplicationRow } from './repository.ts';

/** Where staff stand with it: the status, the internal note, when staff last changed it. */
const inboxState = (r: LeadRow | JobApplicationRow | TrainerApplicationRow) => ({
  status: r.status,
  note: r.note,
  updatedAt: r.updatedAt.toISOString(),
});

export const toLead = (r: LeadRow): TInboxLead => ({
  _id: r.id,
  name: r.name,
  email: r.email,
  comment: r.comment,
  source: r.source,
  ...inboxState(r),
  createdAt: r.createdAt.toISOString(),
});

export const toJobApplication = (r: JobApplicationRow): TInboxJobApplication => ({
  _id: r.id,
  jobId: r.jobId,
  jobTitle: r.jobTitle,
  name: r.name,
  email: r.email,
  phone: r.phone,
  coverLetter: r.coverLetter,
  ...inboxState(r),
  createdAt: r.createdAt.toISOString(),
});

export const toTrainerApplication = (r: TrainerApplicationRow): TInboxTrainerApplication => ({
  _id: r.id,
  name: r.name,
  email: r.email,
  phone: r.phone,
  expertise: r.expertise,
  experienceYears: r.experienceYears,
  message: r.message,
  ...inboxState(r),
  createdAt: r.createdAt.toISOString(),
});

export const toReceipt = (r: { id: string; createdAt: Date }) => ({
  _id: r.id,
  createdAt: r.createdAt.toISOString(),
});
