#!/usr/bin/env node
// Runs every suite (unit, API integration, browser, cluster), prints each suite's wall time in a summary, and
// ends with one line: "N passed, M failed". TEST_SUITES (comma-separated names: typecheck, lint, unit, api,
// e2e, cluster) runs only those. With DATABASE_URL set, the API and browser suites run against PostgreSQL;
// otherwise PGlite. The cluster suite (several server processes behind nginx, scripts/cluster) runs only on
// PostgreSQL, with REDIS_URL.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
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
    return { passed: r.numPassedTests, failed: r.numFailedTests };
  },
});

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
    cmd: process.execPath,
    args: [bin('@playwright/test', 'cli.js'), 'test'],
    cwd: path.join(root, 'e2e'),
    prepare: prepareE2eDatabase,
    count: () => {
      const r = JSON.parse(readFileSync(path.join(root, 'e2e', 'test-results', 'results.json'), 'utf8'));
      return { passed: r.stats.expected + r.stats.flaky, failed: r.stats.unexpected };
    },
  },
  // Real instances behind nginx share one PostgreSQL: nothing to run on the embedded database.
  ...(databaseUrl ? [vitest('cluster', ['cluster'])] : []),
].filter((s) => !only || only.includes(s.name) || (s.name === 'build' && only.includes('e2e')));

/** The browser suite gets a database of its own, fresh each run. */
async function prepareE2eDatabase(env) {
  if (!databaseUrl) return env;
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  try {
    await admin.query('drop database if exists curio_e2e with (force)');
    await admin.query('create database curio_e2e');
  } finally {
    await admin.end();
  }
  const url = new URL(databaseUrl);
  url.pathname = '/curio_e2e';
  return { ...env, DATABASE_URL: url.toString() };
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
  const usesDatabase = ['api', 'e2e', 'cluster'].includes(suite.name);
  const label = usesDatabase ? `${suite.name} (${dbLabel})` : suite.name;
  console.log(`\n=== ${label} ===`);
  const suiteStartedAt = Date.now();
  const report = (text) => {
    const line = `${label}: ${text} (${formatDuration(Date.now() - suiteStartedAt)})`;
    console.log(line);
    summary.push(line);
  };
  const env = suite.prepare ? await suite.prepare({ ...process.env }) : process.env;
  const result = spawnSync(suite.cmd, suite.args, { cwd: suite.cwd ?? root, env, stdio: 'inherit' });
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
