import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FileStorage } from './types.ts';

export interface MigrationReport {
  /** Files written to the target. */
  copied: number;
  /** Files the target had already (an earlier run): left as they are. */
  alreadyThere: number;
}

/**
 * Copies every file of `from` that `to` lacks (`npm run uploads:migrate`, ADR 016). Safe to run again: a key
 * the target has is skipped, so a run cut short is finished by the next. The source is left as it is.
 */
export async function copyStoredFiles(from: FileStorage, to: FileStorage): Promise<MigrationReport> {
  const report: MigrationReport = { copied: 0, alreadyThere: 0 };
  // Each file passes through a temporary file, streamed both ways: a video is never in memory whole.
  const work = await mkdtemp(path.join(tmpdir(), 'curio-migrate-'));
  try {
    for (const { key } of await from.list('')) {
      if (await to.has(key)) {
        report.alreadyThere += 1;
        continue;
      }
      const local = path.join(work, 'file');
      if (!(await from.getToFile(key, local))) continue; // deleted since it was listed
      await to.putFile(key, local);
      await rm(local);
      report.copied += 1;
    }
  } finally {
    await rm(work, { recursive: true, force: true });
  }
  return report;
}
