import type { TJobApplication, TLead, TTrainerApplication } from '@curio/shared';
import type { JobApplicationRow, LeadRow, TrainerApplicationRow } from './repository.ts';

export const toLead = (r: LeadRow): TLead => ({
  _id: r.id,
  name: r.name,
  email: r.email,
  comment: r.comment,
  source: r.source,
  createdAt: r.createdAt.toISOString(),
});

export const toJobApplication = (r: JobApplicationRow): TJobApplication => ({
  _id: r.id,
  jobId: r.jobId,
  jobTitle: r.jobTitle,
  name: r.name,
  email: r.email,
  phone: r.phone,
  coverLetter: r.coverLetter,
  createdAt: r.createdAt.toISOString(),
});

export const toTrainerApplication = (r: TrainerApplicationRow): TTrainerApplication => ({
  _id: r.id,
  name: r.name,
  email: r.email,
  phone: r.phone,
  expertise: r.expertise,
  experienceYears: r.experienceYears,
  message: r.message,
  createdAt: r.createdAt.toISOString(),
});

export const toReceipt = (r: { id: string; createdAt: Date }) => ({
  _id: r.id,
  createdAt: r.createdAt.toISOString(),
});
