import { z } from 'zod';
import { zText } from './text.ts';

/**
 * A selection of a console list's rows, as a bulk request's body (console-bulk.ts) or a selection's CSV
 * export (`ids` in the list's query) names it.
 */

/** The most items one bulk request or a selection's export may name (a selection is one page, ≤ 100 rows). */
export const BULK_MAX_IDS = 200;

export const BULK_MESSAGES = {
  none: 'Select at least one item.',
  tooMany: `Select at most ${BULK_MAX_IDS} items at a time.`,
  repeated: 'Each item once.',
  notFound: 'no longer exists',
  already: (state: string) => `already ${state}`,
  failed: 'could not be changed, try again',
} as const;

const zIds = z
  .array(z.uuid())
  .min(1, { error: BULK_MESSAGES.none })
  .max(BULK_MAX_IDS, { error: BULK_MESSAGES.tooMany })
  .refine((ids) => new Set(ids).size === ids.length, { error: BULK_MESSAGES.repeated });

/** The body every bulk route starts from: the ids of the selected rows. */
export const ZBulkIds = z.object({ ids: zIds });
export type TBulkIds = z.input<typeof ZBulkIds>;

/**
 * `ids` of a selection's CSV export, as a query parameter: the ids joined by commas. A URL of 200 ids is
 * about 7.4 KB, under every server's and browser's limit.
 */
export const zIdList = zText()
  .max(BULK_MAX_IDS * 37)
  .transform((value) => value.split(',').map((id) => id.trim()))
  .pipe(zIds);
