// Catalogue read benchmark (ADR 005). Run on demand, never in CI:  npm run bench
//
// Starts the real server in a child process on a temporary DATA_DIR with the demo seed (bench/serve.mjs),
// then drives each real route and its constant twin (same bytes, same hooks) with autocannon, 50
// connections, and prints req/s and p99 latency side by side. Target: real / constant >= 0.8.
// Every request carries `Accept-Encoding: br`, as a browser's does: the real route picks the brotli form
// its cache entry holds, the twin sends the same brotli bytes.
//
// The machine is shared, so load from other processes drifts during a run: each route and its twin are
// measured in alternating rounds (real, twin, real, twin…) that add up to the duration, and the rounds are
// averaged, so drift hits both sides alike.
//
// Options (environment): BENCH_DURATION seconds per route (10), BENCH_ROUNDS (2), BENCH_CONNECTIONS (50),
// BENCH_WARMUP seconds per route before measuring (2).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import autocannon from 'autocannon';
import { fmt, markdownTable, ROOT } from './harness.mjs';

const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const ROUNDS = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 2));
const WARMUP = Number(process.env.BENCH_WARMUP ?? 2);
const TARGET = 0.8;

const dataDir = mkdtempSync(path.join(tmpdir(), 'curio-bench-'));
const env = { ...process.env, DATA_DIR: dataDir, SEED: 'demo', LOG_LEVEL: 'warn', NODE_ENV: 'production' };
// The embedded database: the benchmark must not write demo data into someone's PostgreSQL.
delete env.DATABASE_URL;

const server = spawn(process.execPath, ['--import', 'tsx', 'bench/serve.mjs'], {
  cwd: ROOT,
  env,
  stdio: ['ignore', 'pipe', 'inherit'],
});

function cleanUp() {
  if (server.exitCode === null) server.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
}

async function ready() {
  const lines = createInterface({ input: server.stdout });
  const exited = new Promise((_, reject) =>
    server.once('exit', (code) => reject(new Error(`bench server exited early (code ${code})`))),
  );
  const firstLine = new Promise((resolve) => lines.once('line', resolve));
  return JSON.parse(await Promise.race([firstLine, exited]));
}

let headers = {};

async function measure(url, duration) {
  const result = await autocannon({ url, connections: CONNECTIONS, duration, headers });
  if (result.errors || result.timeouts || result.non2xx) {
    throw new Error(`${url}: ${result.errors} errors, ${result.timeouts} timeouts, ${result.non2xx} non-2xx`);
  }
  return { rps: result.requests.average, p99: result.latency.p99 };
}

const mean = (runs) => ({
  rps: runs.reduce((sum, r) => sum + r.rps, 0) / runs.length,
  p99: runs.reduce((sum, r) => sum + r.p99, 0) / runs.length,
});

try {
  const { address, routes, bytes, acceptEncoding } = await ready();
  headers = { 'accept-encoding': acceptEncoding };
  console.log(
    `server ${address} (PGlite, demo seed); ${CONNECTIONS} connections, ${DURATION} s per route in ${ROUNDS} rounds`,
  );
  console.log(
    `reply sizes (accept-encoding: ${acceptEncoding}): ${Object.entries(bytes)
      .map(([u, n]) => `${u} ${n} B`)
      .join(', ')}\n`,
  );

  const rows = [];
  for (const route of routes) {
    const real = `${address}${route.url}`;
    const twin = `${address}${route.twin}`;
    if (WARMUP > 0) {
      await measure(real, WARMUP);
      await measure(twin, WARMUP);
    }
    const oursRounds = [];
    const constantRounds = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      oursRounds.push(await measure(real, DURATION / ROUNDS));
      constantRounds.push(await measure(twin, DURATION / ROUNDS));
    }
    const ours = mean(oursRounds);
    const constant = mean(constantRounds);
    rows.push({ route: route.name, ours, constant, ratio: ours.rps / constant.rps });
  }

  const header = ['route', 'req/s', 'p99 ms', 'constant req/s', 'constant p99 ms', 'ratio'];
  const table = rows.map((r) => [
    r.route,
    fmt(r.ours.rps),
    fmt(r.ours.p99),
    fmt(r.constant.rps),
    fmt(r.constant.p99),
    `${fmt(r.ratio, 2)}${r.ratio >= TARGET ? '' : '  (below target)'}`,
  ]);
  console.log(markdownTable(header, table));
  console.log(`\ntarget: ratio >= ${TARGET}`);
  process.exitCode = rows.every((r) => r.ratio >= TARGET) ? 0 : 1;
} catch (err) {
  console.error(err);
  process.exitCode = 1;
} finally {
  cleanUp();
}
