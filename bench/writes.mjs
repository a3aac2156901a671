// The write benchmark: what 100 learners writing at once get from the API on PostgreSQL. Run on demand, never
// in CI:  npm run build (once: the server serves apps/web/dist), then  npm run bench:writes
//
// Makes a database of its own (BENCH_DB, dropped and created at the start, dropped at the end unless KEEP=1),
// lets the real server (bench/harness.mjs's startServer, NODE_ENV=production) migrate it and seed the demo
// content (SEED=demo), adds in SQL the learners (real accounts with the demo learner's password hash, as
// bench/scale-data.mjs makes them) and copies of the demo's published courses (COURSES in all), logs every
// learner in through POST /api/user/login (bearer tokens), and stops that server. A second server, on the
// same database, is then measured; each learner holds one keep-alive connection and writes as fast as its
// replies come back:
//
//   1. cart       POST /api/cart/add-to-cart then /api/cart/remove-from-cart of one course, over and over
//   2. wishlist   POST /api/wishlist/add then /api/wishlist/remove of one course, over and over
//   3. orders     rounds: every learner fills its cart with 1–3 courses it has never ordered
//                 (add-to-cart, untimed), then every learner places an order for that cart at once
//                 (POST /api/booking/create with an Idempotency-Key, the cart's lines and prices as the
//                 add-to-cart reply gave them). orders/s is the 201s over the time of the order POSTs alone;
//                 the refills are outside it, on their own row.
//
// Each figure runs WARMUP seconds first (not counted), then about DURATION seconds; a write started before
// the end is finished (a learner always ends with its pair done). Reported per figure: writes/s, p50/p99
// latency, how many 2xx and non-2xx replies (must be 0). Every reply is checked (an add's cart holds the
// course once, a remove's does not), and after the run the database: the carts and wishlists end empty,
// the orders are exactly the 201 replies (count, ids, amounts, lines), each order's amount is the sum of its
// lines (quantity × price), each placement left its status event, notification and mail, and the
// dashboard's rollups (order_hour_stats, course_day_sales) add up to the orders. Prints "consistency: ok" or
// what is off, and exits 1 when anything is off (a non-2xx reply included).
//
// The rate limits a real learner never reaches (RATE_LIMIT_CART_WRITES_MAX, _LEARNER_WRITES_MAX, _LOGIN_MAX,
// _LOGIN_IP_MAX) are lifted through the server's environment (apps/api/src/config.ts); REDIS_URL is unset,
// so they count in memory. Replies are asked for without Accept-Encoding (uncompressed).
//
// Options (environment):
//   CONNECTIONS=100       learners, each writing on its own connection
//   DURATION=10           about that many seconds per figure (orders: of order POSTs, refills not counted)
//   WARMUP=1              seconds of the same load before each figure, not counted (its replies are checked)
//   COURSES=600           published courses in the database (the demo's plus copies): a learner never
//                         orders a course twice, so this bounds the order rounds (a note says when it did)
//   FLAME=1               runs the measured server with --cpu-prof (NODE_OPTIONS), prints where the
//                         .cpuprofile is and its 15 functions with the most self time
//   KEEP=1                keeps the database and the server's data directory (mails as .eml files)
//   BENCH_PG_URL          the PostgreSQL server (postgres://postgres@127.0.0.1:5432), which may create databases
//   BENCH_DB              the database's name (curio_bench_writes)
//   BENCH_PORT            the servers' port (default: a free one)
import http from 'node:http';
import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { fmt, freePort, markdownTable, percentile, postJson, ROOT, startServer } from './harness.mjs';
import { databaseUrl, LEARNER_PASSWORD, learnerEmail, withClient } from './scale-data.mjs';

const env = process.env;
const CONNECTIONS = Number(env.CONNECTIONS ?? 100);
const DURATION = Number(env.DURATION ?? 10);
const WARMUP = Number(env.WARMUP ?? 1);
const COURSES = Number(env.COURSES ?? 600);
const FLAME = env.FLAME === '1';
const KEEP = env.KEEP === '1';
const PG_URL = env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432';
const DATABASE = env.BENCH_DB ?? 'curio_bench_writes';
/** What each figure should reach (writes/s; orders/s). */
const TARGETS = { cart: 1_000, wishlist: 1_000, orders: 250 };
/** Most courses one order holds (an order holds 1 to this many). */
const MAX_LINES = 3;
/** Logins at once while setting up (each is an argon2 check). */
const LOGINS_AT_ONCE = 10;
const log = (message) => console.error(`[${new Date().toISOString().slice(11, 19)}] ${message}`);

if (!/^[a-z_][a-z0-9_]*$/.test(DATABASE)) throw new Error(`BENCH_DB must be a plain name, not ${DATABASE}`);
if (!existsSync(path.join(ROOT, 'apps/web/dist/index.html'))) {
  console.error('apps/web/dist is missing: run `npm run build` first (the server serves it).');
  process.exit(1);
}

/** The environment of both servers: the bench's database and data directory, the per-user limits lifted. */
const serverEnv = (url, dataDir) => ({
  DATABASE_URL: url,
  DATA_DIR: dataDir,
  REDIS_URL: '',
  RATE_LIMIT_LOGIN_MAX: '1000000',
  RATE_LIMIT_LOGIN_IP_MAX: '1000000',
  RATE_LIMIT_LEARNER_WRITES_MAX: '1000000',
  RATE_LIMIT_CART_WRITES_MAX: '1000000',
});

// ---- HTTP -------------------------------------------------------------------------------------------------

/**
 * One keep-alive socket per learner at most. Each server gets its own agent (`freshAgent()`), so no socket
 * of the stopped set-up server is reused.
 */
const newAgent = () =>
  new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS, maxFreeSockets: CONNECTIONS });
let agent = newAgent();
function freshAgent() {
  agent.destroy();
  agent = newAgent();
}

/** A learner's write: its bearer token on the request. */
const write = (origin, learner, route, payload, headers = {}) =>
  postJson(`${origin}${route}`, payload, {
    headers: { authorization: `Bearer ${learner.token}`, ...headers },
    agent,
  });

// ---- Recording ----------------------------------------------------------------------------------------------

/** What one figure (or its warm-up) saw: latencies, 2xx count, non-2xx by status, replies that were wrong. */
const recorder = () => ({
  latencies: [],
  ok: 0,
  failed: new Map(),
  firstFailure: '',
  wrong: 0,
  firstWrong: '',
});

/** Counts a reply; true when it was 2xx. */
function record(rec, res, what) {
  rec.latencies.push(res.ms);
  if (res.status >= 200 && res.status < 300) {
    rec.ok += 1;
    return true;
  }
  rec.failed.set(res.status, (rec.failed.get(res.status) ?? 0) + 1);
  rec.firstFailure ||= `${what} answered ${res.status}: ${res.body.slice(0, 200)}`;
  return false;
}

/** A 2xx reply whose content says a write was lost or doubled. */
function wrong(rec, what) {
  rec.wrong += 1;
  rec.firstWrong ||= what;
}

const nonOk = (rec) => [...rec.failed.values()].reduce((sum, n) => sum + n, 0);

/**
 * Runs `step(learner, rec)` over and over on every learner at once until `seconds` have passed (a step
 * under way is finished); returns the seconds it took.
 */
async function loadFor(learners, seconds, rec, step) {
  const started = performance.now();
  const deadline = started + seconds * 1000;
  await Promise.all(
    learners.map(async (learner) => {
      while (performance.now() < deadline) await step(learner, rec);
    }),
  );
  return (performance.now() - started) / 1000;
}

/** A figure: WARMUP seconds of `step`, then DURATION seconds measured. */
async function measure(learners, step) {
  const warmup = recorder();
  if (WARMUP > 0) await loadFor(learners, WARMUP, warmup, step);
  const rec = recorder();
  const seconds = await loadFor(learners, DURATION, rec, step);
  return { rec, seconds, warmup };
}

// ---- The figures --------------------------------------------------------------------------------------------

/** Whether a cart or wishlist reply lists the course (a cart's line with `quantity`, when given). */
function lists(reply, courseId, quantity) {
  const courses = reply.json?.data?.courses ?? [];
  return courses.some((entry) =>
    entry.course
      ? entry.course._id === courseId && (quantity ?? entry.quantity) === entry.quantity
      : entry._id === courseId,
  );
}

/** A learner adds its course and removes it again, through `routes` (cart or wishlist); each reply is checked. */
const addAndRemove = (origin, routes) => async (learner, rec) => {
  const courseId = learner.courses[0];
  const added = await write(origin, learner, routes.add, { courseId });
  if (!record(rec, added, routes.add)) return;
  if (!lists(added, courseId, 1))
    wrong(rec, `${routes.add} replied without the course once: ${added.body.slice(0, 200)}`);
  const removed = await write(origin, learner, routes.remove, { courseId });
  if (!record(rec, removed, routes.remove)) return;
  if (lists(removed, courseId)) wrong(rec, `${routes.remove} replied with the course still there`);
};

const CART = { add: '/api/cart/add-to-cart', remove: '/api/cart/remove-from-cart' };
const WISHLIST = { add: '/api/wishlist/add', remove: '/api/wishlist/remove' };

/** The learner's next `count` courses (never one it has ordered); its cart after the last add, or undefined. */
async function refill(origin, learner, count, rec) {
  let cart;
  for (let i = 0; i < count; i += 1) {
    const courseId = learner.courses[learner.next++];
    const res = await write(origin, learner, CART.add, { courseId });
    if (record(rec, res, 'refill add-to-cart')) cart = res.json.data;
  }
  if (cart && cart.courses.length !== count)
    wrong(rec, `a cart held ${cart.courses.length} lines after ${count} adds to an empty cart`);
  return cart;
}

/** Orders the cart as the add-to-cart reply showed it; a 201's order joins `placed`. */
async function placeOrder(origin, learner, cart, rec, placed) {
  const lines = cart.courses.map((line) => ({
    course: line.course._id,
    quantity: line.quantity,
    price: line.course.price,
  }));
  const res = await write(
    origin,
    learner,
    '/api/booking/create',
    {
      courses: lines,
      address: { name: learner.name, fullAddress: '1 Bench Street, Bangalore 560102', mobile: learner.phone },
      payment: { amount: cart.total },
      acceptTerms: true,
    },
    { 'idempotency-key': randomUUID() },
  );
  if (!record(rec, res, 'booking/create')) return;
  if (res.status !== 201) {
    wrong(rec, `booking/create answered ${res.status} (a replay), not 201`);
    return;
  }
  const order = res.json.data;
  placed.push({ id: order._id, cents: Math.round(order.payment.amount * 100), lines: lines.length });
}

/**
 * Rounds of: every learner refills its cart with 1–3 new courses (untimed), then every learner orders at
 * once (timed). WARMUP seconds of order time first, then DURATION; stops early when the courses run out.
 */
async function measureOrders(origin, learners) {
  const placed = [];
  const refills = recorder();
  const warmup = recorder();
  const rec = recorder();
  let round = 0;
  let refillSeconds = 0;
  let exhausted = false;
  const runRound = async (into) => {
    if (learners.some((learner) => learner.next + MAX_LINES > learner.courses.length)) {
      exhausted = true;
      return 0;
    }
    const filling = performance.now();
    const carts = await Promise.all(
      learners.map((learner) => refill(origin, learner, 1 + ((learner.index + round) % MAX_LINES), refills)),
    );
    const ordering = performance.now();
    refillSeconds += (ordering - filling) / 1000;
    await Promise.all(
      learners.map((learner, i) => carts[i] && placeOrder(origin, learner, carts[i], into, placed)),
    );
    round += 1;
    return (performance.now() - ordering) / 1000;
  };
  let warmupSeconds = 0;
  while (warmupSeconds < WARMUP && !exhausted) warmupSeconds += await runRound(warmup);
  const warmupRounds = round;
  let seconds = 0;
  while (seconds < DURATION && !exhausted) seconds += await runRound(rec);
  return { rec, seconds, warmup, refills, refillSeconds, rounds: round - warmupRounds, exhausted, placed };
}

// ---- Set-up -------------------------------------------------------------------------------------------------

const adminUrl = () => databaseUrl(PG_URL, 'postgres');

async function recreateDatabase() {
  await withClient(adminUrl(), async (admin) => {
    await admin.query(`drop database if exists ${DATABASE} with (force)`);
    await admin.query(`create database ${DATABASE}`);
  });
}

const dropDatabase = () =>
  withClient(adminUrl(), (admin) => admin.query(`drop database if exists ${DATABASE} with (force)`));

/** The learners (learner<n>@bench.curio.example, the demo learner's password hash), in order. */
async function insertLearners(db) {
  const emails = Array.from({ length: CONNECTIONS }, (_, i) => learnerEmail(i + 1));
  const { rows } = await db.query(
    `insert into users (email, name, phone, password_hash, role)
     select e.email, 'Bench Learner ' || e.n, (7000000000 + e.n)::text,
       (select password_hash from users where email = 'learner@curio.example'), 'user'
     from unnest($1::text[]) with ordinality e(email, n)
     returning id, email, name, phone`,
    [emails],
  );
  const byEmail = new Map(rows.map((row) => [row.email, row]));
  return emails.map((email) => byEmail.get(email));
}

/**
 * Copies of the demo's published courses (name, slug and price varied) until COURSES are published; returns
 * every published course's id.
 */
async function insertCourses(db) {
  await db.query(
    `with demo as (
       select row_number() over (order by slug) - 1 as k, * from courses where status = 'published')
     insert into courses (name, slug, category_id, images, duration, lectures, video_lessons, skill_level,
       students_enrolled, description, feature, audience, overview, curriculum, certificate_demo, price_cents,
       pass_percent, grants_certificate, sort_order, status)
     select d.name || ' · Bench ' || g, d.slug || '-w' || g, d.category_id, d.images, d.duration, d.lectures,
       d.video_lessons, d.skill_level, d.students_enrolled, d.description, d.feature, d.audience, d.overview,
       d.curriculum, d.certificate_demo, d.price_cents + (g % 7) * 500, d.pass_percent, d.grants_certificate,
       d.sort_order, 'published'
     from generate_series(0, $1::int - (select count(*) from demo)::int - 1) g
     join demo d on d.k = g % (select count(*) from demo)`,
    [COURSES],
  );
  await db.query('analyze');
  const { rows } = await db.query(`select id from courses where status = 'published' order by id`);
  return rows.map((row) => row.id);
}

/** Logs every learner in (LOGINS_AT_ONCE at a time) and sets its token. */
async function logIn(origin, learners) {
  for (let i = 0; i < learners.length; i += LOGINS_AT_ONCE) {
    await Promise.all(
      learners.slice(i, i + LOGINS_AT_ONCE).map(async (learner) => {
        const res = await postJson(
          `${origin}/api/user/login`,
          { email: learner.email, password: LEARNER_PASSWORD },
          { agent },
        );
        learner.token = res.json?.data?.token;
        if (res.status !== 200 || !learner.token)
          throw new Error(`login of ${learner.email} answered ${res.status}: ${res.body.slice(0, 200)}`);
      }),
    );
  }
}

/**
 * A fresh database, migrated and seeded by the real server, with the learners (logged in: tokens stay
 * valid across servers, the signing keys live in the database) and the courses. Each learner's courses are
 * the whole catalogue from its own starting point, so learners mostly write different courses at once.
 */
async function setUp(url, dataDir, port) {
  await recreateDatabase();
  log(`${DATABASE}: migrating and seeding the demo content through the server…`);
  const server = await startServer({ port, env: { ...serverEnv(url, dataDir), SEED: 'demo' } });
  try {
    const { rows, courseIds } = await withClient(url, async (db) => {
      const learnerRows = await insertLearners(db);
      return { rows: learnerRows, courseIds: await insertCourses(db) };
    });
    const learners = rows.map((row, index) => {
      const start = Math.floor((index * courseIds.length) / rows.length);
      return {
        ...row,
        index,
        next: 0,
        courses: courseIds.map((_, j) => courseIds[(start + j) % courseIds.length]),
      };
    });
    log(`${learners.length} learners and ${courseIds.length} published courses; logging in…`);
    await logIn(server.origin, learners);
    return learners;
  } finally {
    await server.stop();
  }
}

// ---- Consistency ---------------------------------------------------------------------------------------------

/** Rows of `table` that belong to the learners (after a figure that should leave none). */
async function leftRows(db, table, ids) {
  const { rows } = await db.query(`select count(*)::int as n from ${table} where user_id = any($1::uuid[])`, [
    ids,
  ]);
  return rows[0].n;
}

/** What the database says about the orders, against the 201 replies; each entry is a problem. */
async function orderProblems(db, learners, placed) {
  const problems = [];
  const ids = learners.map((learner) => learner.id);
  const off = (what, got, expected) => {
    if (String(got) !== String(expected))
      problems.push(`${what}: ${got} in the database, expected ${expected}`);
  };
  const one = async (sql, params = []) => (await db.query(sql, params)).rows[0];

  const mine = await one(
    `select count(*)::int as orders, coalesce(sum(amount_cents), 0)::bigint as cents,
       (select count(*)::int from order_items i join orders o on o.id = i.order_id where o.user_id = any($1::uuid[])) as lines
     from orders where user_id = any($1::uuid[])`,
    [ids],
  );
  off('orders of the learners', mine.orders, placed.length);
  off(
    'their amounts (cents)',
    mine.cents,
    placed.reduce((sum, order) => sum + order.cents, 0),
  );
  off(
    'their lines',
    mine.lines,
    placed.reduce((sum, order) => sum + order.lines, 0),
  );
  const stored = await one(`select count(*)::int as n from orders where id = any($1::uuid[])`, [
    placed.map((order) => order.id),
  ]);
  off('orders of the 201 replies found by id', stored.n, placed.length);

  const { rows: sums } = await db.query(
    `select o.id, o.amount_cents, coalesce(sum(i.quantity * i.price_cents), 0)::bigint as lines
     from orders o left join order_items i on i.order_id = o.id
     group by o.id having o.amount_cents <> coalesce(sum(i.quantity * i.price_cents), 0)`,
  );
  if (sums.length > 0)
    problems.push(
      `${sums.length} orders whose amount is not the sum of their lines, e.g. ${sums
        .slice(0, 3)
        .map((row) => `${row.id}: ${row.amount_cents} ≠ ${row.lines}`)
        .join(', ')}`,
    );

  const events = await one(
    `select count(*)::int as n from orders o where o.user_id = any($1::uuid[]) and (select count(*) from
       order_status_events e where e.order_id = o.id and e.from_status is null and e.to_status = 'pending') <> 1`,
    [ids],
  );
  off('orders without exactly one placed event', events.n, 0);
  const notices = await one(
    `select count(*)::int as n from notifications where user_id = any($1::uuid[]) and title = 'Order placed'`,
    [ids],
  );
  off("'Order placed' notifications", notices.n, placed.length);
  const mails = await one(`select count(*)::int as n from mail_outbox where "to" = any($1::text[])`, [
    learners.map((learner) => learner.email),
  ]);
  off('confirmation mails in the outbox', mails.n, placed.length);
  off('cart lines left after the orders', await leftRows(db, 'cart_items', ids), 0);

  // The dashboard's rollups, kept by triggers in each placement's transaction (ADR 042), over every order.
  const rollup = await one(
    `select (select count(*) from orders)::bigint as orders,
       (select coalesce(sum(orders), 0) from order_hour_stats)::bigint as rolled_orders,
       (select coalesce(sum(amount_cents), 0) from orders)::bigint as cents,
       (select coalesce(sum(amount_cents), 0) from order_hour_stats)::bigint as rolled_cents,
       (select coalesce(sum(i.quantity), 0) from order_items i join orders o on o.id = i.order_id
         where i.course_id is not null and o.status not in ('cancelled', 'refunded'))::bigint as units,
       (select coalesce(sum(units), 0) from course_day_sales)::bigint as rolled_units,
       (select coalesce(sum(i.quantity * i.price_cents), 0) from order_items i join orders o on o.id = i.order_id
         where i.course_id is not null and o.status not in ('cancelled', 'refunded'))::bigint as revenue,
       (select coalesce(sum(revenue_cents), 0) from course_day_sales)::bigint as rolled_revenue`,
  );
  off('order_hour_stats orders (vs orders)', rollup.rolled_orders, rollup.orders);
  off('order_hour_stats amount (vs orders)', rollup.rolled_cents, rollup.cents);
  off('course_day_sales units (vs order lines)', rollup.rolled_units, rollup.units);
  off('course_day_sales revenue (vs order lines)', rollup.rolled_revenue, rollup.revenue);
  return problems;
}

/** A figure's non-2xx replies and wrong replies (warm-up included), as problems. */
function replyProblems(label, ...recs) {
  const problems = [];
  for (const rec of recs) {
    if (nonOk(rec) > 0) {
      const statuses = [...rec.failed].map(([status, n]) => `${status}×${n}`).join(', ');
      problems.push(`${label}: ${nonOk(rec)} non-2xx replies (${statuses}); first: ${rec.firstFailure}`);
    }
    if (rec.wrong > 0) problems.push(`${label}: ${rec.wrong} wrong replies; first: ${rec.firstWrong}`);
  }
  return problems;
}

// ---- The CPU profile ----------------------------------------------------------------------------------------

/** The main thread's .cpuprofile of process `pid` in `dir` (Node names it CPU.<date>.<time>.<pid>.<thread>…). */
function profileOf(dir, pid) {
  const files = readdirSync(dir).filter((name) => name.endsWith('.cpuprofile'));
  const main = files.find((name) => name.includes(`.${pid}.0.`));
  const largest = (names) =>
    names.sort((a, b) => statSync(path.join(dir, b)).size - statSync(path.join(dir, a)).size)[0];
  const found = main ?? largest(files.filter((name) => name.includes(`.${pid}.`))) ?? largest(files);
  return found && path.join(dir, found);
}

/** A profile's script address, relative to the repository when it is in it. */
const where = (url, line) => {
  if (!url) return '';
  const file = url.startsWith(`file://${ROOT}`) ? url.slice(`file://${ROOT}`.length) : url;
  return `${file}:${line + 1}`;
};

/**
 * The `count` functions with the most self time: each node's hitCount × the sampling interval (the profile's
 * span over its samples), grouped by function name and place.
 */
function topSelfTime(file, count = 15) {
  const profile = JSON.parse(readFileSync(file, 'utf8'));
  const intervalMs = (profile.endTime - profile.startTime) / Math.max(1, profile.samples.length) / 1000;
  const groups = new Map();
  let hits = 0;
  for (const node of profile.nodes) {
    if (!node.hitCount) continue;
    hits += node.hitCount;
    const { functionName, url, lineNumber } = node.callFrame;
    const key = `${functionName || '(anonymous)'}\u0000${where(url, lineNumber)}`;
    groups.set(key, (groups.get(key) ?? 0) + node.hitCount);
  }
  const rows = [...groups]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([key, n]) => {
      const [name, place] = key.split('\u0000');
      return [name, place, fmt(n * intervalMs), `${fmt((100 * n) / hits, 1)}%`];
    });
  return {
    intervalMs,
    seconds: (profile.endTime - profile.startTime) / 1e6,
    table: markdownTable(['function', 'where', 'self ms', 'share'], rows),
  };
}

// ---- Report -------------------------------------------------------------------------------------------------

const target = (value, goal) => `≥ ${fmt(goal)} ${value >= goal ? '✓' : '✗'}`;

function figureRow(label, { rec, seconds }, goal) {
  const rate = rec.ok / seconds;
  return [
    label,
    fmt(rate),
    fmt(percentile(rec.latencies, 50), 1),
    fmt(percentile(rec.latencies, 99), 1),
    fmt(rec.ok),
    fmt(nonOk(rec)),
    fmt(seconds, 1),
    goal === undefined ? '' : target(rate, goal),
  ];
}

function report({ cart, wishlist, orders }) {
  const rows = [
    figureRow('cart: add-to-cart + remove-from-cart', cart, TARGETS.cart),
    figureRow('wishlist: add + remove', wishlist, TARGETS.wishlist),
    figureRow('orders: POST /api/booking/create (201s)', orders, TARGETS.orders),
    figureRow('(cart refills before each order round, untimed)', {
      rec: orders.refills,
      seconds: orders.refillSeconds,
    }),
  ];
  const lines = orders.placed.reduce((sum, order) => sum + order.lines, 0);
  const measuredOrders = orders.rec.ok;
  console.log(
    `\n## Writes — ${CONNECTIONS} learners at once on PostgreSQL, about ${DURATION} s per figure after ${WARMUP} s of warm-up\n`,
  );
  console.log(
    markdownTable(['figure', 'writes/s', 'p50 ms', 'p99 ms', '2xx', 'non-2xx', 'seconds', 'target'], rows),
  );
  console.log(
    `\norders: ${orders.rounds} rounds of ${CONNECTIONS} orders (1–${MAX_LINES} courses each; ` +
      `${fmt(measuredOrders)} measured, ${fmt(orders.placed.length)} placed with the warm-up, ${fmt(lines)} lines). ` +
      `orders/s counts the order POSTs' time alone; the refills (POST /api/cart/add-to-cart, one to three per order) ` +
      `run between rounds, outside it, and are on their own row.` +
      (orders.exhausted ? ` Stopped early: the learners ran out of new courses (COURSES=${COURSES}).` : ''),
  );
  console.log(
    `machine: ${availableParallelism()} CPUs, Node ${process.version}; the bench's client runs on the same machine.`,
  );
}

// ---- Main ---------------------------------------------------------------------------------------------------

async function main() {
  const url = databaseUrl(PG_URL, DATABASE);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'curio-bench-writes-'));
  const profileDir = FLAME ? mkdtempSync(path.join(tmpdir(), 'curio-bench-writes-profile-')) : undefined;
  const port = env.BENCH_PORT ? Number(env.BENCH_PORT) : await freePort();
  const db = new pg.Client({ connectionString: url });
  let server;
  let measuredPid;
  let dbOpen = false;
  try {
    const learners = await setUp(url, dataDir, port);
    await db.connect();
    dbOpen = true;
    freshAgent();
    const ids = learners.map((learner) => learner.id);
    const flameEnv = FLAME
      ? { NODE_OPTIONS: `${env.NODE_OPTIONS ?? ''} --cpu-prof --cpu-prof-dir=${profileDir}`.trim() }
      : {};
    server = await startServer({ port, env: { ...serverEnv(url, dataDir), SEED: 'none', ...flameEnv } });
    const { origin } = server;
    measuredPid = server.pid;

    log(`cart: ${CONNECTIONS} learners adding and removing a course…`);
    const cart = await measure(learners, addAndRemove(origin, CART));
    const cartLeft = await leftRows(db, 'cart_items', ids);
    log(`wishlist: ${CONNECTIONS} learners adding and removing a course…`);
    const wishlist = await measure(learners, addAndRemove(origin, WISHLIST));
    const wishlistLeft = await leftRows(db, 'wishlist_items', ids);
    log(`orders: ${CONNECTIONS} learners filling their carts and placing orders…`);
    const orders = await measureOrders(origin, learners);
    await server.stop();
    server = undefined;

    report({ cart, wishlist, orders });
    const problems = [
      ...replyProblems('cart', cart.warmup, cart.rec),
      ...(cartLeft > 0 ? [`cart: ${cartLeft} lines left after the add/remove pairs`] : []),
      ...replyProblems('wishlist', wishlist.warmup, wishlist.rec),
      ...(wishlistLeft > 0 ? [`wishlist: ${wishlistLeft} entries left after the add/remove pairs`] : []),
      ...replyProblems('order refills', orders.refills),
      ...replyProblems('orders', orders.warmup, orders.rec),
      ...(await orderProblems(db, learners, orders.placed)),
    ];
    console.log(
      problems.length === 0
        ? '\nconsistency: ok'
        : `\nconsistency: OFF\n${problems.map((p) => `- ${p}`).join('\n')}`,
    );
    if (problems.length > 0) process.exitCode = 1;

    if (FLAME) printProfile(profileOf(profileDir, measuredPid));
  } finally {
    await server?.stop();
    if (dbOpen) await db.end();
    agent.destroy();
    if (KEEP) log(`kept: database ${DATABASE}, data directory ${dataDir}`);
    else {
      await dropDatabase();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }
}

function printProfile(file) {
  if (!file) {
    console.log('\nFLAME: no .cpuprofile was written');
    return;
  }
  const top = topSelfTime(file);
  console.log(`\nCPU profile of the measured server: ${file}`);
  console.log(
    `top 15 functions by self time (the server's whole life: start, the three figures, shutdown; ` +
      `${fmt(top.seconds, 1)} s, one sample per ${fmt(top.intervalMs, 2)} ms)\n`,
  );
  console.log(top.table);
}

try {
  await main();
} catch (err) {
  console.error(err);
  process.exitCode = 1;
}
