import type { FastifyInstance } from 'fastify';
import type { Db } from '@curio/db';
import {
  MESSAGES,
  type TAuditAction,
  RESTORE_WINDOW_MS,
  UNDO_TEXTS,
  type TConsolePage,
  type TContentDeleteReply,
  type TContentListQuery,
  type TContentPublishRequest,
} from '@curio/shared';
import { changedFields, recordAudit, type AuditActor } from '#api/lib/audit.ts';
import { toConsolePage } from '#api/lib/console-list.ts';
import { conflict, notFound } from '#api/lib/http-errors.ts';
import { isUniqueViolation } from '#api/lib/pg-errors.ts';
import { assertSameSet } from '#api/lib/reorder.ts';
import { imageFieldsOf, type ContentTypeDef } from './content-types.ts';
import { createConsoleContentRepository, type ContentRow } from './console-repository.ts';

const M = MESSAGES.admin;

/** The console's view of an item: what the type's reply schema keeps of it (the scope column goes). */
export type ConsoleContentItem = Record<string, unknown>;

/** A row as the console shows it: `_id`, the fields, `published`, `sortOrder` where ordered, ISO times. */
function toConsoleItem(row: ContentRow): ConsoleContentItem {
  const { id, createdAt, updatedAt, ...fields } = row;
  return { _id: id, ...fields, createdAt: createdAt.toISOString(), updatedAt: updatedAt.toISOString() };
}

/** The fields an audit row records: the row's own, without its id and times. */
function auditFields(row: ContentRow): Record<string, unknown> {
  const { id: _id, createdAt: _c, updatedAt: _u, ...fields } = row;
  return fields;
}

/**
 * One content type in the console: list, read, create, edit with the version loaded,
 * publish/unpublish, reorder, delete. Every write is audited in its transaction and then drops exactly the
 * public replies of that type, so the site shows it on the next request.
 */
export function createConsoleContentService(app: FastifyInstance, def: ContentTypeDef) {
  const repository = createConsoleContentRepository(app.db, def);
  const { clean } = def;
  const invalidate = () => app.publicCache.invalidate(...def.tags);
  const imageFields = imageFieldsOf(def);
  /** The images `before` showed that `after` (nothing, for a delete) no longer does. */
  const droppedImages = (before: ContentRow, after?: ContentRow) =>
    imageFields.flatMap((name) => {
      const url = before[name];
      return typeof url === 'string' && url !== after?.[name] ? [url] : [];
    });

  const afterWrite = def.afterWrite ?? (async () => undefined);
  /** A write whose unique field another item holds: 409 naming the field, and nothing stored. */
  async function asEditorErrors<T>(write: Promise<T>): Promise<T> {
    try {
      return await write;
    } catch (err) {
      const { unique } = def;
      if (unique && isUniqueViolation(err))
        throw conflict(unique.message, [{ field: unique.field, message: unique.message }]);
      throw err;
    }
  }

  async function found(id: string, tx?: Db): Promise<ContentRow> {
    const row = await repository.find(id, tx);
    if (!row) throw notFound(M.contentNotFound);
    return row;
  }

  /** An edit of some fields (or of `published`) at the version loaded; 409 when someone saved in between. */
  async function edit(
    actor: AuditActor,
    id: string,
    version: string,
    values: Record<string, unknown>,
    action: TAuditAction,
  ): Promise<ConsoleContentItem> {
    let dropped: string[] = [];
    const updated = await asEditorErrors(
      app.db.transaction(async (tx) => {
        const before = await found(id, tx);
        const cleaned = clean(values, before);
        const after = await repository.update(id, cleaned, version, tx);
        if (!after) throw conflict(M.staleEdit);
        await afterWrite(tx, after, before);
        dropped = droppedImages(before, after);
        await recordAudit(tx, actor, {
          action,
          entity: def.entity,
          entityId: id,
          ...changedFields(before, cleaned),
        });
        return after;
      }),
    );
    invalidate();
    // After the commit: a replaced uploaded image's file goes unless another row shows it.
    await app.uploads.release(dropped);
    return toConsoleItem(updated);
  }

  return {
    async list(query: TContentListQuery): Promise<TConsolePage<ConsoleContentItem>> {
      return toConsolePage(await repository.list(query), query, toConsoleItem);
    },

    read: async (id: string): Promise<ConsoleContentItem> => toConsoleItem(await found(id)),

    async create(actor: AuditActor, values: Record<string, unknown>): Promise<ConsoleContentItem> {
      const created = await asEditorErrors(
        app.db.transaction(async (tx) => {
          const row = await repository.insert(clean(values), tx);
          await afterWrite(tx, row);
          await recordAudit(tx, actor, {
            action: 'create',
            entity: def.entity,
            entityId: row.id,
            after: auditFields(row),
          });
          return row;
        }),
      );
      invalidate();
      return toConsoleItem(created);
    },

    /**
     * `input` is the type's update request: some fields and the version (a string: the schema checked it).
     */
    update(actor: AuditActor, id: string, { version, ...values }: Record<string, unknown>) {
      return edit(actor, id, String(version), values, 'update');
    },

    setPublished: (actor: AuditActor, id: string, { published, version }: TContentPublishRequest) =>
      edit(actor, id, version, { published }, published ? 'publish' : 'unpublish'),

    /** `ids` must be every item of the type exactly once; the site follows the new order. */
    async reorder(actor: AuditActor, ids: string[]): Promise<void> {
      await app.db.transaction(async (tx) => {
        const current = await repository.lockAllIds(tx);
        assertSameSet(current, ids, M.contentOrderMismatch);
        await repository.setOrder(ids, tx);
        await recordAudit(tx, actor, {
          action: 'reorder',
          entity: def.entity,
          before: { order: current },
          after: { order: ids },
        });
      });
      invalidate();
    },

    /**
     * Deletes the item; a job's applications stay in the inbox (job_applications.job_id is set null). An item
     * nothing points at is kept for RESTORE_WINDOW_MS so Undo can restore it, its images with it (ADR 027);
     * the images of one that cannot come back go at once.
     */
    async remove(actor: AuditActor, id: string): Promise<TContentDeleteReply> {
      const { removed, restorable } = await app.db.transaction(async (tx) => {
        const before = await found(id, tx);
        const isRestorable = !(await def.hasDependants?.(tx, id));
        if (!(await repository.remove(id, tx))) throw notFound(M.contentNotFound);
        if (isRestorable) await repository.keepDeleted(before, tx);
        await recordAudit(tx, actor, {
          action: 'delete',
          entity: def.entity,
          entityId: id,
          before: auditFields(before),
        });
        return { removed: before, restorable: isRestorable };
      });
      invalidate();
      if (!restorable) await app.uploads.release(droppedImages(removed));
      return { restorable };
    },

    /**
     * Undo of a delete: the item comes back as it was, under its id, at its place in the order, published or
     * not as it was (ADR 027). Only within RESTORE_WINDOW_MS of the delete and once; a slug another article
     * took meanwhile is a 409 and nothing changes.
     */
    async restore(actor: AuditActor, id: string): Promise<ConsoleContentItem> {
      const restored = await asEditorErrors(
        app.db.transaction(async (tx) => {
          const kept = await repository.takeDeleted(id, new Date(Date.now() - RESTORE_WINDOW_MS), tx);
          if (!kept) throw notFound(UNDO_TEXTS.notRestorable);
          const row = await repository.reinsert(
            { ...kept, createdAt: new Date(String(kept.createdAt)), updatedAt: new Date() },
            tx,
          );
          await afterWrite(tx, row);
          await recordAudit(tx, actor, {
            action: 'restore',
            entity: def.entity,
            entityId: id,
            after: auditFields(row),
          });
          return row;
        }),
      );
      invalidate();
      return toConsoleItem(restored);
    },
  };
}

export type ConsoleContentService = ReturnType<typeof createConsoleContentService>;
