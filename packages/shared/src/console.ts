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

/** The reply of every console list: one page of items and the total across all pages. */
export const ZConsolePage = <T extends z.ZodType>(item: T) =>
  z.object({
    items: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  });
export type TConsolePage<T> = { items: T[]; total: number; page: number; pageSize: number };

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
