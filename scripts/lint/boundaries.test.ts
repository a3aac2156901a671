import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { afterEach, describe, expect, it } from 'vitest';

// Each boundary of docs/ARCHITECTURE.md is proved to bite: a file that breaks it is planted in the real
// tree (zones are paths), linted with the project's own eslint.config.js, and removed again.

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const PROBE = '__lint_probe__';
const require = createRequire(import.meta.url);
const planted: string[] = [];

function plant(relative: string, code: string): string {
  const file = path.join(root, relative);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, code);
  planted.push(file);
  return file;
}

afterEach(() => {
  for (const file of planted.splice(0)) rmSync(file, { force: true });
});

async function problemsFor(file: string): Promise<{ ruleId: string | null; message: string }[]> {
  const eslint = new ESLint({ cwd: root });
  const [result] = await eslint.lintFiles([file]);
  return (result?.messages ?? []).map(({ ruleId, message }) => ({ ruleId, message }));
}

async function ruleIdsFor(file: string): Promise<string[]> {
  return (await problemsFor(file)).map((m) => m.ruleId ?? m.message);
}

const importsAFeature = `export { CoursesPage } from '#web/features/courses/pages/courses-page.tsx';\n`;
const importsTheApi = `export { loadConfig } from '../../../apps/api/src/config.ts';\n`;
const consoleDir = 'apps/web/src/features/console';
const importsTheCatalogue = `export { useAdminCourse } from '#web/features/console/catalogue/api/courses.ts';\n`;

const cases: { rule: string; file: string; code: string; expected: string }[] = [
  {
    rule: 'a web feature imports another feature',
    file: `apps/web/src/features/cart/${PROBE}.ts`,
    code: importsAFeature,
    expected: 'import-x/no-restricted-paths',
  },
  {
    rule: 'a web feature imports another feature by a relative path',
    file: `apps/web/src/features/cart/${PROBE}.ts`,
    code: `export { CoursesPage } from '../courses/pages/courses-page.tsx';\n`,
    expected: 'import-x/no-restricted-paths',
  },
  {
    rule: 'components/ imports a feature',
    file: `apps/web/src/components/${PROBE}.ts`,
    code: importsAFeature,
    expected: 'import-x/no-restricted-paths',
  },
  {
    rule: 'lib/ imports a feature',
    file: `apps/web/src/lib/${PROBE}.ts`,
    code: importsAFeature,
    expected: 'import-x/no-restricted-paths',
  },
  {
    rule: 'api/ imports a feature',
    file: `apps/web/src/api/${PROBE}.ts`,
    code: importsAFeature,
    expected: 'import-x/no-restricted-paths',
  },
  {
    rule: 'a feature reaches into the shell (app/)',
    file: `apps/web/src/features/cart/${PROBE}.ts`,
    code: `export { routes } from '#web/app/routes.tsx';\n`,
    expected: 'import-x/no-restricted-paths',
  },
  {
    rule: 'the web app imports @curio/db',
    file: `apps/web/src/lib/${PROBE}.ts`,
    code: `export { users } from '@curio/db';\n`,
    expected: 'import-x/no-restricted-paths',
  },
  {
    rule: 'the web app imports the API',
    file: `apps/web/src/lib/${PROBE}.ts`,
    code: `export { loadConfig } from '../../../api/src/config.ts';\n`,
    expected: 'import-x/no-restricted-paths',
  },
  {
    rule: 'packages/shared imports @curio/db',
    file: `packages/shared/src/${PROBE}.ts`,
    code: `export { users } from '@curio/db';\n`,
    expected: 'import-x/no-restricted-paths',
  },
  {
    rule: 'packages/shared imports app code',
    file: `packages/shared/src/${PROBE}.ts`,
    code: importsTheApi,
    expected: 'import-x/no-restricted-paths',
  },
  {
    rule: 'packages/db imports from apps/',
    file: `packages/db/src/${PROBE}.ts`,
    code: importsTheApi,
    expected: 'import-x/no-restricted-paths',
  },
  {
    rule: "an API module imports another module's internals",
    file: `apps/api/src/modules/commerce/${PROBE}.ts`,
    code: `export { createUserRepository } from '#api/modules/user/repository.ts';\n`,
    expected: 'import-x/no-restricted-paths',
  },
  {
    rule: "a plugin imports a module's internals",
    file: `apps/api/src/plugins/${PROBE}.ts`,
    code: `export { createUserRepository } from '#api/modules/user/repository.ts';\n`,
    expected: 'import-x/no-restricted-paths',
  },
  {
    rule: 'an app file climbs out of its folder with ../ instead of the alias',
    file: `apps/web/src/lib/${PROBE}.ts`,
    code: `export { paths } from '../lib/paths.ts';\n`,
    expected: 'no-restricted-imports',
  },
];

// The console's areas (features/console/<area>): each imports only itself and shell/, and shell/ no area.
const areaMessage = 'A console area never imports another area';
const shellMessage = "The console's shell/ never imports an area";
const consoleCases: { rule: string; file: string; code: string; message: string }[] = [
  {
    rule: 'a console area imports another area',
    file: `${consoleDir}/operations/${PROBE}.ts`,
    code: importsTheCatalogue,
    message: `${areaMessage}: operations/ imports only operations/ and shell/`,
  },
  {
    rule: "a console area imports another area's CSS",
    file: `${consoleDir}/catalogue/${PROBE}.ts`,
    code: `import '#web/features/console/operations/operations.css';\n`,
    message: `${areaMessage}: catalogue/ imports only catalogue/ and shell/`,
  },
  {
    rule: "a console area imports the console's route table",
    file: `${consoleDir}/people/${PROBE}.ts`,
    code: `export { adminRoutes } from '#web/features/console/routes.tsx';\n`,
    message: areaMessage,
  },
  {
    rule: "the console's shell imports an area",
    file: `${consoleDir}/shell/${PROBE}.ts`,
    code: importsTheCatalogue,
    message: shellMessage,
  },
  {
    rule: "the console's shell imports an area by a relative path",
    file: `${consoleDir}/shell/${PROBE}.ts`,
    code: `export { useAdminCourse } from '../catalogue/api/courses.ts';\n`,
    message: shellMessage,
  },
  {
    rule: "another feature imports a console area (even the console's shell)",
    file: `apps/web/src/features/cart/${PROBE}.ts`,
    code: `export { DataTable } from '#web/features/console/shell/components/data-table.tsx';\n`,
    message: 'A feature never imports another feature',
  },
];

describe('npm run lint enforces the architecture', () => {
  it.each(cases)('fails when $rule', async ({ file, code, expected }) => {
    expect(await ruleIdsFor(plant(file, code))).toContain(expected);
  });

  it.each(consoleCases)('fails when $rule, and says why', async ({ file, code, message }) => {
    const problems = await problemsFor(plant(file, code));
    expect(problems).toContainEqual({
      ruleId: 'import-x/no-restricted-paths',
      message: expect.stringContaining(message) as string,
    });
  });

  it("lets a console area use its own files, the console's shell/ and the console's test fixtures", async () => {
    const file = plant(
      `${consoleDir}/catalogue/${PROBE}.ts`,
      [
        `export * as own from './api/courses.ts';`,
        `export * as shell from '#web/features/console/shell/api/console-api.ts';`,
        `export * as fixtures from '#web/features/console/test/catalogue-fixtures.ts';`,
        `import '#web/features/console/catalogue/catalogue.css';`,
        `import '#web/features/console/shell/console.css';`,
        '',
      ].join('\n'),
    );
    expect(await problemsFor(file)).toEqual([]);
  });

  it('lets a module use its own files and another module through its index.ts', async () => {
    const file = plant(
      `apps/api/src/modules/commerce/${PROBE}.ts`,
      `export * as user from '#api/modules/user/index.ts';\nexport * as own from './order-service.ts';\n`,
    );
    expect(await ruleIdsFor(file)).toEqual([]);
  });

  it('fails on an import cycle', async () => {
    const a = plant(
      `apps/web/src/lib/${PROBE}a.ts`,
      `import { b } from './${PROBE}b.ts';\nexport const a = () => b;\n`,
    );
    plant(
      `apps/web/src/lib/${PROBE}b.ts`,
      `import { a } from './${PROBE}a.ts';\nexport const b = () => a;\n`,
    );
    expect(await ruleIdsFor(a)).toContain('import-x/no-cycle');
  });

  it('fails on an import cycle made only of `import type`, on either side', async () => {
    const a = plant(
      `apps/api/src/lib/${PROBE}a.ts`,
      `import type { B } from './${PROBE}b.ts';\nexport type A = { b?: B };\n`,
    );
    const b = plant(
      `apps/api/src/lib/${PROBE}b.ts`,
      `import { type A } from './${PROBE}a.ts';\nexport type B = { a?: A };\n`,
    );
    expect(await ruleIdsFor(a)).toContain('import-x/no-cycle');
    expect(await ruleIdsFor(b)).toContain('import-x/no-cycle');
  });

  it('fails on a cycle closed by a type-only re-export', async () => {
    const a = plant(
      `packages/shared/src/${PROBE}a.ts`,
      `import { b } from './${PROBE}b.ts';\nexport type A = string;\nexport const a = () => b;\n`,
    );
    plant(
      `packages/shared/src/${PROBE}b.ts`,
      `export type { A } from './${PROBE}a.ts';\nexport const b = 1;\n`,
    );
    expect(await ruleIdsFor(a)).toContain('import-x/no-cycle');
  });

  // The ESLint command line with `npm run lint`'s flags, on the planted file alone: the whole repository's
  // lint runs in CI's lint suite, and would take minutes here on a busy machine.
  it('makes the lint command exit non-zero on a planted violation', () => {
    const file = plant(`apps/web/src/features/cart/${PROBE}.ts`, importsAFeature);
    const eslint = path.join(path.dirname(require.resolve('eslint/package.json')), 'bin', 'eslint.js');
    const run = spawnSync(process.execPath, [eslint, '--max-warnings=0', file], {
      cwd: root,
      encoding: 'utf8',
    });
    expect(run.status).not.toBe(0);
    expect(run.stdout).toContain(`features/cart/${PROBE}.ts`);
  });
});
