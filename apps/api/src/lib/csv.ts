import { Readable } from 'node:stream';
import { desc, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';

/**
 * CSV exports: a header row, then one line per row as the rows arrive, so an export of any size
 * holds one batch in memory, never the whole table. RFC 4180 quoting; CRLF line ends; UTF-8 with its BOM.
 */

/**
 * The UTF-8 byte order mark every export starts with. Without it the most common spreadsheet program reads a
 * CSV in the machine's legacy code page, and 'José' or '₹' come out garbled; with it, as UTF-8. A reader that
 * does not expect it sees it as the start of the first header, so the test helpers strip it.
 */
export const UTF8_BOM = '\uFEFF';

export interface CsvColumn<T> {
  header: string;
  value: (row: T) => string | number | boolean | null | undefined;
}

/**
 * CSV injection, following OWASP's guidance (https://owasp.org/www-community/attacks/CSV_Injection): a
 * spreadsheet runs a cell that starts with = + - @ tab or CR as a formula (tab and CR because some strip them
 * and then see the formula behind). Such a start gets a `'` in front so it reads as text. The guidance also
 * warns that a `,` or `;` inside a cell starts a new cell in a spreadsheet that splits on it (and `;` is the
 * separator where the decimal mark is a comma), so the same is done at the start of every `,`/`;`-separated
 * part (`x;=1+1;` → `x;'=1+1;`; spaces before the formula count as its start), and a cell holding `;` is
 * quoted like one holding `,`. We neutralize rather than quote-and-prefix every cell, so a plain cell stays
 * exactly as it was.
 */
const FORMULA_AT_A_PART_START = /(^|[,;])( *)(?=[=+\-@\t\r])/g;

/** One cell: every part that could run as a formula neutralized; quoted if it holds " , ; CR or LF. */
export function csvCell(value: string | number | boolean | null | undefined): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  // Numbers are written by us (amounts, counts): a negative amount stays a number.
  if (typeof value !== 'number') text = text.replace(FORMULA_AT_A_PART_START, "$1$2'");
  return /[",;\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

const csvLine = (cells: string[]) => `${cells.join(',')}\r\n`;

/**
 * The rows as CSV text, the BOM first, produced as the stream is read (backpressure: a slow client pauses
 * the reads).
 */
export function csvStream<T>(columns: readonly CsvColumn<T>[], rows: AsyncIterable<T>): Readable {
  async function* lines() {
    yield UTF8_BOM + csvLine(columns.map((column) => csvCell(column.header)));
    for await (const row of rows) yield csvLine(columns.map((column) => csvCell(column.value(row))));
  }
  return Readable.from(lines());
}

/** Sends a CSV download named `<name>-<YYYY-MM-DD>.csv` (private, no-store: `plugins/cache.ts`). */
export function sendCsv<T>(
  reply: FastifyReply,
  name: string,
  columns: readonly CsvColumn<T>[],
  rows: AsyncIterable<T>,
): FastifyReply {
  const day = new Date().toISOString().slice(0, 10);
  return reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${name}-${day}.csv"`)
    .send(csvStream(columns, rows));
}

/** How many rows an export reads per query. */
export const EXPORT_BATCH_SIZE = 500;

/**
 * Where an export batch ends: the last row's time as exact text (keysetAt: a JS Date would drop the
 * microseconds PostgreSQL keeps) and its id.
 */
export interface KeysetCursor {
  at: string;
  id: string;
}

/**
 * A time column as exact ISO text in UTC, microseconds included: an export row carries it as `keysetAt`, and
 * its batch's cursor compares with the column itself, so the keyset reads the (time, id) index.
 */
export const keysetAt = (column: AnyColumn) =>
  sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/** ORDER BY of an export: newest first, then by id (the console lists' default order). */
export const keysetOrder = (createdAt: AnyColumn, id: AnyColumn): SQL[] => [desc(createdAt), desc(id)];

/** The rows strictly after the cursor in `keysetOrder`. */
export const keysetAfter = (createdAt: AnyColumn, id: AnyColumn, after: KeysetCursor): SQL =>
  sql`(${createdAt}, ${id}) < (${after.at}::timestamptz, ${after.id}::uuid)`;

/**
 * Every row of a list, newest first, one batch at a time by keyset (time, id): each query starts strictly
 * after the last row of the previous one, so rows are neither skipped nor repeated however many there are,
 * and memory holds one batch.
 */
export const keysetBatches = <T extends { id: string; keysetAt: string }>(
  readBatch: (after: KeysetCursor | undefined, limit: number) => Promise<T[]>,
  batchSize = EXPORT_BATCH_SIZE,
): AsyncGenerator<T> => batchesAfter(readBatch, (row) => ({ at: row.keysetAt, id: row.id }), batchSize);

/**
 * Every row of a list in batches by any keyset: `cursorOf` names the last row of a batch, and the next
 * batch is read strictly after it (`keysetBatches` is the newest-first case).
 */
export async function* batchesAfter<T, C>(
  readBatch: (after: C | undefined, limit: number) => Promise<T[]>,
  cursorOf: (row: T) => C,
  batchSize = EXPORT_BATCH_SIZE,
): AsyncGenerator<T> {
  let after: C | undefined;
  for (;;) {
    const batch = await readBatch(after, batchSize);
    yield* batch;
    const last = batch.at(-1);
    if (last === undefined || batch.length < batchSize) return;
    after = cursorOf(last);
  }
}
