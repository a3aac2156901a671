import type { FastifyBaseLogger } from 'fastify';
import {
  BULK_MESSAGES,
  bulkSummary,
  type TBulkItemResult,
  type TBulkResult,
  type TEnvelope,
} from '@curio/shared';
import { ok } from './envelope.ts';
import { HttpError } from './http-errors.ts';

/**
 * A bulk action of the console (docs/product.md#console): the single action applied to each id in turn, each
 * in its own transaction (the action's own), with its rules and its audit row. A refusal the action answers
 * (404, 409…) skips that item with the reason and leaves the others done; anything else is logged and
 * reported as not done, so the caller always learns what happened to every item.
 */
export async function applyToEach(
  ids: readonly string[],
  apply: (id: string) => Promise<unknown>,
  log: FastifyBaseLogger,
): Promise<TBulkResult> {
  const results: TBulkItemResult[] = [];
  for (const id of ids) {
    try {
      await apply(id);
      results.push({ _id: id, outcome: 'changed', reason: null });
    } catch (err) {
      const isRefusal = err instanceof HttpError && err.statusCode < 500;
      if (!isRefusal) log.error({ err, id }, 'a bulk action failed on one item');
      const reason = !isRefusal
        ? BULK_MESSAGES.failed
        : err.statusCode === 404
          ? BULK_MESSAGES.notFound
          : err.message;
      results.push({ _id: id, outcome: 'skipped', reason });
    }
  }
  const changed = results.filter((result) => result.outcome === 'changed').length;
  return { results, changed, skipped: results.length - changed };
}

/**
 * A bulk route's reply: `apply` to each id (applyToEach), the results as data and their summary as the
 * message ('2 published, 1 skipped (already published)'), which the console shows as it is.
 */
export async function bulkReply(
  ids: readonly string[],
  apply: (id: string) => Promise<unknown>,
  { verb, log }: { verb: string; log: FastifyBaseLogger },
): Promise<TEnvelope<TBulkResult>> {
  const result = await applyToEach(ids, apply, log);
  return ok(result, bulkSummary(verb, result.results));
}
