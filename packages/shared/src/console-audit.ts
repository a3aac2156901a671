import { z } from 'zod';
import { zText } from './text.ts';
import { zFilterDay, ZConsoleListQuery } from './console.ts';
import { CONTENT_TYPE_DEFINITIONS } from './content-types/index.ts';

/** Every action a console write records (`recordAudit`), with the words the audit log shows for it. */
export const AUDIT_ACTION_LABELS = {
  create: 'Created',
  update: 'Edited',
  delete: 'Deleted',
  restore: 'Restored',
  duplicate: 'Duplicated',
  reorder: 'Reordered',
  status: 'Status changed',
  publish: 'Published',
  unpublish: 'Unpublished',
  hide: 'Hidden',
  unhide: 'Shown again',
  role: 'Role changed',
  disable: 'Disabled',
  enable: 'Enabled',
  upload: 'Image uploaded',
  uploadFile: 'File uploaded',
  refund: 'Refund sent',
} as const;
export type TAuditAction = keyof typeof AUDIT_ACTION_LABELS;
export const AUDIT_ACTIONS = Object.keys(AUDIT_ACTION_LABELS) as [TAuditAction, ...TAuditAction[]];

/**
 * Every kind of thing a console write changes, with its words: the fixed ones, then each content type's
 * (its `auditName`, read as the console's pages call an item: 'FAQs item').
 */
const FIXED_ENTITY_LABELS = {
  course: 'Course',
  category: 'Category',
  review: 'Review',
  order: 'Order',
  lead: 'Enquiry',
  job_application: 'Job application',
  trainer_application: 'Trainer application',
  broadcast: 'Broadcast',
  user: 'User',
  setting: 'Settings',
  image: 'Image',
  course_section: 'Section',
  lesson: 'Lesson',
  video: 'Video',
} as const;
export const AUDIT_ENTITY_LABELS: Readonly<Record<keyof typeof FIXED_ENTITY_LABELS, string>> &
  Readonly<Record<string, string>> = {
  ...FIXED_ENTITY_LABELS,
  ...Object.fromEntries(
    Object.values(CONTENT_TYPE_DEFINITIONS).map(({ auditName, label }) => [auditName, `${label} item`]),
  ),
};
export const AUDIT_ENTITIES = Object.keys(AUDIT_ENTITY_LABELS) as [string, ...string[]];
/** A setting's name in the log, by its key. */
export const AUDIT_SETTING_NAMES: Readonly<Record<string, string>> = {
  site: 'Site settings',
  websitePolicy: 'Website policies',
};

/**
 * GET /api/admin/audit, newest first. `entity` and `action` are one of the known ones; `actor` matches the
 * actor's id exactly or a part of their email; `from` and `to` are days, both included; `q` searches the
 * entity id and the actor's email.
 */
export const ZAuditListQuery = ZConsoleListQuery.extend({
  entity: z.enum(AUDIT_ENTITIES).optional(),
  entityId: zText().trim().max(100).optional(),
  actor: zText().trim().max(254).optional(),
  action: z.enum(AUDIT_ACTIONS).optional(),
  from: zFilterDay.optional(),
  to: zFilterDay.optional(),
  sort: z.enum(['-createdAt', 'createdAt']).optional(),
});
export type TAuditListQuery = z.input<typeof ZAuditListQuery>;

const zFields = z.record(z.string(), z.unknown()).nullable();

/**
 * One console write: who, from where, what, when, and the changed fields before and after. `actorName` is
 * the account's name now (null once it is gone); `entityName` names what was changed (a course's name, an
 * order's reference; a deleted item's name as it was; null where there is none).
 */
export const ZAuditEntry = z.object({
  _id: z.uuid(),
  actorId: z.uuid().nullable(),
  actorName: z.string().nullable(),
  actorEmail: z.string(),
  actorIp: z.string().nullable(),
  action: z.string(),
  entity: z.string(),
  entityId: z.string().nullable(),
  entityName: z.string().nullable(),
  before: zFields,
  after: zFields,
  createdAt: z.string(),
});
export type TAuditEntry = z.infer<typeof ZAuditEntry>;
