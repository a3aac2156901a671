// Lighthouse on the four landing pages. Run on demand, never in CI:  node bench/lighthouse.mjs
//
// Builds the site if apps/web/dist is missing (BUILD=1 forces a build), starts it as `npm start` serves it
// (the real server, demo seed, the embedded database in a temporary DATA_DIR, on a free port), runs
// Lighthouse's default mobile preset (simulated slow 4G, 4× CPU) with Debian's Chromium on each page, and
// prints the four category scores, FCP, LCP, TBT, CLS and the JavaScript transferred.
//
// Options (environment): CHROME_PATH (/usr/bin/chromium), RUNS per page, the median by performance (1).
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const RUNS = Math.max(1, Number(process.env.RUNS ?? 1));
const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

if (process.env.BUILD === '1' || !existsSync(path.join(ROOT, 'apps/web/dist/index.html'))) {
  console.log('building the site…');
  execFileSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit' });
}

/** A port nobody listens on: the OS picks one, we close and reuse it. */
const freePort = () =>
  new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });

const port = await freePort();
const origin = `http://127.0.0.1:${port}`;
const dataDir = mkdtempSync(path.join(tmpdir(), 'curio-lighthouse-'));
const env = {
  ...process.env,
  PORT: String(port),
  HOST: '127.0.0.1',
  PUBLIC_URL: origin,
  DATA_DIR: dataDir,
  SEED: 'demo',
  LOG_LEVEL: 'warn',
  NODE_ENV: 'production',
};
// The embedded database: never write demo data into someone's PostgreSQL.
delete env.DATABASE_URL;
const server = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
  cwd: ROOT,
  env,
  stdio: ['ignore', 'ignore', 'inherit'],
});

let chrome;
function cleanUp() {
  if (chrome) chrome.kill();
  if (server.exitCode === null) server.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
}

async function waitForServer() {
  for (let attempt = 0; attempt < 120; attempt += 1) {
    if (server.exitCode !== null) throw new Error(`the server exited (code ${server.exitCode})`);
    try {
      const response = await fetch(`${origin}/healthz`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('the server did not answer /healthz within 60 s');
}

/** A published course of the demo seed, for its course page. */
async function firstCourseSlug() {
  const body = await (await fetch(`${origin}/api/course`)).text();
  const slug = /"slug":"([^"]+)"/.exec(body)?.[1];
  if (!slug) throw new Error('the catalogue lists no course');
  return slug;
}

const ms = (value) => `${Math.round(value)} ms`;
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

async function audit(url) {
  const runs = [];
  for (let run = 0; run < RUNS; run += 1) {
    // A fresh browser per run: a second trace in the same one sometimes fails (NO_NAVSTART).
    chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS });
    try {
      const result = await lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: CATEGORIES,
      });
      runs.push(result.lhr);
    } finally {
      chrome.kill();
      chrome = undefined;
    }
  }
  for (const lhr of runs) {
    if (lhr.runtimeError) console.log(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    for (const warning of lhr.runWarnings ?? []) console.log(`${url}: ${warning}`);
  }
  runs.sort((a, b) => a.categories.performance.score - b.categories.performance.score);
  const lhr = runs[Math.floor(runs.length / 2)];
  const requests = lhr.audits['network-requests']?.details?.items ?? [];
  const scripts = requests.filter((item) => item.resourceType === 'Script');
  const numeric = (id) => lhr.audits[id]?.numericValue ?? Number.NaN;
  // Binary audits that failed, with what they found (an issue type, an element), to fix them.
  const failing = Object.values(lhr.audits)
    .filter((item) => item.score !== null && item.score < 1 && item.scoreDisplayMode === 'binary')
    .map((item) => {
      const found = (item.details?.items ?? []).map((entry) => entry.issueType ?? entry.node?.snippet ?? '');
      return [item.id, ...new Set(found)].filter(Boolean).join(': ');
    });
  // What moved, when the page shifted at all (Lighthouse 12's `layout-shifts` audit).
  const shifts = (lhr.audits['layout-shifts']?.details?.items ?? []).map(
    (item) => `${item.node?.snippet ?? item.node?.selector ?? '?'} (${(item.score ?? 0).toFixed(3)})`,
  );
  // The LCP element and where its time went (TTFB, load delay, load time, render delay), to know what to cut.
  const lcpTables = lhr.audits['largest-contentful-paint-element']?.details?.items ?? [];
  const lcpNode = lcpTables[0]?.items?.[0]?.node;
  const phases = (lcpTables[1]?.items ?? []).map((item) => `${item.phase} ${ms(item.timing)}`).join(', ');
  const lcpElement = lcpNode ? `${lcpNode.snippet ?? lcpNode.selector}${phases ? ` (${phases})` : ''}` : '';
  return {
    lcpElement,
    shifts,
    scores: CATEGORIES.map((id) => Math.round((lhr.categories[id]?.score ?? 0) * 100)),
    fcp: numeric('first-contentful-paint'),
    lcp: numeric('largest-contentful-paint'),
    tbt: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    js: scripts.reduce((sum, item) => sum + (item.transferSize ?? 0), 0),
    jsFiles: scripts.length,
    failing,
  };
}

try {
  await waitForServer();
  const all = ['/', '/course', `/coursesdetails/${await firstCourseSlug()}`, '/login'];
  // PAGES=/course,/login runs only those.
  const only = process.env.PAGES?.split(',');
  const pages = only ? all.filter((page) => only.some((wanted) => page.startsWith(wanted))) : all;
  console.log(`Lighthouse (mobile preset) on ${origin}, ${RUNS} run(s) per page\n`);
  const rows = [];
  for (const page of pages) {
    const r = await audit(`${origin}${page}`);
    rows.push({
      page,
      perf: r.scores[0],
      a11y: r.scores[1],
      'best pr.': r.scores[2],
      seo: r.scores[3],
      FCP: ms(r.fcp),
      LCP: ms(r.lcp),
      TBT: ms(r.tbt),
      CLS: r.cls.toFixed(3),
      'JS transferred': `${kb(r.js)} (${r.jsFiles} files)`,
    });
    if (r.lcpElement) console.log(`${page}: LCP element ${r.lcpElement}`);
    for (const failure of r.failing) console.log(`${page}: failing audit ${failure}`);
    for (const shift of r.shifts) console.log(`${page}: layout shift ${shift}`);
  }
  console.table(rows);
} finally {
  cleanUp();
}
