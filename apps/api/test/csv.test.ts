import { describe, expect, it } from 'vitest';
import { csvStream, keysetBatches, UTF8_BOM, type CsvColumn, type KeysetCursor } from '#api/lib/csv.ts';
import { csvRecords, parseCsv } from './helpers/csv.ts';

type Row = { name: string; amount: string };
const columns: CsvColumn<Row>[] = [
  { header: 'Name', value: (row) => row.name },
  { header: 'Amount', value: (row) => row.amount },
];

async function* rowsOf(rows: Row[]) {
  yield* rows;
}

/** The bytes an export sends, as a download saves them. */
async function exported(rows: Row[]): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of csvStream(columns, rowsOf(rows))) chunks.push(Buffer.from(String(chunk), 'utf8'));
  return Buffer.concat(chunks);
}

describe('a CSV export', () => {
  it('starts with the UTF-8 byte order mark, so a spreadsheet reads accents and ₹ as written', async () => {
    const bytes = await exported([{ name: 'José Ñúñez', amount: '₹1,499' }]);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(bytes.toString('utf8')).toBe(`${UTF8_BOM}Name,Amount\r\nJosé Ñúñez,"₹1,499"\r\n`);
  });

  it('has the BOM once, before the header, however many batches follow', async () => {
    const rows = Array.from({ length: 3 }, (_, i) => ({ name: `Learner ${String(i)}`, amount: '1' }));
    const text = (await exported(rows)).toString('utf8');
    expect(text.split(UTF8_BOM)).toHaveLength(2);
    expect(text.indexOf(UTF8_BOM)).toBe(0);
  });

  it('still parses as the tests read it: the BOM is not part of the first header', async () => {
    const text = (await exported([{ name: 'Zoë', amount: '=1+1' }])).toString('utf8');
    expect(parseCsv(text)[0]).toEqual(['Name', 'Amount']);
    expect(csvRecords(text)).toEqual([{ Name: 'Zoë', Amount: "'=1+1" }]);
    expect(csvRecords('Name\r\nAsha\r\n')).toEqual([{ Name: 'Asha' }]);
  });
});

describe('an export read in keyset batches', () => {
  it('holds one batch at a time: the next is read only once the stream has written the last', async () => {
    const batchSize = 500;
    const batches = 10;
    let read = 0;
    let written = 0;
    let mostHeld = 0;
    let calls = 0;
    /** A table of batchSize × batches rows, newest first, served by keyset like a repository's batch. */
    const readBatch = async (after: KeysetCursor | undefined, limit: number) => {
      calls += 1;
      const from = after ? Number(after.id) + 1 : 0;
      const rows = Array.from(
        { length: Math.max(0, Math.min(limit, batchSize * batches - from)) },
        (_, i) => ({
          id: String(from + i),
          keysetAt: new Date(Date.UTC(2026, 0, 1) - (from + i) * 1000).toISOString(),
          name: `Row ${from + i}`,
          amount: String(from + i),
        }),
      );
      read += rows.length;
      mostHeld = Math.max(mostHeld, read - written);
      return rows;
    };
    const stream = csvStream(columns, keysetBatches(readBatch, batchSize));

    // The header and the first rows: one batch read, none beyond it.
    const iterator = stream[Symbol.asyncIterator]();
    await iterator.next();
    expect(calls).toBe(1);

    let lines = 0;
    for (;;) {
      const next = await iterator.next();
      if (next.done) break;
      lines += 1;
      written = lines;
    }
    expect(lines).toBe(batchSize * batches);
    // Ten full batches and the empty read that ends them; never more than one batch (and the stream's small
    // buffer of lines) in memory.
    expect(calls).toBe(batches + 1);
    expect(mostHeld).toBeLessThanOrEqual(batchSize + stream.readableHighWaterMark);
  });
});
