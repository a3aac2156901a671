#!/usr/bin/env node
// Runs every suite (unit, API integration, browser, cluster), prints each suite's wall time in a summary, and
// ends with one line: "N passed, M failed". TEST_SUITES (comma-separated names: typecheck, lint, unit, api,
// e2e, cluster) runs only those. With DATABASE_URL set, the API and browser suites run against PostgreSQL;
// otherwise PGlite. The cluster suite (several server processes behind nginx, scripts/cluster) runs only on
// PostgreSQL, with REDIS_URL.
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { stripVTControlCharacters } from 'node:util';
import pg from 'pg';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const out = path.join(root, '.test-results');
rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });

const databaseUrl = process.env.DATABASE_URL;
const dbLabel = databaseUrl ? 'PostgreSQL' : 'PGlite';
const only = process.env.TEST_SUITES?.split(',').map((s) => s.trim());

// The test runners are started with the Node running this script (process.execPath), never through npx: a
// pass started with the machine's Node stays on it, and `npm test` runs on the project's Node (ADR 024).
const require = createRequire(import.meta.url);
const bin = (pkg, file) => path.join(path.dirname(require.resolve(`${pkg}/package.json`)), file);

const vitest = (name, projects) => ({
  name,
  cmd: process.execPath,
  args: [
    bin('vitest', 'vitest.mjs'),
    'run',
    ...projects.flatMap((p) => ['--project', p]),
    '--reporter=default',
    '--reporter=json',
    `--outputFile=${path.join(out, `${name}.json`)}`,
  ],
  count: () => {
    const r = JSON.parse(readFileSync(path.join(out, `${name}.json`), 'utf8'));
    const failures = r.testResults.flatMap((file) =>
      file.assertionResults
        .filter((t) => t.status === 'failed')
        .map((t) => failureLine(file.name, t.fullName, t.failureMessages?.[0])),
    );
    // A file that failed outside its tests (an error in a hook or at import) has no failed test to name.
    for (const file of r.testResults) {
      if (file.status === 'failed' && !file.assertionResults.some((t) => t.status === 'failed')) {
        failures.push(failureLine(file.name, '(the file itself)', file.message));
      }
    }
    return { passed: r.numPassedTests, failed: r.numFailedTests, failures };
  },
});

/** One line naming a failed test, its file relative to the root, and the first line of its error. */
function failureLine(file, title, message) {
  const first = (message ?? '').split('\n').find((l) => l.trim() !== '') ?? '';
  // The reporters' messages carry terminal colour codes.
  const plain = stripVTControlCharacters(first).trim().slice(0, 200);
  return `  ✘ ${path.relative(root, file)} › ${title}${plain ? `: ${plain}` : ''}`;
}

/** A check that passes or fails as a whole (typecheck, lint): it counts as one test. */
const check = (name, script) => ({
  name,
  cmd: 'npm',
  args: ['run', script, '--silent'],
  countExit: true,
});

const suites = [
  check('typecheck', 'typecheck'),
  check('lint', 'lint'),
  vitest('unit', ['shared', 'web', 'tooling']),
  vitest('api', ['api']),
  { name: 'build', cmd: 'npm', args: ['run', 'build', '--silent'] },
  {
    name: 'e2e',
    run: runE2eShards,
    count: () =>
      e2eShards().reduce(
        (sum, shard) => {
          const r = JSON.parse(
            readFileSync(path.join(shard.workDir, 'test-results', 'results.json'), 'utf8'),
          );
          return {
            passed: sum.passed + r.stats.expected + r.stats.flaky,
            failed: sum.failed + r.stats.unexpected,
            failures: [...sum.failures, ...playwrightFailures(r.suites, null)],
          };
        },
        { passed: 0, failed: 0, failures: [] },
      ),
  },
  // Real instances behind nginx share one PostgreSQL: nothing to run on the embedded database.
  ...(databaseUrl ? [vitest('cluster', ['cluster'])] : []),
].filter((s) => !only || only.includes(s.name) || (s.name === 'build' && only.includes('e2e')));

/**
 * The browser suite runs as E2E_SHARDS Playwright processes at once (default 2), each a shard of the spec files
 * with a site, mail capture, work directory and database of its own, so no shard sees another's writes and each
 * spec runs once. Within a shard the specs run one at a time against its one site (e2e/playwright.config.ts).
 */
function e2eShards() {
  const count = Math.max(1, Number(process.env.E2E_SHARDS ?? 2));
  return Array.from({ length: count }, (_, i) => ({
    index: i + 1,
    count,
    // E2E_PORT, E2E_SMTP_PORT and TEST_DB_PREFIX move a run's shards aside, so two checkouts can test at once.
    port: Number(process.env.E2E_PORT ?? 3110) + i,
    smtpPort: Number(process.env.E2E_SMTP_PORT ?? 2530) + i,
    workDir: path.join(out, `e2e-${i + 1}`),
    database: `${process.env.TEST_DB_PREFIX ?? 'curio'}_e2e_${i + 1}`,
  }));
}

/** A fresh PostgreSQL database for a shard (PGlite shards each get a fresh data directory anyway). */
async function freshDatabase(name) {
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  try {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(databaseUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Runs every shard at once; the exit status is the first non-zero one. */
async function runE2eShards() {
  const statuses = await Promise.all(
    e2eShards().map(async (shard) => {
      const env = {
        ...process.env,
        E2E_PORT: String(shard.port),
        E2E_SMTP_PORT: String(shard.smtpPort),
        E2E_WORK_DIR: shard.workDir,
        ...(databaseUrl ? { DATABASE_URL: await freshDatabase(shard.database) } : {}),
      };
      const args = [bin('@playwright/test', 'cli.js'), 'test', `--shard=${shard.index}/${shard.count}`];
      const child = spawn(process.execPath, args, { cwd: path.join(root, 'e2e'), env, stdio: 'inherit' });
      return new Promise((resolve) => child.on('exit', (code) => resolve(code ?? 1)));
    }),
  );
  return { status: statuses.find((s) => s !== 0) ?? 0 };
}

/**
 * Failed tests of a Playwright JSON report: its top suites are the files, and their suites the describe blocks
 * (titles is null at the top, where a suite's title is the file name).
 */
function playwrightFailures(suites, titles) {
  return (suites ?? []).flatMap((suite) => {
    const titlePath = titles === null ? [] : [...titles, suite.title];
    const own = (suite.specs ?? []).flatMap((spec) =>
      spec.tests
        .filter((t) => t.status === 'unexpected')
        .map((t) => {
          const last = t.results.at(-1);
          return failureLine(
            path.join(root, 'e2e', 'tests', spec.file ?? suite.file ?? ''),
            [...titlePath, spec.title].filter(Boolean).join(' › '),
            last?.error?.message,
          );
        }),
    );
    return [...own, ...playwrightFailures(suite.suites, titlePath)];
  });
}

/** Wall time as '4m 12s' (or '38s' under a minute). */
function formatDuration(ms) {
  const seconds = Math.round(ms / 1000);
  const minutes = Math.floor(seconds / 60);
  return minutes > 0 ? `${minutes}m ${seconds % 60}s` : `${seconds}s`;
}

let passed = 0;
let failed = 0;
let broken = false;
/** One line per suite that ran, with its wall time, repeated in the summary at the end. */
const summary = [];
const startedAt = Date.now();
console.log(`Node ${process.version}`);
for (const suite of suites) {
  // The totals of the suites before this one: a pass stopped before its last line (CI's time limit) is still
  // counted by .ci/run.
  console.log(`so far: ${passed} passed, ${failed} failed`);
  const usesDatabase = ['api', 'e2e', 'cluster'].includes(suite.name);
  const label = usesDatabase ? `${suite.name} (${dbLabel})` : suite.name;
  console.log(`\n=== ${label} ===`);
  const suiteStartedAt = Date.now();
  const report = (text) => {
    const line = `${label}: ${text} (${formatDuration(Date.now() - suiteStartedAt)})`;
    console.log(line);
    summary.push(line);
  };
  const result = suite.run
    ? await suite.run()
    : spawnSync(suite.cmd, suite.args, { cwd: suite.cwd ?? root, env: process.env, stdio: 'inherit' });
  if (suite.countExit) {
    const ok = result.status === 0;
    passed += ok ? 1 : 0;
    failed += ok ? 0 : 1;
    report(ok ? 'passed' : `failed (exit ${result.status})`);
    continue;
  }
  if (!suite.count) {
    if (result.status !== 0) {
      report(`failed (exit ${result.status}): the suites after it cannot run`);
      failed += 1;
      broken = true;
      break;
    }
    report('done');
    continue;
  }
  try {
    const c = suite.count();
    passed += c.passed;
    failed += c.failed;
    report(`${c.passed} passed, ${c.failed} failed`);
    // The summary names every failed test, so the end of a long CI log says what to fix.
    for (const line of c.failures ?? []) summary.push(line);
    // A suite that ran nothing, or failed outside its tests (a setup error), counts as one failure, so the
    // totals line never reads as clean when a suite did not really run.
    if (c.passed + c.failed === 0 || (result.status !== 0 && c.failed === 0)) {
      console.log(`${label}: exited ${result.status} without a failed test: counted as one failure`);
      failed += 1;
    }
  } catch (err) {
    report(`no results (${err.message}): counted as one failure`);
    failed += 1;
  }
  if (result.status !== 0) broken = true;
}

console.log('\n=== summary ===');
for (const line of summary) console.log(line);
console.log(`total: ${formatDuration(Date.now() - startedAt)} on Node ${process.version}`);
// The last line, exactly "N passed, M failed": .ci/run reads the totals from it.
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed > 0 || broken ? 1 : 0);
