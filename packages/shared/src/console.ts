import { z } from 'zod';
import { MESSAGES } from './messages.ts';
import { zText } from './text.ts';

/**
 * What every console list shares: lists are always paginated, sortable, searchable, and their
 * replies carry the total. A route extends ZConsoleListQuery with its own filters.
 */
export const CONSOLE_PAGE_SIZES = [10, 25, 50, 100] as const;
export const CONSOLE_MAX_PAGE_SIZE = 100;

export const ZConsoleListQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(CONSOLE_MAX_PAGE_SIZE).default(25),
  /** Free-text search; each route says which fields it searches. */
  q: zText().trim().max(200).optional(),
  /** A field the route allows sorting by; `-field` for descending. */
  sort: zText()
    .regex(/^-?[a-zA-Z]+$/)
    .max(40)
    .optional(),
});
export type TConsoleListQuery = z.infer<typeof ZConsoleListQuery>;

/**
 * How far a console list counts and pages (ADR 042): its total is exact up to this many rows, and past it
 * the reply says `totalCapped` and the console shows "10,000+"; pages reach the rows up to it (a narrower
 * filter or the CSV export reaches the rest).
 */
export const CONSOLE_COUNT_CAP = 10_000;

/**
 * The reply of every console list: one page of items and the total across all pages; `totalCapped`: there
 * are more than `total` (= CONSOLE_COUNT_CAP) and only that many were counted.
 */
export const ZConsolePage = <T extends z.ZodType>(item: T) =>
  z.object({
    items: z.array(item),
    total: z.number().int(),
    totalCapped: z.boolean(),
    page: z.number().int(),
    pageSize: z.number().int(),
  });
export type TConsolePage<T> = {
  items: T[];
  total: number;
  totalCapped: boolean;
  page: number;
  pageSize: number;
};

/** The texts of a console list's pages (the data table's pagination). */
export const CONSOLE_LIST_TEXTS = {
  noResults: 'No results',
  /** "Showing 1–25 of 10,000+": a capped total ends with a plus. */
  showing: (first: number, last: number, total: number, capped: boolean) =>
    `Showing ${first.toLocaleString('en-US')}–${last.toLocaleString('en-US')} of ${total.toLocaleString('en-US')}${capped ? '+' : ''}`,
  pageOf: (page: number, pageCount: number, capped: boolean) =>
    `Page ${page.toLocaleString('en-US')} of ${pageCount.toLocaleString('en-US')}${capped ? '+' : ''}`,
  rowsPerPage: 'Rows per page',
  previous: 'Previous',
  next: 'Next',
  pagesLabel: (caption: string) => `${caption} pages`,
  /** Under the pager of a capped list, and the 400 for a page past the cap (an old link, a hand-made URL). */
  beyondCap: `Only the first ${CONSOLE_COUNT_CAP.toLocaleString('en-US')} results can be paged through: narrow the search or the filters, or export them.`,
} as const;

/**
 * An edit carries the version the editor loaded (the row's `updatedAt`, as the API sent it); a save against
 * a newer version is a 409 (MESSAGES.admin.staleEdit) and changes nothing.
 */
/** A reorder (PUT …/order): every id of the list, once each, in the new order. */
export const ZReorderRequest = z.object({
  ids: z
    .array(z.uuid())
    .min(1)
    .max(1000)
    .refine((ids) => new Set(ids).size === ids.length, { error: 'Each item once.' }),
});
export type TReorderRequest = z.input<typeof ZReorderRequest>;

/**
 * A day of a console date filter, `YYYY-MM-DD` read in UTC, from 2000-01-01 to 2100-12-31: the site holds
 * nothing outside, and a year like 0000 or 9999 is beyond what the database's dates and the CSV export
 * handle.
 */
export const FILTER_DAY_RANGE = { min: '2000-01-01', max: '2100-12-31' } as const;
export const zFilterDay = z.iso
  .date()
  .refine((day) => day >= FILTER_DAY_RANGE.min && day <= FILTER_DAY_RANGE.max, {
    error: MESSAGES.validation.dateOutOfRange,
  });

export const ZVersion = z.object({ version: zText().datetime({ offset: true }) });
