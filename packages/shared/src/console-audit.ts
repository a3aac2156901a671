import { z } from 'zod';
import { zText } from './text.ts';
import { zFilterDay, ZConsoleListQuery } from './console.ts';

/**
 * GET /api/admin/audit, newest first. `actor` matches the actor's id exactly or a part of their email;
 * `from` and `to` are days, both included; `q` searches the entity id and the actor's email.
 */
export const ZAuditListQuery = ZConsoleListQuery.extend({
  entity: zText().trim().max(40).optional(),
  entityId: zText().trim().max(100).optional(),
  actor: zText().trim().max(254).optional(),
  action: zText().trim().max(40).optional(),
  from: zFilterDay.optional(),
  to: zFilterDay.optional(),
  sort: z.enum(['-createdAt', 'createdAt']).optional(),
});
export type TAuditListQuery = z.input<typeof ZAuditListQuery>;

const zFields = z.record(z.string(), z.unknown()).nullable();

/** One console write: who, from where, what, when, and the changed fields before and after. */
export const ZAuditEntry = z.object({
  _id: z.uuid(),
  actorId: z.uuid().nullable(),
  actorEmail: z.string(),
  actorIp: z.string().nullable(),
  action: z.string(),
  entity: z.string(),
  entityId: z.string().nullable(),
  before: zFields,
  after: zFields,
  createdAt: z.string(),
});
export type TAuditEntry = z.infer<typeof ZAuditEntry>;
