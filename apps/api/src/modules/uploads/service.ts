import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Db } from '@curio/db';
import { IMAGE_UPLOAD_LIMITS, RESTORE_WINDOW_MS } from '@curio/shared';
import { recordAudit, type AuditActor } from '#api/lib/audit.ts';
import { removeImage, storeImage } from '#api/lib/images.ts';
import type { FileStorage } from '#api/lib/storage/index.ts';
import { listUploadsOlderThan, managedUploadKey } from '#api/lib/uploads.ts';
import { forgetDeletedBefore } from '#api/modules/content/index.ts';
import { createUploadsRepository } from './repository.ts';

/** An upload nobody saved within this long is abandoned (the editor left without saving). */
export const ABANDONED_AFTER_MS = 24 * 60 * 60 * 1000;
/** URLs asked about per query. */
const BATCH = 500;

export interface UploadStore {
  /**
   * Call after the transaction that stopped using `urls` has committed (never before: a rollback would leave
   * a row pointing at a deleted file). Deletes the files among them that are staff uploads no row references
   * any more; a URL still used elsewhere, a seed image or an https address is left alone. Never throws: the
   * write it follows has succeeded, so a failure here is logged and the sweep retries later.
   */
  release: (urls: readonly string[]) => Promise<void>;
  /**
   * Forgets deleted content past its restore window, then deletes staff uploads older than a day that no row
   * references; answers their URLs.
   */
  sweep: (now?: Date) => Promise<string[]>;
}

export function createUploadStore(db: Db, storage: FileStorage, log: FastifyBaseLogger): UploadStore {
  const repository = createUploadsRepository(db);

  async function removeUnreferenced(urls: readonly string[]): Promise<string[]> {
    const files = new Map<string, string>();
    for (const url of urls) {
      const key = managedUploadKey(url);
      if (key) files.set(url, key);
    }
    if (files.size === 0) return [];
    // Read after the commit: a URL another row saved meanwhile is seen here and kept.
    const used = await repository.referenced([...files.keys()]);
    const removed: string[] = [];
    for (const [url, key] of files) {
      if (used.has(url)) continue;
      await removeImage(storage, key);
      removed.push(url);
    }
    return removed;
  }

  return {
    async release(urls) {
      try {
        const removed = await removeUnreferenced(urls);
        if (removed.length > 0) log.info({ removed }, 'removed uploads that no row uses any more');
      } catch (err) {
        log.error({ err, urls }, 'could not remove released uploads; the sweep will try again');
      }
    },

    async sweep(now = new Date()) {
      // Deleted content past its restore window lets go of its images first (ADR 027).
      await forgetDeletedBefore(db, new Date(now.getTime() - RESTORE_WINDOW_MS));
      const candidates = await listUploadsOlderThan(storage, new Date(now.getTime() - ABANDONED_AFTER_MS));
      const removed: string[] = [];
      for (let start = 0; start < candidates.length; start += BATCH)
        removed.push(...(await removeUnreferenced(candidates.slice(start, start + BATCH))));
      if (removed.length > 0) log.info({ removed }, 'swept uploads that no row uses');
      return removed;
    },
  };
}

/**
 * Stores an image for a content item or the site settings, audited. It fits a 1600 px box whatever its shape,
 * so one file serves a logo, a portrait and a banner. The URL is saved by the item's own edit; until then the
 * upload belongs to nobody, and the sweep deletes it a day later.
 */
export async function uploadContentImage(
  app: FastifyInstance,
  actor: AuditActor,
  image: Buffer,
): Promise<{ url: string }> {
  const url = await storeImage(
    app.fileStorage,
    { folder: 'content', width: 1600, height: 1600, fit: 'inside', field: IMAGE_UPLOAD_LIMITS.field },
    image,
  );
  await recordAudit(app.db, actor, { action: 'upload', entity: 'image', entityId: url, after: { url } });
  return { url };
}
