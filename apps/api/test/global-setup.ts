import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    tmpRoot: string;
  }
}

/** One temporary root per run (runs may overlap on a shared machine), removed when the run ends. */
export default function setup(project: TestProject) {
  const root = mkdtempSync(path.join(tmpdir(), 'curio-api-tests-'));
  project.provide('tmpRoot', root);
  return () => rmSync(root, { recursive: true, force: true });
}
