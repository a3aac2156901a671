// Lighthouse on the four landing pages. Run on demand, never in CI:  node bench/lighthouse.mjs
//
// Builds the site if apps/web/dist is missing (BUILD=1 forces a build), starts it as `npm start` serves it
// (the real server, demo seed, the embedded database in a temporary DATA_DIR, on a free port), runs
// Lighthouse's default mobile preset (simulated slow 4G, 4× CPU) with Debian's Chromium on each page, and
// prints the four category scores, FCP, LCP, TBT, CLS and the JavaScript transferred.
//
// For the median run of each page it also prints where the main thread's time went: the longest tasks
// (Lighthouse's `long-tasks`, with the script they are attributed to), the `mainthread-work-breakdown`
// (script evaluation, parse/compile, style/layout…) and `bootup-time` by script URL, and the load average
// before and after the page's runs (simulated throttling multiplies what it observes: a loaded machine
// scores lower; run it at high priority, e.g. `nice -n -10 node bench/lighthouse.mjs` as root).
//
// Options (environment): CHROME_PATH (/usr/bin/chromium), RUNS per page, the median by performance (1),
// PAGES (a comma-separated list of path prefixes; '/' alone is the home page), TRACE_DIR (writes the median
// run's Chromium trace and report of each page there, to open in Chrome's performance panel), DETAILS=0 (the
// table only).
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { freePort, ROOT, startServer } from './harness.mjs';

const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const RUNS = Math.max(1, Number(process.env.RUNS ?? 1));
const RETRIES = 3;
const TRACE_DIR = process.env.TRACE_DIR;
const DETAILS = process.env.DETAILS !== '0';
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

const port = await freePort();
const dataDir = mkdtempSync(path.join(tmpdir(), 'curio-lighthouse-'));
let chrome;
let server;
async function cleanUp() {
  if (chrome) chrome.kill();
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
}

// The embedded database (DATABASE_URL unset): never write demo data into someone's PostgreSQL.
server = await startServer({
  port,
  env: { DATA_DIR: dataDir, SEED: 'demo', DATABASE_URL: undefined },
}).catch(async (err) => {
  rmSync(dataDir, { recursive: true, force: true });
  throw err;
});
const origin = server.origin;

/** A published course of the demo seed, for its course page. */
async function firstCourseSlug() {
  const body = await (await fetch(`${origin}/api/course`)).text();
  const slug = /"slug":"([^"]+)"/.exec(body)?.[1];
  if (!slug) throw new Error('the catalogue lists no course');
  return slug;
}

const ms = (value) => `${Math.round(value)} ms`;
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');
/** A script's URL without the origin, its query or a long hash, to keep the lines short. */
const shortUrl = (url) => (url?.startsWith(origin) ? url.slice(origin.length) : (url ?? '?'));

/** Where the main thread's time went in one run: its longest tasks, the work by kind, and by script. */
function mainThread(lhr) {
  const longTasks = (lhr.audits['long-tasks']?.details?.items ?? [])
    .slice(0, 6)
    .map((task) => `${ms(task.duration)} at ${ms(task.startTime)} ${shortUrl(task.url)}`);
  const breakdown = (lhr.audits['mainthread-work-breakdown']?.details?.items ?? [])
    .filter((item) => item.duration >= 10)
    .map((item) => `${item.groupLabel ?? item.group} ${ms(item.duration)}`);
  const byScript = (lhr.audits['bootup-time']?.details?.items ?? [])
    .filter((item) => item.total >= 10)
    .map(
      (item) =>
        `${shortUrl(item.url)} ${ms(item.total)} (eval ${ms(item.scripting)}, parse ${ms(item.scriptParseCompile)})`,
    );
  return { longTasks, breakdown, byScript };
}

async function audit(url) {
  const runs = [];
  const traces = new Map();
  const loadBefore = load();
  // A run Lighthouse could not record (a runtime error such as NO_NAVSTART, scored 0) is not a measurement:
  // it is said and run again, up to RETRIES times in all for the page.
  let retries = RETRIES;
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
      const { runtimeError } = result.lhr;
      if (runtimeError && retries > 0) {
        retries -= 1;
        run -= 1;
        console.log(`${url}: ${runtimeError.code} ${runtimeError.message} (run again)`);
        continue;
      }
      runs.push(result.lhr);
      if (TRACE_DIR) traces.set(result.lhr, result.artifacts.Trace);
    } finally {
      chrome.kill();
      chrome = undefined;
    }
  }
  for (const lhr of runs) {
    if (lhr.runtimeError) console.log(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    for (const warning of lhr.runWarnings ?? []) console.log(`${url}: ${warning}`);
  }
  const loadAfter = load();
  runs.sort((a, b) => a.categories.performance.score - b.categories.performance.score);
  const lhr = runs[Math.floor(runs.length / 2)];
  if (TRACE_DIR) {
    mkdirSync(TRACE_DIR, { recursive: true });
    const name = new URL(url).pathname.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'home';
    writeFileSync(path.join(TRACE_DIR, `${name}.trace.json`), JSON.stringify(traces.get(lhr)));
    writeFileSync(path.join(TRACE_DIR, `${name}.report.json`), JSON.stringify(lhr));
  }
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
    ...mainThread(lhr),
    load: `${loadBefore} → ${loadAfter}`,
    allPerf: runs.map((run) => Math.round(run.categories.performance.score * 100)).join(' '),
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
  const all = ['/', '/course', `/coursesdetails/${await firstCourseSlug()}`, '/login'];
  // PAGES=/course,/login runs only those; '/' is the home page alone (every path starts with it).
  const only = process.env.PAGES?.split(',');
  const wants = (page) => (wanted) => (wanted === '/' ? page === '/' : page.startsWith(wanted));
  const pages = only ? all.filter((page) => only.some(wants(page))) : all;
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
    console.log(`${page}: performance of each run ${r.allPerf}; load average ${r.load}`);
    if (DETAILS) {
      for (const task of r.longTasks) console.log(`${page}: long task ${task}`);
      console.log(`${page}: main thread ${r.breakdown.join(', ')}`);
      for (const script of r.byScript) console.log(`${page}: script ${script}`);
    }
    if (r.lcpElement) console.log(`${page}: LCP element ${r.lcpElement}`);
    for (const failure of r.failing) console.log(`${page}: failing audit ${failure}`);
    for (const shift of r.shifts) console.log(`${page}: layout shift ${shift}`);
  }
  console.table(rows);
} finally {
  await cleanUp();
}
