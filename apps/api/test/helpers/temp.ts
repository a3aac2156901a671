import { mkdtempSync } from 'node:fs';
import path from 'node:path';
import { inject } from 'vitest';

/** A fresh directory under this run's temporary root (test/global-setup.ts removes it at the end). */
export function tempDir(prefix: string): string {
  return mkdtempSync(path.join(inject('tmpRoot'), `${prefix}-`));
}
