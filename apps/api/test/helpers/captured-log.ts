import { Writable } from 'node:stream';
import { loggerOptions } from '#api/app.ts';

/** What an app logs, line by line: pass `logger` to createTestApp/buildApp (the real options, in memory). */
export function capturedLog(level = 'info') {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(...chunk.toString().split('\n').filter(Boolean));
      done();
    },
  });
  return {
    lines,
    /** Every line parsed. */
    entries: () =>
      lines.map((line) => JSON.parse(line) as { level: number; msg: string } & Record<string, unknown>),
    text: () => lines.join('\n'),
    logger: { ...(loggerOptions(level) as object), stream },
  };
}
