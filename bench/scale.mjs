// The scale benchmark (docs/performance.md). Run on demand, never in CI:  npm run bench:scale
//
// For each size (1×, 10×, 100×: bench/scale-data.mjs generates or reuses its PostgreSQL database), starts the
// real server on that database (NODE_ENV=production, the built web app), and measures through HTTP what a
// visitor, a learner and an operator do: first request after the start (the public cache empty), the median
// of three requests alone, then the steady state under load (autocannon, a fixed number of requests after a
// warm-up that fills the caches), p50/p99 latency and the reply's bytes; searches the cache cannot answer
// (SEARCH_TERMS, each asked three times with another page size, one at a time, after one search not
// counted); the dashboard after a change (worked out again, not answered from the last figures); the
// console's CSV export (time and the server's peak memory); placing an order. Then an index
// advisor replays each request with PostgreSQL's auto_explain on and names every sequential scan of
// a large table. Prints a table per size, the growth factor of every figure from the smallest to the
// largest size (flagged above 2×; an export's time should grow with the data and its memory stay flat), and
// the advisor's findings.
//
// Options (environment, or --fresh on the command line):
//   SIZES=1,10,100        the sizes, in percent of the full data set (100 = 10,000 courses, 1,000,000 orders)
//   DURATION=5            about that many seconds of load per figure (after WARMUP=1 s): the request count
//                         is worked out from the time of a lone request, at least 2 per connection
//   CONNECTIONS=10        concurrent connections of the load (and of the order placing)
//   ORDERS=100            orders placed per size, each by its own learner with one course in the cart
//   EXPORT_TIMEOUT=120    seconds after which the CSV export is stopped (reported with its rate so far)
//   ADVISOR=1             0 skips the index advisor
//   NICE=-10              runs the server and this process at that niceness (root only for < 0)
//   --fresh               generates the databases again
//   BENCH_PG_URL          the PostgreSQL server (postgres://postgres@127.0.0.1:5432)
//   BENCH_PORT=4200       first of the ports the bench's servers use (+0 generation, +1 measure, +2 advisor)
//   PG_LOG                PostgreSQL's log file, read by the advisor (/var/log/postgresql/postgresql-15-main.log)
//   BENCH_JSON            also write the figures there as JSON
//   REPORT                prints the report of a run saved with BENCH_JSON again, without measuring
import { setPriority } from 'node:os';
import { existsSync, openSync, readSync, statSync, closeSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import autocannon from 'autocannon';
import pg from 'pg';
import { fmt, markdownTable, percentile, postJson, request, ROOT, startServer } from './harness.mjs';
import {
  BENCH_ADMIN,
  databaseName,
  ensureScaleDatabase,
  LEARNER_PASSWORD,
  learnerEmail,
  PROFILE_LEARNER,
  PROFILE_ORDERS,
  scaleCounts,
} from './scale-data.mjs';

const env = process.env;
const SIZES = (env.SIZES ?? '1,10,100').split(',').map(Number);
const DURATION = Number(env.DURATION ?? 5);
const WARMUP = Number(env.WARMUP ?? 1);
const CONNECTIONS = Number(env.CONNECTIONS ?? 10);
const ORDERS = Number(env.ORDERS ?? 100);
const EXPORT_TIMEOUT = Number(env.EXPORT_TIMEOUT ?? 120);
const ADVISOR = env.ADVISOR !== '0';
const NICE = env.NICE === undefined ? undefined : Number(env.NICE);
const FRESH = process.argv.includes('--fresh');
const PG_URL = env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432';
const PORT = Number(env.BENCH_PORT ?? 4200);
const PG_LOG = env.PG_LOG ?? '/var/log/postgresql/postgresql-15-main.log';
/** A table is large when it holds at least this many rows (the advisor names its sequential scans). */
const LARGE_TABLE = 1_000;
/** A figure is flagged when it grows more than this from the smallest to the largest size. */
const MAX_GROWTH = 2;
/** Times below this at the largest size are not flagged, whatever their growth (noise of a loaded machine). */
const MIN_FLAGGED_MS = 25;
/** Requests made alone per figure; their median is the "alone" figure. */
const SOLO_RUNS = 3;
const DASHBOARD_PATH = '/api/admin/dashboard?tz=UTC';
/** Dashboard loads after a change, each alone; their median is the figure. */
const DASHBOARD_AFTER_CHANGE_RUNS = 9;
const DASHBOARD_AFTER_CHANGE_LABEL = 'console: the dashboard after a change (worked out again)';
const log = (message) => console.error(`[${new Date().toISOString().slice(11, 19)}] ${message}`);

if (NICE !== undefined) setPriority(0, NICE);
if (!existsSync(path.join(ROOT, 'apps/web/dist/index.html'))) {
  console.error('apps/web/dist is missing: run `npm run build` first (the pages are served from it).');
  process.exit(1);
}

/** The environment of every server the bench starts on a size's database. */
const serverEnv = (url) => ({
  DATABASE_URL: url,
  SEED: 'none',
  ADMIN_EMAIL: BENCH_ADMIN.email,
  ADMIN_PASSWORD: BENCH_ADMIN.password,
  DATA_DIR: '/tmp/bench-scale-data',
  // The bench logs in as many learners from one address and places many orders: the limits would refuse.
  RATE_LIMIT_LOGIN_MAX: '1000000',
  RATE_LIMIT_LOGIN_IP_MAX: '1000000',
  RATE_LIMIT_LEARNER_WRITES_MAX: '1000000',
  RATE_LIMIT_CART_WRITES_MAX: '1000000',
});

// ---- HTTP -------------------------------------------------------------------------------------------------

async function logIn(origin, email, password) {
  const res = await postJson(`${origin}/api/user/login`, { email, password });
  const token = res.json?.data?.token;
  if (res.status !== 200 || !token) throw new Error(`login of ${email} answered ${res.status}: ${res.body}`);
  return token;
}

// ---- The server's memory ----------------------------------------------------------------------------------

const procStatus = (pid, field) => {
  const match = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return match ? Number(match[1]) * 1024 : Number.NaN;
};
/** Resets the process's peak resident size (VmHWM) to its current one (Linux, same user or root). */
function resetPeak(pid) {
  try {
    writeFileSync(`/proc/${pid}/clear_refs`, '5');
    return true;
  } catch {
    return false;
  }
}

// ---- The measurements of one size -------------------------------------------------------------------------

/** What each figure requests: a page or an API read, anonymous, as the profile learner or as the admin. */
function figures({ slug, reference, category }) {
  return [
    { key: 'home', label: 'page /', path: '/' },
    { key: 'course', label: 'page /course', path: '/course' },
    { key: 'coursePage', label: 'page /coursesdetails/<slug>', path: `/coursesdetails/${slug}` },
    { key: 'searchPage', label: 'page /course?search=design', path: '/course?search=design' },
    { key: 'searchApi', label: 'GET /api/course?search=design', path: '/api/course?search=design' },
    { key: 'catalogueApi', label: 'GET /api/course', path: '/api/course' },
    {
      key: 'categoryApi',
      label: 'GET /api/course?category=<first tab>',
      path: `/api/course?category=${category}`,
    },
    { key: 'profileSelf', label: 'profile: GET /api/user/self', path: '/api/user/self', as: 'learner' },
    {
      key: 'profileOrders',
      label: `profile: GET /api/booking (${PROFILE_ORDERS} orders)`,
      path: '/api/booking',
      as: 'learner',
    },
    {
      key: 'profileEnrolled',
      label: 'profile: GET /api/booking/enrolled',
      path: '/api/booking/enrolled',
      as: 'learner',
    },
    { key: 'orders', label: 'console: orders, default page', path: '/api/admin/orders', as: 'admin' },
    {
      key: 'ordersFiltered',
      label: 'console: orders ?status=confirmed&sort=-amount',
      path: '/api/admin/orders?status=confirmed&sort=-amount',
      as: 'admin',
    },
    {
      key: 'ordersByRef',
      label: 'console: orders ?q=<reference>',
      path: `/api/admin/orders?q=${reference}`,
      as: 'admin',
    },
    {
      key: 'dashboard',
      label: 'console: GET /api/admin/dashboard',
      path: DASHBOARD_PATH,
      as: 'admin',
    },
    { key: 'inbox', label: 'console: inbox GET /api/admin/leads', path: '/api/admin/leads', as: 'admin' },
    {
      key: 'inboxNew',
      label: 'console: inbox ?status=new',
      path: '/api/admin/leads?status=new',
      as: 'admin',
    },
    { key: 'users', label: 'console: users GET /api/admin/users', path: '/api/admin/users', as: 'admin' },
    {
      key: 'consoleSearch',
      label: 'console: search GET /api/admin/search?q=verma',
      path: '/api/admin/search?q=verma',
      as: 'admin',
    },
  ];
}

/** A figure's request headers: the encoding a browser accepts, the token of who it is read as. */
const headersFor = (figure, tokens, encoding) => ({
  'accept-encoding': encoding,
  ...(figure.as ? { authorization: `Bearer ${tokens[figure.as]}` } : {}),
});

/** Tokens of the bench's admin and of the learner with PROFILE_ORDERS orders. */
const logInBoth = async (origin) => ({
  admin: await logIn(origin, BENCH_ADMIN.email, BENCH_ADMIN.password),
  learner: await logIn(origin, PROFILE_LEARNER, LEARNER_PASSWORD),
});

/** A few facts of the size's database the requests need: a course's slug, an order's reference, a tab. */
async function facts(db) {
  const { rows: courseRows } = await db.query(
    `select slug from courses where status = 'published' order by slug offset (select count(*) / 2 from courses where status = 'published') limit 1`,
  );
  const { rows: orderRows } = await db.query(
    `select id from orders order by id offset (select count(*) / 2 from orders) limit 1`,
  );
  const { rows: categoryRows } = await db.query(
    `select id from categories order by sort_order, name limit 1`,
  );
  return {
    slug: courseRows[0].slug,
    // The catalogue's first tab (docs/product.md#pages).
    category: categoryRows[0].id,
    // As learners quote it: CUR- and the id's first 8 hex digits (modules/commerce/serialize.ts).
    reference: `CUR-${orderRows[0].id.replaceAll('-', '').slice(0, 8).toUpperCase()}`,
  };
}

/**
 * `amount` requests, CONNECTIONS at a time (a fixed count, not a duration: when it returns, no request is
 * left running on the server to slow the next figure down).
 */
async function load(url, headers, amount) {
  const result = await autocannon({ url, connections: CONNECTIONS, amount, headers, timeout: 300 });
  return {
    p50: result.latency.p50,
    p99: result.latency.p99,
    rps: result.requests.average,
    count: result.latency.totalCount,
    failed: result.errors + result.timeouts + result.non2xx,
  };
}

/** How many requests fill about `seconds` of load for a request that takes `soloMs` alone (at least 2 rounds). */
const amountFor = (seconds, soloMs) =>
  Math.min(100_000, Math.max(2 * CONNECTIONS, Math.ceil((seconds * 1000) / Math.max(soloMs, 0.2))));

async function measureReads(origin, tokens, list) {
  const headersOf = (figure, encoding) => headersFor(figure, tokens, encoding);
  const results = {};
  // First requests, one per figure, before any load: the public cache holds nothing yet (cold-ish: the
  // database's own buffers are as the previous size's run and the machine left them).
  for (const figure of list) {
    const res = await request(`${origin}${figure.path}`, { headers: headersOf(figure, 'br') });
    if (res.status !== 200) throw new Error(`${figure.path} answered ${res.status}`);
    results[figure.key] = { firstMs: res.ms, wireBytes: res.bytes };
  }
  for (const figure of list) {
    const url = `${origin}${figure.path}`;
    const raw = await request(url, { headers: headersOf(figure, 'identity') });
    if (raw.status !== 200) throw new Error(`${figure.path} answered ${raw.status} (identity)`);
    // Requests alone, warm: what the route costs without waiting for others (the median of SOLO_RUNS).
    const solos = [];
    for (let i = 0; i < SOLO_RUNS; i += 1)
      solos.push((await request(url, { headers: headersOf(figure, 'br') })).ms);
    const solo = {
      ms: percentile(solos, 50),
    };
    results[figure.key].bytes = raw.bytes;
    results[figure.key].soloMs = solo.ms;
    if (WARMUP > 0) await load(url, headersOf(figure, 'br'), amountFor(WARMUP, solo.ms));
    const steady = await load(url, headersOf(figure, 'br'), amountFor(DURATION, solo.ms));
    if (steady.failed > 0) log(`  ${figure.label}: ${steady.failed} failed requests under load`);
    Object.assign(results[figure.key], steady);
    log(
      `  ${figure.label}: alone ${fmt(solo.ms)} ms; loaded p50 ${steady.p50} ms, p99 ${steady.p99} ms (${steady.count}); ${fmt(raw.bytes)} B`,
    );
  }
  return results;
}

/**
 * Searches a learner might type, from words in most of the catalogue to words in a few courses, prefixes and
 * several words together (none the figures above ask): each is asked SEARCH_ROUNDS times, each time with
 * another page size (24, 23, 22), so the public cache never answers, which is what a search costs the first
 * time anyone types it.
 */
const SEARCH_TERMS = [
  'with',
  'build',
  'designing',
  'learn',
  'write',
  'data',
  'deploy',
  'users',
  'test',
  'real',
  'database',
  'product',
  'metrics',
  'models',
  'postgresql',
  'tokens',
  'components',
  'interfaces',
  'caching',
  'charts',
  'analysts',
  'bugs',
  'automate',
  'de',
  'co',
  'pro',
  'reac',
  'design systems',
  'sql analysts',
  'react testing',
];

const SEARCH_ROUNDS = 3;

/**
 * Common words no term has, searched before the terms and not counted in their figures. A server that has been
 * serving searches has its pool's connections open, the search's statements planned, and each connection's
 * backend past its first reading of the catalogue's pages. That first reading costs a new PostgreSQL backend
 * several times what the same read costs it afterwards, with every page already in shared buffers (mapping
 * the shared memory into the process, docs/performance.md). Searched one at a time, as the terms are, these
 * use the same connections the terms then use. The first of them, on a cold pool, is reported on its own
 * ("cold").
 */
const SEARCH_WARMUP_TERMS = ['your', 'team', 'practical', 'course', 'the', 'and', 'from', 'how'];

/**
 * SEARCH_TERMS' first pages, uncached: p50, p90, p99 and the slowest, and the median number of matches, after
 * SEARCH_WARMUP_TERMS.
 */
async function measureUncachedSearch(origin) {
  const search = (term, limit) =>
    request(`${origin}/api/course?search=${encodeURIComponent(term)}&limit=${limit}`, {
      headers: { 'accept-encoding': 'identity' },
      keep: true,
    });
  let cold;
  for (const term of SEARCH_WARMUP_TERMS) {
    const res = await search(term, 24);
    if (res.status !== 200) throw new Error(`search '${term}' answered ${res.status}`);
    cold ??= res.ms;
  }
  const times = [];
  const matches = [];
  for (let round = 0; round < SEARCH_ROUNDS; round++) {
    for (const term of SEARCH_TERMS) {
      const res = await search(term, 24 - round);
      if (res.status !== 200) throw new Error(`search '${term}' answered ${res.status}`);
      times.push(res.ms);
      if (round === 0) matches.push(JSON.parse(res.body).page.total);
    }
  }
  times.sort((a, b) => a - b);
  matches.sort((a, b) => a - b);
  return {
    terms: SEARCH_TERMS.length,
    rounds: SEARCH_ROUNDS,
    p50: percentile(times, 50),
    p90: percentile(times, 90),
    p99: percentile(times, 99),
    max: times.at(-1),
    cold,
    medianMatches: percentile(matches, 50),
    mostMatches: matches.at(-1),
  };
}

/**
 * The dashboard's load after the business changed: each request follows one more change noted in
 * `dashboard_changes` (ADR 049), so the server works the figures out again instead of answering with the
 * last ones, as on the first load after an order. The median of DASHBOARD_AFTER_CHANGE_RUNS loads alone.
 */
async function measureDashboardAfterChange(origin, adminToken, db) {
  const times = [];
  for (let i = 0; i < DASHBOARD_AFTER_CHANGE_RUNS; i += 1) {
    await db.query('update dashboard_changes set changes = changes + 1 where shard = 0');
    const res = await request(`${origin}${DASHBOARD_PATH}`, {
      headers: { 'accept-encoding': 'br', authorization: `Bearer ${adminToken}` },
    });
    if (res.status !== 200) throw new Error(`${DASHBOARD_PATH} answered ${res.status} after a change`);
    times.push(res.ms);
  }
  return { soloMs: percentile(times, 50) };
}

/** The console's orders export: seconds, bytes, rows, and the server's peak memory while it ran. */
async function measureExport(origin, adminToken, pid) {
  const rssBefore = procStatus(pid, 'VmRSS');
  const peakReset = resetPeak(pid);
  let sampledPeak = rssBefore;
  const sampler = setInterval(() => {
    sampledPeak = Math.max(sampledPeak, procStatus(pid, 'VmRSS'));
  }, 100);
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), EXPORT_TIMEOUT * 1000);
  let lines = 0;
  let bytes = 0;
  const started = performance.now();
  let timedOut = false;
  let firstByteMs;
  try {
    const res = await request(`${origin}/api/admin/orders.csv`, {
      headers: { authorization: `Bearer ${adminToken}`, 'accept-encoding': 'identity' },
      signal: controller.signal,
      onData: (chunk) => {
        firstByteMs ??= performance.now() - started;
        bytes += chunk.length;
        for (const byte of chunk) if (byte === 10) lines += 1;
      },
    });
    if (res.status !== 200) throw new Error(`the export answered ${res.status}`);
  } catch (err) {
    if (!controller.signal.aborted) throw err;
    timedOut = true;
  } finally {
    clearTimeout(timer);
    clearInterval(sampler);
  }
  const seconds = (performance.now() - started) / 1000;
  const peak = peakReset ? procStatus(pid, 'VmHWM') : sampledPeak;
  const rows = Math.max(0, lines - 1);
  return { seconds, firstByteMs, bytes, rows, rowsPerSecond: rows / seconds, timedOut, rssBefore, peak };
}

/**
 * ORDERS learners (1…ORDERS) each with one published course in the cart (written in SQL, not measured),
 * logged in; then each places its order (POST /api/booking/create), CONNECTIONS at a time.
 */
async function measureOrders(origin, db) {
  const emails = Array.from({ length: ORDERS }, (_, i) => learnerEmail(i + 1));
  const { rows: shoppers } = await db.query(
    `select u.id, u.email, u.name, u.phone, c.id as course, c.price_cents
     from unnest($1::text[]) with ordinality e(email, n)
     join users u on lower(u.email) = e.email
     join lateral (select id, price_cents from courses where status = 'published'
       -- One the learner has not ordered yet (the order would be refused: already ordered).
       and not exists (select 1 from order_items i join orders o on o.id = i.order_id
         where o.user_id = u.id and i.course_id = courses.id and o.status <> 'cancelled')
       order by id offset (e.n * 7919 + (extract(epoch from now())::bigint % 1000)) %
         (select count(*) / 2 from courses where status = 'published') limit 1) c on true
     order by e.n`,
    [emails],
  );
  await db.query(`delete from cart_items where user_id = any($1::uuid[])`, [shoppers.map((s) => s.id)]);
  await db.query(
    `insert into cart_items (user_id, course_id, quantity) select * from unnest($1::uuid[], $2::uuid[], $3::int[])`,
    [shoppers.map((s) => s.id), shoppers.map((s) => s.course), shoppers.map(() => 1)],
  );
  const tokens = [];
  for (let i = 0; i < shoppers.length; i += 4)
    tokens.push(
      ...(await Promise.all(
        shoppers.slice(i, i + 4).map((shopper) => logIn(origin, shopper.email, LEARNER_PASSWORD)),
      )),
    );
  const latencies = [];
  let failed = 0;
  let next = 0;
  const started = performance.now();
  const worker = async () => {
    while (next < shoppers.length) {
      const i = next++;
      const shopper = shoppers[i];
      const price = shopper.price_cents / 100;
      const res = await postJson(
        `${origin}/api/booking/create`,
        {
          courses: [{ course: shopper.course, quantity: 1, price }],
          address: {
            name: shopper.name,
            fullAddress: '1 Bench Street, Bangalore 560102',
            mobile: shopper.phone,
          },
          payment: { amount: price },
          acceptTerms: true,
        },
        { headers: { authorization: `Bearer ${tokens[i]}`, 'idempotency-key': randomUUID() } },
      );
      if (res.status === 201) latencies.push(res.ms);
      else {
        failed += 1;
        if (failed === 1) log(`  order POST answered ${res.status}: ${res.body.slice(0, 200)}`);
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(CONNECTIONS, shoppers.length) }, worker));
  const seconds = (performance.now() - started) / 1000;
  return {
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    count: latencies.length,
    failed,
    rps: latencies.length / seconds,
  };
}

// ---- Index advisor ----------------------------------------------------------------------------------------

const AUTO_EXPLAIN = {
  session_preload_libraries: 'auto_explain',
  'auto_explain.log_min_duration': '0',
  'auto_explain.log_format': 'json',
  'auto_explain.log_analyze': 'on',
  'auto_explain.log_timing': 'off',
  'auto_explain.log_nested_statements': 'on',
};

/** Every sequential scan of a plan (auto_explain's JSON), with the rows it read. */
function sequentialScans(node, found = []) {
  if (/Seq Scan/.test(node['Node Type'] ?? '') && node['Relation Name']) {
    const loops = node['Actual Loops'] ?? 1;
    found.push({
      table: node['Relation Name'],
      rowsRead: ((node['Actual Rows'] ?? 0) + (node['Rows Removed by Filter'] ?? 0)) * loops,
      filter: node.Filter,
    });
  }
  for (const child of node.Plans ?? []) sequentialScans(child, found);
  return found;
}

/** The plans PostgreSQL logged for `database` from byte `offset` of its log on. */
function plansSince(offset, database) {
  const size = statSync(PG_LOG).size;
  if (size <= offset) return [];
  const buffer = Buffer.alloc(size - offset);
  const fd = openSync(PG_LOG, 'r');
  try {
    readSync(fd, buffer, 0, buffer.length, offset);
  } finally {
    closeSync(fd);
  }
  const records = buffer.toString('utf8').split(/\n(?=\d{4}-\d\d-\d\d \d\d:\d\d:\d\d)/);
  const plans = [];
  for (const record of records) {
    const at = record.indexOf('plan:');
    if (at < 0 || !record.slice(0, at).includes(`@${database} `)) continue;
    try {
      plans.push(JSON.parse(record.slice(at + 'plan:'.length)));
    } catch {
      // a record cut by the read's end, or not a plan
    }
  }
  return plans;
}

/**
 * Replays every figure's request once (and the first seconds of the export) on a fresh server with
 * auto_explain on, and names the sequential scans of large tables each one's statements made.
 */
async function indexAdvisor({ url, database, facts: known }) {
  try {
    statSync(PG_LOG);
  } catch {
    log(`advisor: cannot read ${PG_LOG} (PG_LOG), skipped`);
    return undefined;
  }
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  const { rows: sizes } = await admin.query(
    `select relname, reltuples::bigint as rows from pg_class where relkind = 'r' and relnamespace = 'public'::regnamespace`,
  );
  const tableRows = Object.fromEntries(sizes.map((r) => [r.relname, Number(r.rows)]));
  for (const [name, value] of Object.entries(AUTO_EXPLAIN))
    await admin.query(`alter database ${database} set ${name} = '${value}'`);
  const findings = [];
  let server;
  try {
    server = await startServer({ port: PORT + 2, env: serverEnv(url), nice: NICE });
    const tokens = await logInBoth(server.origin);
    const requests = figures(known).concat([
      {
        key: 'ordersCsv',
        label: 'console: GET /api/admin/orders.csv (its first two batches)',
        path: '/api/admin/orders.csv',
        as: 'admin',
        // The export reads 500 rows a query (lib/csv.ts): two batches show how each one is read.
        stopAfterLines: 1001,
      },
    ]);
    for (const figure of requests) {
      // The logger writes as the statements end; a pause lets the previous request's lines land first.
      await new Promise((resolve) => setTimeout(resolve, 300));
      const offset = statSync(PG_LOG).size;
      const controller = new AbortController();
      let lines = 0;
      const started = performance.now();
      await request(`${server.origin}${figure.path}`, {
        headers: headersFor(figure, tokens, 'br'),
        signal: controller.signal,
        onData: (chunk) => {
          if (!figure.stopAfterLines) return;
          for (const byte of chunk) if (byte === 10) lines += 1;
          if (lines >= figure.stopAfterLines) controller.abort();
        },
      }).catch((err) => {
        if (!controller.signal.aborted) throw err;
      });
      // A stopped export's next batch still runs on the server: give it as long as the two took.
      const settle = figure.stopAfterLines ? performance.now() - started : 0;
      await new Promise((resolve) => setTimeout(resolve, 300 + settle));
      const scans = new Map();
      for (const plan of plansSince(offset, database)) {
        for (const scan of sequentialScans(plan.Plan ?? {})) {
          if ((tableRows[scan.table] ?? 0) < LARGE_TABLE) continue;
          const seen = scans.get(scan.table) ?? {
            table: scan.table,
            tableRows: tableRows[scan.table],
            scans: 0,
            rowsRead: 0,
            query: '',
          };
          seen.scans += 1;
          seen.rowsRead += scan.rowsRead;
          seen.query ||= String(plan['Query Text'] ?? '')
            .replace(/\s+/g, ' ')
            .slice(0, 160);
          scans.set(scan.table, seen);
        }
      }
      findings.push({ key: figure.key, label: figure.label, scans: [...scans.values()] });
    }
  } finally {
    await server?.stop();
    for (const name of Object.keys(AUTO_EXPLAIN))
      await admin.query(`alter database ${database} reset ${name}`);
    await admin.end();
  }
  return findings;
}

// ---- One size ---------------------------------------------------------------------------------------------

async function runSize(size) {
  const generated = await ensureScaleDatabase({ size, serverUrl: PG_URL, fresh: FRESH, port: PORT, log });
  const database = databaseName(size);
  const db = new pg.Client({ connectionString: generated.url });
  await db.connect();
  try {
    const known = await facts(db);
    log(`${database}: starting the server`);
    const server = await startServer({ port: PORT + 1, env: serverEnv(generated.url), nice: NICE });
    let result;
    try {
      const tokens = await logInBoth(server.origin);
      log(`${database}: ${SEARCH_TERMS.length} searches, uncached`);
      const search = await measureUncachedSearch(server.origin);
      log(
        `  uncached search: p50 ${fmt(search.p50, 1)} ms, p90 ${fmt(search.p90, 1)} ms, p99 ${fmt(search.p99, 1)} ms, max ${fmt(search.max, 1)} ms`,
      );
      const reads = await measureReads(server.origin, tokens, figures(known));
      const dashboardAfterChange = await measureDashboardAfterChange(server.origin, tokens.admin, db);
      log(`  ${DASHBOARD_AFTER_CHANGE_LABEL}: alone ${fmt(dashboardAfterChange.soloMs)} ms`);
      log(`${database}: CSV export of every order`);
      const csv = await measureExport(server.origin, tokens.admin, server.pid);
      log(
        `  export: ${fmt(csv.rows)} rows in ${fmt(csv.seconds, 1)} s${csv.timedOut ? ' (stopped)' : ''}, peak ${fmt(csv.peak / 2 ** 20)} MB`,
      );
      log(`${database}: placing ${ORDERS} orders`);
      const order = await measureOrders(server.origin, db);
      log(`  order POST: p50 ${fmt(order.p50)} ms, p99 ${fmt(order.p99)} ms, ${order.failed} failed`);
      result = {
        size,
        counts: scaleCounts(size),
        generated,
        search,
        reads,
        dashboardAfterChange,
        csv,
        order,
      };
    } finally {
      await server.stop();
    }
    if (ADVISOR) {
      log(`${database}: index advisor`);
      result.advisor = await indexAdvisor({ url: generated.url, database, facts: known });
    }
    return result;
  } finally {
    await db.end();
  }
}

// ---- Report -----------------------------------------------------------------------------------------------

const kb = (bytes) => `${fmt(bytes / 1024, bytes < 10 * 1024 ? 1 : 0)} KB`;
const mb = (bytes) => `${fmt(bytes / 2 ** 20, 1)} MB`;

function sizeTable(run) {
  const rows = Object.entries(run.reads).map(([key, r]) => [
    run.labels[key],
    fmt(r.firstMs),
    fmt(r.soloMs),
    fmt(r.p50),
    fmt(r.p99),
    fmt(r.rps),
    fmt(r.count),
    kb(r.bytes),
    kb(r.wireBytes),
  ]);
  if (run.dashboardAfterChange) {
    rows.push([
      DASHBOARD_AFTER_CHANGE_LABEL,
      '',
      fmt(run.dashboardAfterChange.soloMs),
      '',
      '',
      '',
      '',
      '',
      '',
    ]);
  }
  rows.push([
    'place an order (POST /api/booking/create)',
    '',
    '',
    fmt(run.order.p50),
    fmt(run.order.p99),
    fmt(run.order.rps),
    fmt(run.order.count),
    '',
    '',
  ]);
  return markdownTable(
    ['figure', 'first ms', 'alone ms', 'p50 ms', 'p99 ms', 'req/s', 'n', 'bytes', 'br bytes'],
    rows,
  );
}

function exportLine(run) {
  const c = run.csv;
  return (
    `CSV export of every order (GET /api/admin/orders.csv): ${fmt(c.rows)} rows, ${mb(c.bytes)} in ${fmt(c.seconds, 1)} s ` +
    `(${fmt(c.rowsPerSecond)} rows/s, first byte ${fmt(c.firstByteMs ?? Number.NaN)} ms)` +
    `${c.timedOut ? ` — stopped after EXPORT_TIMEOUT=${EXPORT_TIMEOUT} s` : ''}; server RSS ${mb(c.rssBefore)} before, peak ${mb(c.peak)}`
  );
}

function searchLine(run) {
  const s = run.search;
  if (!s) return '';
  return (
    `Uncached searches (${s.terms} terms, ${s.rounds ?? 1} rounds, GET /api/course?search=…): p50 ${fmt(s.p50, 1)} ms, ` +
    `p90 ${fmt(s.p90, 1)} ms, p99 ${fmt(s.p99 ?? Number.NaN, 1)} ms, slowest ${fmt(s.max, 1)} ms; ` +
    `matches: median ${fmt(s.medianMatches)}, most ${fmt(s.mostMatches)}` +
    (s.cold === undefined
      ? ''
      : `; the first search of a cold pool ('${SEARCH_WARMUP_TERMS[0]}', not counted) ${fmt(s.cold, 1)} ms`)
  );
}

function growthTable(first, last) {
  const factor = last.size / first.size;
  const ratio = (a, b) => (a > 0 ? b / a : Number.NaN);
  // A time is flagged only when it ends above MIN_FLAGGED_MS: below it, the machine's noise decides the ratio.
  const flag = (a, b, floor = 0) => {
    const value = ratio(a, b);
    return `${fmt(value, 1)}×${value > MAX_GROWTH && b >= floor ? '  ⚠' : ''}`;
  };
  const time = (a, b) => flag(a, b, MIN_FLAGGED_MS);
  const rows = Object.keys(first.reads).map((key) => {
    const a = first.reads[key];
    const b = last.reads[key];
    return [
      first.labels[key],
      time(a.firstMs, b.firstMs),
      time(a.soloMs, b.soloMs),
      time(a.p50, b.p50),
      time(a.p99, b.p99),
      flag(a.bytes, b.bytes),
    ];
  });
  // A figure measured apart from the reads: only its two latencies compare.
  const latencies = (label, a, b) => [label, '', '', time(a[0], b[0]), time(a[1], b[1]), ''];
  if (first.dashboardAfterChange && last.dashboardAfterChange) {
    const [a, b] = [first.dashboardAfterChange.soloMs, last.dashboardAfterChange.soloMs];
    rows.push([DASHBOARD_AFTER_CHANGE_LABEL, '', time(a, b), '', '', '']);
  }
  rows.push(
    latencies('place an order', [first.order.p50, first.order.p99], [last.order.p50, last.order.p99]),
  );
  if (first.search && last.search) {
    rows.push(
      latencies(
        'uncached search (p50, p99)',
        [first.search.p50, first.search.p99 ?? first.search.max],
        [last.search.p50, last.search.p99 ?? last.search.max],
      ),
    );
  }
  // An export reads every row: its time may grow with the data (per row: flat), its memory not at all.
  const perRow = (run) => run.csv.seconds / Math.max(1, run.csv.rows);
  return [
    `Growth from ${first.size}× to ${last.size}× (${fmt(factor)}× the data); ⚠ above ${MAX_GROWTH}× ` +
      `(times only when they end above ${MIN_FLAGGED_MS} ms)`,
    '',
    markdownTable(['figure', 'first', 'alone', 'p50', 'p99', 'bytes'], rows),
    '',
    `CSV export: seconds per row ${flag(perRow(first), perRow(last))} (linear time = 1×); ` +
      `server peak memory ${flag(first.csv.peak, last.csv.peak)} (flat = 1×)`,
  ].join('\n');
}

function advisorReport(run) {
  if (!run.advisor) return '';
  const lines = [
    `Index advisor at ${run.size}× (sequential scans of tables with ≥ ${fmt(LARGE_TABLE)} rows):`,
  ];
  for (const finding of run.advisor) {
    if (finding.scans.length === 0) {
      lines.push(`- ${finding.label}: none`);
      continue;
    }
    const scans = finding.scans.map(
      (s) =>
        `${s.table} (${fmt(s.tableRows)} rows; ${fmt(s.scans)} scan${s.scans === 1 ? '' : 's'} read ${fmt(s.rowsRead)})`,
    );
    lines.push(`- ${finding.label}: ${scans.join(', ')}`);
  }
  return lines.join('\n');
}

/** One size's tables and the advisor's findings. */
function printRun(run) {
  const c = run.counts;
  const settings = run.settings ?? { connections: CONNECTIONS, duration: DURATION, warmup: WARMUP };
  console.log(
    `\n## ${run.size}× — ${fmt(c.courses)} courses, ${fmt(c.learners)} learners, ${fmt(c.orders)} orders, ${fmt(c.enquiries)} enquiries` +
      ` (${run.generated.reused ? 'database reused' : `generated in ${fmt(run.generated.seconds)} s`})\n`,
  );
  console.log(
    `${settings.connections} connections, about ${settings.duration} s per figure after a ${settings.warmup} s warm-up ` +
      `that fills the public cache; "first" is the first request after the server started (cache empty)\n`,
  );
  console.log(sizeTable(run));
  console.log(`\n${exportLine(run)}`);
  const search = searchLine(run);
  if (search) console.log(`\n${search}`);
  const advice = advisorReport(run);
  if (advice) console.log(`\n${advice}`);
}

const runs = [];
try {
  if (env.REPORT) {
    // The report of a run saved with BENCH_JSON, printed again (no measuring).
    runs.push(...JSON.parse(readFileSync(env.REPORT, 'utf8')));
    runs.forEach(printRun);
  } else {
    for (const size of SIZES) {
      const run = await runSize(size);
      run.labels = Object.fromEntries(
        figures({ slug: '<slug>', reference: '<reference>', category: '<id>' }).map((f) => [f.key, f.label]),
      );
      run.settings = { connections: CONNECTIONS, duration: DURATION, warmup: WARMUP };
      runs.push(run);
      printRun(run);
    }
    if (env.BENCH_JSON) writeFileSync(env.BENCH_JSON, JSON.stringify(runs, null, 2));
  }
  if (runs.length > 1) console.log(`\n${growthTable(runs[0], runs.at(-1))}`);
} catch (err) {
  console.error(err);
  process.exitCode = 1;
}
