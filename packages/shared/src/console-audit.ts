import { z } from 'zod';
import { ZConsoleListQuery } from './console.ts';

/** A calendar day, `YYYY-MM-DD`, read in UTC. */
const zDay = z.iso.date();

/**
 * GET /api/admin/audit, newest first. `actor` matches the actor's id exactly or a part of their email;
 * `from` and `to` are days, both included; `q` searches the entity id and the actor's email.
 */
export const ZAuditListQuery = ZConsoleListQuery.extend({
  entity: z.string().trim().max(40).optional(),
  entityId: z.string().trim().max(100).optional(),
  actor: z.string().trim().max(254).optional(),
  action: z.string().trim().max(40).optional(),
  from: zDay.optional(),
  to: zDay.optional(),
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
