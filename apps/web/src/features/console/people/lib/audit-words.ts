import {
  AUDIT_ACTION_LABELS,
  AUDIT_ACTIONS,
  AUDIT_ENTITIES,
  AUDIT_ENTITY_LABELS,
  CONTENT_TYPES,
  contentTypeOf,
  type TAuditEntry,
  type TContentType,
} from '@curio/shared';
import { paths } from '#web/lib/paths.ts';

/**
 * The audit log in words and links (docs/product.md#console): an action as a person says it, an entity's
 * kind, and the console page of what was changed.
 */

/** A code the log does not know (written before the list was): shown as it is. */
export const actionWords = (action: string): string =>
  (AUDIT_ACTION_LABELS as Readonly<Record<string, string>>)[action] ?? action;
export const entityWords = (entity: string): string => AUDIT_ENTITY_LABELS[entity] ?? entity;

const byLabel = (a: { label: string }, b: { label: string }) => a.label.localeCompare(b.label);
/** The Action and Entity filters' choices: every known one, by its words. */
export const ACTION_OPTIONS = AUDIT_ACTIONS.map((value) => ({ value, label: actionWords(value) })).sort(
  byLabel,
);
export const ENTITY_OPTIONS = AUDIT_ENTITIES.map((value) => ({ value, label: entityWords(value) })).sort(
  byLabel,
);

const CONTENT_TYPE_BY_AUDIT_NAME = new Map<string, TContentType>(
  CONTENT_TYPES.map((type) => [contentTypeOf(type).auditName, type]),
);
const INBOX_KIND_BY_ENTITY: Readonly<Record<string, string>> = {
  lead: 'leads',
  job_application: 'job-applications',
  trainer_application: 'trainer-applications',
};

/**
 * Where the console shows what an entry changed: the item's own page (a course, an order, a user, a content
 * item), else the page that lists it (a category, a review, the inbox searched for the sender). None for
 * a deletion (the item is gone), an entry without an id, or an upload (an image has no console page).
 */
export function auditItemHref({ action, entity, entityId, entityName }: TAuditEntry): string | null {
  if (entityId === null || action === 'delete') return null;
  const contentType = CONTENT_TYPE_BY_AUDIT_NAME.get(entity);
  if (contentType) return paths.admin.contentItem.to(contentType, entityId);
  const kind = INBOX_KIND_BY_ENTITY[entity];
  if (kind) {
    const search = new URLSearchParams({ kind, ...(entityName && { q: entityName }) });
    return `${paths.admin.inbox}?${search.toString()}`;
  }
  switch (entity) {
    case 'course':
      return paths.admin.course.to(entityId);
    case 'order':
      return paths.admin.order.to(entityId);
    case 'user':
      return paths.admin.user.to(entityId);
    case 'certificate':
      return paths.admin.certificate.to(entityId);
    case 'category':
      return paths.admin.categories;
    case 'review':
      return paths.admin.reviews;
    case 'broadcast':
      return paths.admin.broadcasts;
    case 'setting':
      return paths.admin.settings;
    default:
      return null;
  }
}
