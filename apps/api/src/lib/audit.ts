import type { FastifyRequest } from 'fastify';
import { auditLog, type Db } from '@curio/db';
import { toStorableJson, type TAuditAction } from '@curio/shared';
import { authUser } from './auth.ts';

/** Who made a console change and from where; taken from the request (`actor(request)`). */
export interface AuditActor {
  id: string;
  email: string;
  ip: string;
}

export interface AuditEntry {
  /** What happened, one of the log's known verbs (AUDIT_ACTION_LABELS: its filter and rows name them). */
  action: TAuditAction;
  /**
   * The kind of thing changed, one of AUDIT_ENTITY_LABELS: 'course', 'category', 'order', 'user', 'review', a
   * content type's `auditName`…
   */
  entity: string;
  entityId?: string | null;
  /** The changed fields as they were, and as they are now (null for a create or a delete). */
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
}

/**
 * Writes one audit row. Call it with the transaction that makes the change, so the change and its record
 * commit together or not at all (every console write is audited). The fields copy what staff sent, so they go
 * through `toStorableJson` first: jsonb refuses a lone surrogate or a NUL (ADR 021).
 */
export async function recordAudit(tx: Db, actor: AuditActor, entry: AuditEntry): Promise<void> {
  await tx.insert(auditLog).values({
    actorId: actor.id,
    actorEmail: actor.email,
    actorIp: actor.ip,
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId ?? null,
    before: toStorableJson(entry.before ?? null),
    after: toStorableJson(entry.after ?? null),
  });
}

/**
 * Only the fields that differ between two versions of a row, so an audit row says what changed rather than
 * repeating the whole record. Dates compare by their instant; objects and arrays by their JSON.
 */
export function changedFields(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
): { before: Record<string, unknown>; after: Record<string, unknown> } {
  const out = { before: {} as Record<string, unknown>, after: {} as Record<string, unknown> };
  for (const key of Object.keys(after)) {
    if (key === 'updatedAt') continue;
    if (JSON.stringify(before[key]) === JSON.stringify(after[key])) continue;
    out.before[key] = before[key];
    out.after[key] = after[key];
  }
  return out;
}

/** The acting staff member of a console route (behind `config.auth`), for `recordAudit`. */
export function auditActor(request: FastifyRequest): AuditActor {
  const { id, email } = authUser(request.user);
  return { id, email, ip: request.ip };
}
