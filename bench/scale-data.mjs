// The scale benchmark's data sets (bench/scale.mjs, docs/performance.md): one PostgreSQL database per size,
// `curio_scale_<n>x`, made by the project itself (the real server started once on the empty database applies
// the committed migrations, seeds the demo content and creates the admin), then filled in bulk by set-based
// SQL that runs inside PostgreSQL (insert … select … from generate_series), so the largest size loads in
// minutes. A finished database carries a marker (its comment); a database with the right marker is reused,
// `fresh` drops and makes it again.
//
// Sizes: 100× is 10,000 courses in 100 categories (about 9 reviews each), 200,000 learners, 1,000,000 orders
// (1 to 3 lines each, a status history of 1 to 3 events) and 50,000 enquiries; 1× and 10× are 1/100 and
// 1/10 of that. Every new row copies the shapes the app writes: courses are copies of the demo's published
// courses (their HTML, curriculum and stored images) under new names and slugs; every learner has the demo
// learner's password hash (one real argon2 hash, reused), so the bench can log in as any of them.
import pg from 'pg';
import { startServer } from './harness.mjs';

/** Bump when the generated data changes shape: databases with an older marker are made again. */
const DATA_VERSION = 1;

/** The bench's admin (ADMIN_EMAIL/ADMIN_PASSWORD of every server the bench starts). */
export const BENCH_ADMIN = { email: 'admin@bench.curio.example', password: 'BenchAdmin123' };
/** Every generated learner's password: the demo learner's (docs/product.md#demo-content). */
export const LEARNER_PASSWORD = 'Learner123';
/** The learner with exactly PROFILE_ORDERS orders, for the profile's reads. */
export const PROFILE_LEARNER = 'learner0@bench.curio.example';
export const PROFILE_ORDERS = 50;
/** Learner n's email (n ≥ 1: the profile learner is 0). */
export const learnerEmail = (n) => `learner${n}@bench.curio.example`;

/** The counts of a size (1, 10, 100: percent of the full data set). */
export function scaleCounts(size) {
  return {
    courses: 100 * size,
    categories: size,
    learners: 2_000 * size,
    orders: 10_000 * size,
    enquiries: 500 * size,
  };
}

export const databaseName = (size) => `curio_scale_${size}x`;
const marker = (size) => `curio-scale data v${DATA_VERSION} size=${size}`;

/** `postgres://…/<database>` from a server URL (`postgres://postgres@127.0.0.1:5432`). */
export const databaseUrl = (serverUrl, database) => {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
};

/** `fn(client)` on a connection to `url`, closed afterwards. */
export async function withClient(url, fn) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** The marker of `database` (its comment), or null when it does not exist; undefined when it has none. */
async function readMarker(admin, database) {
  const { rows } = await admin.query(
    `select shobj_description(oid, 'pg_database') as comment from pg_database where datname = $1`,
    [database],
  );
  return rows.length === 0 ? null : (rows[0].comment ?? undefined);
}

/**
 * The database of `size`, generated unless it exists with its marker (or `fresh`). Returns its URL and
 * how long generation took (null when it was reused).
 */
export async function ensureScaleDatabase({ size, serverUrl, fresh, port, log }) {
  const database = databaseName(size);
  const url = databaseUrl(serverUrl, database);
  const adminUrl = databaseUrl(serverUrl, 'postgres');
  const existing = await withClient(adminUrl, (admin) => readMarker(admin, database));
  if (!fresh && existing?.startsWith(marker(size))) {
    log(`${database}: reusing (${existing})`);
    return { url, seconds: null, reused: true };
  }

  const started = Date.now();
  await withClient(adminUrl, async (admin) => {
    await admin.query(`drop database if exists ${database} with (force)`);
    await admin.query(`create database ${database}`);
  });
  // The project makes its own database: migrations, demo seed (images in the database's storage), admin.
  log(`${database}: migrating and seeding the demo content through the server…`);
  const server = await startServer({
    port,
    env: {
      DATABASE_URL: url,
      SEED: 'demo',
      ADMIN_EMAIL: BENCH_ADMIN.email,
      ADMIN_PASSWORD: BENCH_ADMIN.password,
    },
    timeoutMs: 600_000,
  });
  await server.stop();
  const seeded = Date.now();
  log(`${database}: demo seeded in ${((seeded - started) / 1000).toFixed(1)} s; bulk loading…`);

  await withClient(url, async (db) => {
    await db.query(`set synchronous_commit = off`);
    await db.query(`set work_mem = '64MB'`);
    await db.query(`set maintenance_work_mem = '256MB'`);
    for (const [name, statement] of bulkStatements(scaleCounts(size))) {
      const t0 = Date.now();
      const result = await db.query(statement);
      const rows = Array.isArray(result) ? result.at(-1).rowCount : result.rowCount;
      log(`  ${name}: ${rows ?? ''} rows in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
    }
    const t0 = Date.now();
    await db.query('vacuum analyze');
    log(`  vacuum analyze: ${((Date.now() - t0) / 1000).toFixed(1)} s`);
  });
  const seconds = (Date.now() - started) / 1000;
  await withClient(adminUrl, (admin) =>
    admin.query(
      `comment on database ${database} is '${marker(size)} generated=${new Date().toISOString()} seconds=${seconds.toFixed(0)}'`,
    ),
  );
  log(
    `${database}: generated in ${seconds.toFixed(1)} s (demo seed ${((seeded - started) / 1000).toFixed(1)} s)`,
  );
  return { url, seconds, reused: false };
}

const FIRST_NAMES = [
  'Asha',
  'Ravi',
  'Meera',
  'Arjun',
  'Priya',
  'Karan',
  'Nisha',
  'Vikram',
  'Lena',
  'Tomás',
  'Sofia',
  'Daniel',
  'Amara',
  'Kenji',
  'Chloe',
  'Omar',
  'Ines',
  'Lukas',
  'Zara',
  'Mateo',
];
const LAST_NAMES = [
  'Verma',
  'Menon',
  'Iyer',
  'Shah',
  'Rao',
  'Kapoor',
  'Das',
  'Nair',
  'Fischer',
  'García',
  'Rossi',
  'Okafor',
  'Tanaka',
  'Martin',
  'Haddad',
  'Silva',
  'Novak',
  'Khan',
  'Costa',
  'Moreau',
];
const REVIEW_TEXTS = [
  'Clear explanations and useful exercises.',
  'Good pace; the projects made it stick.',
  'Solid course, a few sections could go deeper.',
  'Exactly what I needed for my new role.',
  'The instructor answers questions quickly.',
  'Well structured, from basics to real work.',
];
const ENQUIRY_TEXTS = [
  'We would like a quote for training a team of twelve.',
  'Do you offer weekend batches for working professionals?',
  'Can the course be delivered on site in Bangalore?',
  'Please send the syllabus and the next start date.',
  'Is there a discount for a group of five learners?',
];

const sqlArray = (values) => `array[${values.map((v) => `'${v.replaceAll("'", "''")}'`).join(', ')}]`;

/**
 * The bulk load, as named statements run in order. Temporary tables number the rows (learners, courses,
 * orders) so later statements pick them by index; ids are made up front so lines and events can point at
 * their orders. `random()` is seeded: the same size gives the same shapes.
 */
function bulkStatements(counts) {
  const learners = counts.learners;
  const days = 730; // orders, learners and enquiries spread over two years, up to now
  return [
    ['seed', `select setseed(0.28)`],
    [
      'categories',
      `insert into categories (name, sort_order)
       select 'Catalogue ' || lpad(g::text, 3, '0'), 100 + g
       from generate_series(1, greatest(0, ${counts.categories} - (select count(*) from categories))) g`,
    ],
    [
      'learners',
      `create temp table bl as
       select g as k, gen_random_uuid() as id,
         'learner' || g || '@bench.curio.example' as email,
         (${sqlArray(FIRST_NAMES)})[1 + g % 20] || ' ' || (${sqlArray(LAST_NAMES)})[1 + (g / 20) % 20] as name,
         (7000000000 + g)::text as phone,
         now() - random() * interval '${days} days' as created_at
       from generate_series(0, ${learners - 1}) g;
       alter table bl add primary key (k);
       insert into users (id, email, name, phone, password_hash, role, created_at, updated_at)
       select id, email, name, phone,
         (select password_hash from users where email = 'learner@curio.example'), 'user', created_at, created_at
       from bl`,
    ],
    [
      'courses',
      `create temp table demo_course as
       select row_number() over (order by slug) - 1 as k, * from courses where status = 'published';
       create temp table cat as select row_number() over (order by sort_order, name) - 1 as k, id from categories;
       insert into courses (name, slug, category_id, images, duration, lectures, video_lessons, skill_level,
         students_enrolled, description, feature, audience, overview, curriculum, certificate_demo, price_cents,
         pass_percent, grants_certificate, sort_order, status, created_at, updated_at)
       select d.name || ' · Edition ' || (2 + g / (select count(*) from demo_course)), d.slug || '-e' || g,
         c.id, d.images, d.duration, d.lectures, d.video_lessons, d.skill_level,
         (random() * 5000)::int, d.description, d.feature, d.audience, d.overview, d.curriculum,
         d.certificate_demo, d.price_cents + (g % 7) * 500, d.pass_percent, d.grants_certificate,
         g / (select count(*) from cat),
         case g % 100 when 98 then 'draft' when 99 then 'archived' else 'published' end,
         now() - random() * interval '${days} days', now() - random() * interval '30 days'
       from generate_series(0, greatest(0, ${counts.courses} - (select count(*) from courses)) - 1) g
       join demo_course d on d.k = g % (select count(*) from demo_course)
       join cat c on c.k = g % (select count(*) from cat)`,
    ],
    [
      'reviews',
      `create temp table bc as
       select row_number() over (order by created_at, id) - 1 as k, id, name, slug, images, price_cents
       from courses where status <> 'draft';
       alter table bc add primary key (k);
       insert into reviews (course_id, user_id, rating, comment, hidden_at, hidden_reason, created_at, updated_at)
       select bc.id, bl.id, 3 + (random() * 2.4)::int, (${sqlArray(REVIEW_TEXTS)})[1 + (bc.k + j) % 6],
         case when random() < 0.02 then now() end, null, t, t
       from bc
       cross join lateral generate_series(0, 2 + (bc.k % 13)) j
       join bl on bl.k = 1 + (bc.k * 101 + j) % ${learners - 1}
       cross join lateral (select now() - random() * interval '${days} days' + j * interval '0 s' as t) times
       on conflict do nothing`,
    ],
    [
      'orders',
      `create temp table bo as
       select g as n, gen_random_uuid() as id,
         case when g < ${PROFILE_ORDERS} then 0 else 1 + floor(random() * ${learners - 1})::int end as learner,
         r, floor(random() * (select count(*) from bc))::int as base,
         1 + (random() < 0.3)::int + (random() < 0.1)::int as lines,
         now() - random() * interval '${days} days' as created_at
       from (select g, random() as r from generate_series(0, ${counts.orders - 1}) g) s;
       alter table bo add column status text;
       update bo set status = case when r < 0.10 then 'pending' when r < 0.15 then 'cancelled'
         when r < 0.40 then 'confirmed' else 'completed' end;
       create temp table bi as
       select bo.id as order_id, p as position, bc.id as course_id, bc.name, bc.slug, bc.images,
         case when random() < 0.05 then 2 + (random() * 3)::int else 1 end as quantity, bc.price_cents
       from bo cross join lateral generate_series(0, bo.lines - 1) p
       join bc on bc.k = (bo.base + p) % (select count(*) from bc);
       create temp table ba as select order_id, sum(quantity * price_cents) as amount from bi group by order_id;
       insert into orders (id, user_id, status, address, amount_cents, currency, created_at, updated_at)
       select bo.id, bl.id, bo.status,
         jsonb_build_object('name', bl.name, 'fullAddress', (bo.n % 200 + 1) || ' Lake View Road, HSR Layout, Bangalore 560102', 'mobile', bl.phone),
         ba.amount, 'USD', bo.created_at,
         least(now(), bo.created_at + case bo.status when 'pending' then interval '0' when 'completed' then interval '7 days' else interval '1 day' end)
       from bo join bl on bl.k = bo.learner join ba on ba.order_id = bo.id`,
    ],
    [
      'order lines',
      `insert into order_items (order_id, course_id, course_name, course_slug, course_images, quantity, price_cents, position)
       select order_id, course_id, name, slug, images, quantity, price_cents, position from bi`,
    ],
    [
      'status history',
      `insert into order_status_events (order_id, from_status, to_status, actor_id, actor_email, note, created_at)
       select bo.id, null, 'pending', bl.id, bl.email, null, bo.created_at
       from bo join bl on bl.k = bo.learner
       union all
       select bo.id, 'pending', case when bo.status = 'cancelled' then 'cancelled' else 'confirmed' end,
         a.id, a.email, null, least(now(), bo.created_at + interval '1 day')
       from bo cross join (select id, email from users where role = 'admin' order by created_at limit 1) a
       where bo.status <> 'pending'
       union all
       select bo.id, 'confirmed', 'completed', a.id, a.email, null, least(now(), bo.created_at + interval '7 days')
       from bo cross join (select id, email from users where role = 'admin' order by created_at limit 1) a
       where bo.status = 'completed'`,
    ],
    [
      'enquiries',
      `insert into leads (name, email, comment, source, status, note, created_at, updated_at)
       select (${sqlArray(FIRST_NAMES)})[1 + g % 20] || ' ' || (${sqlArray(LAST_NAMES)})[1 + (g / 7) % 20],
         'enquirer' || g || '@example.com', (${sqlArray(ENQUIRY_TEXTS)})[1 + g % 5],
         case when g % 4 = 0 then (select title from services order by sort_order, id limit 1) end,
         case when r < 0.2 then 'new' when r < 0.4 then 'in_progress' else 'closed' end,
         case when r >= 0.4 then 'Answered by mail.' end, t, t
       from (select g, random() as r, now() - random() * interval '${days} days' as t
             from generate_series(0, ${counts.enquiries - 1}) g) s`,
    ],
  ];
}
