import { describe, expect, it } from 'vitest';
import { csvStream, UTF8_BOM, type CsvColumn } from '#api/lib/csv.ts';
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
