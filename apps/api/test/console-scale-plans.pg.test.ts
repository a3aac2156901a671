import { sql, type SQLWrapper } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leads, rowsOf, type Db } from '@curio/db';
import {
  CONSOLE_COUNT_CAP,
  ZAdminOrderListQuery,
  ZAdminUserListQuery,
  ZAuditListQuery,
  ZConsoleListQuery,
  ZLeadListQuery,
} from '@curio/shared';
import { cappedCountQuery } from '#api/lib/console-list.ts';
import { createAuditRepository } from '#api/modules/audit/console-repository.ts';
import { createOrderAdminRepository } from '#api/modules/commerce/console-repository.ts';
import { createAdminCourseRepository } from '#api/modules/course/console-repository.ts';
import { createDashboardRepository } from '#api/modules/dashboard/console-repository.ts';
import { accountTiers, matchesAmongNewest, newestMatches } from '#api/modules/search/console-repository.ts';
import { createStaffRepository } from '#api/modules/staff/console-repository.ts';
import { createInboxRepository } from '#api/modules/submissions/console-repository.ts';
import { resetDatabase, testDatabase } from './helpers/database.ts';

/**
 * Every console list's statements at a size where reading every row costs (ADR 042): 50,000 orders over a
 * year with lines, 200,000 learners, 50,000 enquiries, 100,000 audit rows, 10,000 courses, analyzed, with the
 * planner's settings untouched. Each page and each capped count is explained as the repository builds it;
 * none may read a whole big table (a Seq Scan). PostgreSQL only (a *.pg.test.ts): PGlite runs the same
 * planner, but loading and indexing this much in it takes minutes; at a smaller size the planner rightly
 * prefers reading a small table whole, which proves nothing.
 */

const ORDERS = 50_000;
const LEARNERS = 200_000;
const COURSES = 10_000;
const ENQUIRIES = 50_000;
/**
 * At 50,000 rows PostgreSQL 15 estimates a trigram search for a whole id (36 characters, many trigrams) dearer
 * than reading the table; from about 100,000 it takes the index, as it does for a short text.
 */
const AUDIT_ROWS = 100_000;

/** The tables a console list must never read whole. */
const BIG_TABLES = [
  'reviews',
  'orders',
  'order_items',
  'users',
  'leads',
  'audit_log',
  'courses',
  'order_hour_stats',
  'course_day_sales',
];

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  /** The rows the planner expects the node to give. */
  'Plan Rows': number;
  Filter?: string;
  Plans?: PlanNode[];
}

function* nodesOf(node: PlanNode): Generator<PlanNode> {
  yield node;
  for (const child of node.Plans ?? []) yield* nodesOf(child);
}

/** The plan of a statement as the repository built it, with its parameters (EXPLAIN, not run). */
async function planOf(db: Db, statement: SQLWrapper): Promise<PlanNode> {
  const result = await db.execute(sql`explain (format json) ${statement}`);
  const [row] = rowsOf(result);
  const raw = row?.['QUERY PLAN'];
  const plans = (typeof raw === 'string' ? JSON.parse(raw) : raw) as { Plan: PlanNode }[];
  const plan = plans[0]?.Plan;
  if (!plan) throw new Error('EXPLAIN returned no plan');
  return plan;
}

/**
 * The big tables the plan reads whole, and the plan in short (for the failure message). Under the capped
 * count's LIMIT a Seq Scan stops once CONSOLE_COUNT_CAP + 1 rows matched: without a filter that is the first
 * rows, and with one the planner expects more matches than the cap (a third of the rows, say) it reads only
 * until it has them. Both are bounded reads, allowed in `bounded` plans; a selective filter read that way
 * would read the whole table, and is not.
 */
async function scansOf(db: Db, statement: SQLWrapper, { bounded = false } = {}) {
  const nodes = [...nodesOf(await planOf(db, statement))];
  const limitedWhole = bounded && nodes[0]?.['Node Type'] === 'Aggregate';
  return {
    seqScans: nodes
      .filter((node) => node['Node Type'] === 'Seq Scan' && BIG_TABLES.includes(node['Relation Name'] ?? ''))
      .filter(
        (node) => !(limitedWhole && (node.Filter === undefined || node['Plan Rows'] > CONSOLE_COUNT_CAP)),
      )
      .map((node) => node['Relation Name']),
    plan: nodes
      .map(
        (node) =>
          `${node['Node Type']}(${[node['Relation Name'], node['Index Name']].filter(Boolean).join(' ')})`,
      )
      .join(' > '),
  };
}

async function bulkLoad(db: Db) {
  const run = (statement: string) => db.execute(sql.raw(statement));
  await run(`insert into categories (name, sort_order) values ('Scale', 0)`);
  await run(`
    insert into users (email, name, phone, password_hash, role, created_at, updated_at)
    select 'learner' || i || '@example.com',
      (array['Ada','Ben','Chen','Dana','Eli','Fay','Gus','Hana'])[1 + i % 8] || ' '
        || (array['Lovelace','Okafor','Li','Silva','Novak','Haddad','Kim','Rossi','Meyer'])[1 + (i / 8) % 9]
        || ' ' || i,
      '+1555' || lpad(i::text, 7, '0'), 'x',
      case when i % 2000 = 0 then 'editor' else 'user' end,
      now() - (i % 730) * interval '1 day' - (i % 86400) * interval '1 second',
      now() - (i % 730) * interval '1 day'
    from generate_series(1, ${LEARNERS}) i`);
  await run(`
    insert into courses (name, slug, category_id, duration, lectures, video_lessons, skill_level, description,
      feature, audience, overview, certificate_demo, price_cents, status, updated_at)
    select 'Course ' || (array['Design','React','SQL','Python','Cooking','Finance'])[1 + i % 6] || ' ' || i,
      'course-' || i, (select id from categories limit 1), '4 weeks', 10, 5, 'Beginner', 'd', 'f', 'a', 'o', 'c',
      (10 + i % 90) * 100, case when i % 10 = 0 then 'draft' else 'published' end,
      now() - (i % 365) * interval '1 day'
    from generate_series(1, ${COURSES}) i`);
  // 20,000 reviews over a year, one in twenty hidden: each learner reviews one course.
  await run(`
    insert into reviews (course_id, user_id, rating, comment, hidden_at, created_at, updated_at)
    select c.id, u.id, 1 + u.n % 5, 'Good.', case when u.n % 20 = 0 then now() end,
      now() - (u.n % 365) * interval '1 day', now()
    from (select id, row_number() over (order by email) as n from users where role = 'user' limit 20000) u
    join (select id, row_number() over (order by slug) as n from courses) c on c.n = 1 + u.n % ${COURSES}`);
  // Statuses follow a fixed spread (60% completed … 3% refunded), not random(): every run plans the same data.
  await run(`
    insert into orders (user_id, status, address, amount_cents, created_at, updated_at)
    select u.id,
      case when g.r < 0.6 then 'completed' when g.r < 0.8 then 'confirmed' when g.r < 0.9 then 'pending'
        when g.r < 0.97 then 'cancelled' else 'refunded' end,
      '{"name":"A Learner","fullAddress":"1 Main St","mobile":"5550100"}'::jsonb,
      (1 + g.i % 20) * 1000, g.at, g.at
    from (
      select i, ((i * 7907) % 1000) / 1000.0 as r, now() - (i::float8 / ${ORDERS}) * interval '365 days' as at
      from generate_series(1, ${ORDERS}) i
    ) g
    join (select id, row_number() over (order by id) as n from users) u
      on u.n = 1 + (g.i * 7919) % ${LEARNERS}`);
  await run(`
    insert into order_items (order_id, course_id, course_name, course_slug, quantity, price_cents, position)
    select o.id, c.id, c.name, c.slug, 1, c.price_cents, 0
    from orders o
    join (select id, name, slug, price_cents, row_number() over (order by id) as n from courses) c
      on c.n = 1 + (get_byte(uuid_send(o.id), 0) * 256 + get_byte(uuid_send(o.id), 1)) % ${COURSES}`);
  await run(`
    insert into leads (name, email, comment, status, created_at, updated_at)
    select 'Visitor ' || i, 'visitor' || i || '@example.org', 'A question',
      case when i % 10 = 0 then 'new' when i % 3 = 0 then 'in_progress' else 'closed' end,
      now() - (i % 365) * interval '1 day', now() - (i % 365) * interval '1 day'
    from generate_series(1, ${ENQUIRIES}) i`);
  await run(`
    insert into audit_log (actor_email, action, entity, entity_id, created_at)
    select 'staff' || (i % 200) || '@curio.example',
      (array['create','update','delete'])[1 + i % 3], (array['course','order','user'])[1 + i % 3],
      gen_random_uuid()::text, now() - (i % 365) * interval '1 day'
    from generate_series(1, ${AUDIT_ROWS}) i`);
  // Statistics from every row, not a random sample of 30,000 (each table here has at most 300,000 rows): with
  // a sample the estimate of a rare text's matches varied from run to run, and now and then the planner read
  // the enquiries whole for an email it expected often.
  // One statement text: the settings apply on the connection that analyzes.
  await run('set default_statistics_target = 1000; analyze; reset default_statistics_target');
  // As autovacuum leaves a table: its pages all-visible, so a covering or partial index is read alone.
  await run('vacuum users, reviews');
}

describe('console lists at a business’s size read indexes, never a whole table', () => {
  let db: Db;
  let learner: { id: string; email: string };
  let course: string;
  let reference: string;
  /** An item's id as the audit log records it: what an operator pastes to find its history. */
  let item: string;

  beforeAll(async () => {
    db = (await testDatabase()).db;
    await resetDatabase();
    await bulkLoad(db);
    const ids = (await db.execute(sql`
      select (select id from users where role = 'user' order by email limit 1 offset 777) as learner,
        (select email from users where role = 'user' order by email limit 1 offset 777) as email,
        (select id from courses order by slug limit 1 offset 33) as course,
        (select id from orders order by created_at desc limit 1 offset 4321) as "order",
        (select entity_id from audit_log order by created_at, entity_id limit 1 offset 999) as item`)) as unknown as {
      rows: Record<string, string>[];
    };
    const [row] = ids.rows;
    if (!row) throw new Error('the scale data is missing');
    learner = { id: String(row.learner), email: String(row.email) };
    course = String(row.course);
    reference = `CUR-${String(row.order).slice(0, 8).toUpperCase()}`;
    item = String(row.item);
  }, 600_000);

  afterAll(() => resetDatabase());

  /**
   * Asserts neither the page nor the capped count of a list reads a big table whole, except the tables in
   * `mayRead`.
   */
  async function expectIndexed(
    name: string,
    queries: { page: SQLWrapper; matching: Parameters<typeof cappedCountQuery>[1] },
    mayRead: readonly string[] = [],
  ) {
    for (const [part, statement] of [
      ['page', queries.page],
      ['count', cappedCountQuery(db, queries.matching)],
    ] as const) {
      const { seqScans, plan } = await scansOf(db, statement, { bounded: part === 'count' });
      const whole = seqScans.filter((table) => !mayRead.includes(table ?? ''));
      expect(whole, `${name} (${part}) reads whole tables: ${plan}`).toEqual([]);
    }
  }

  it('orders: newest first, by status and dates, by amount, by reference, learner and course', async () => {
    const repo = createOrderAdminRepository(db);
    const cases: Record<string, Record<string, unknown>> = {
      'newest first': {},
      'oldest first': { sort: 'createdAt' },
      'page 100': { page: 100 },
      pending: { status: 'pending' },
      'completed in a month': { status: 'completed', from: '2026-01-01', to: '2026-01-31' },
      'largest amount first': { sort: '-amount' },
      'smallest amount first': { sort: 'amount' },
      'a reference': { q: reference },
      'a learner by id': { learner: learner.id },
      'a learner by email': { learner: learner.email.slice(0, -4) },
      'a course': { course },
    };
    for (const [name, query] of Object.entries(cases)) {
      await expectIndexed(`orders: ${name}`, repo.listQueries(ZAdminOrderListQuery.parse(query)));
    }
  });

  it('users: newest first, by name and email, by role and state, searched by name, email or phone', async () => {
    const repo = createStaffRepository(db);
    const cases: Record<string, Record<string, unknown>> = {
      'newest first': {},
      'by name': { sort: 'name' },
      'by name, descending': { sort: '-name' },
      'by email': { sort: 'email' },
      editors: { role: 'editor' },
      disabled: { status: 'disabled' },
      'a name': { q: 'Lovelace 1234' },
      'an email': { q: learner.email },
      'a phone': { q: '5550012' },
    };
    for (const [name, query] of Object.entries(cases)) {
      await expectIndexed(`users: ${name}`, repo.listQueries(ZAdminUserListQuery.parse(query)));
    }
  });

  it("the console search's accounts: the newest tested in their covering index, a tier on its own index", async () => {
    // 'lovelace' is in a ninth of the names, 'ada' starts an eighth, 'zed' starts none, '1234@' is rare.
    for (const q of ['lovelace', 'ada', 'zed', '1234@']) {
      const tiers = accountTiers(q);
      const among = await scansOf(db, matchesAmongNewest(db, tiers.containing, 6));
      expect(among.plan, q).toMatch(/Index Only Scan\(users users_newest_idx\)$/);
      for (const [tier, where] of Object.entries(tiers)) {
        const { seqScans, plan } = await scansOf(db, newestMatches(db, where, 6));
        expect(seqScans, `${q}, ${tier} reads whole tables: ${plan}`).toEqual([]);
      }
    }
    const sparse = await scansOf(db, newestMatches(db, accountTiers('zed').starting, 6));
    expect(sparse.plan).toContain('users_name_prefix_idx');
  });

  it('the inbox: newest first, by status, by last change and name, searched by name or email', async () => {
    const repo = createInboxRepository(db, leads);
    const cases: Record<string, Record<string, unknown>> = {
      'newest first': {},
      new: { status: 'new' },
      'by last change': { sort: '-updatedAt' },
      'by name': { sort: 'name' },
      'a name': { q: 'Visitor 1234' },
      'an email': { q: 'visitor777@' },
    };
    for (const [name, query] of Object.entries(cases)) {
      await expectIndexed(`inbox: ${name}`, repo.listQueries(ZLeadListQuery.parse(query), undefined));
    }
  });

  it('the audit log, courses, and the capped count of a whole big table', async () => {
    const audit = createAuditRepository(db);
    // A search for an item's id; a text that matches hundreds of rows (a staff email) the planner may read
    // whole at this size, ADR 042.
    for (const query of [{}, { action: 'delete' }, { q: item }]) {
      await expectIndexed(`audit ${JSON.stringify(query)}`, audit.listQueries(ZAuditListQuery.parse(query)));
    }
    const courses = createAdminCourseRepository(db);
    for (const query of [{}, { status: 'draft' }]) {
      await expectIndexed(
        `courses ${JSON.stringify(query)}`,
        courses.listQueries(ZConsoleListQuery.parse(query)),
      );
    }
    // A search of 10,000 course names the planner reads whole (a dozen milliseconds): their words are few and
    // common, so every trigram of the text is in thousands of names and the index would cost more, ADR 042.
    await expectIndexed(
      'courses {"q":"Design 12"}',
      courses.listQueries(ZConsoleListQuery.parse({ q: 'Design 12' })),
      ['courses'],
    );
    const orders = createOrderAdminRepository(db);
    const { total, totalCapped } = await orders.list(ZAdminOrderListQuery.parse({}));
    expect({ total, totalCapped }).toEqual({ total: CONSOLE_COUNT_CAP, totalCapped: true });
  });

  it('compiles no statement: JIT is off on every connection of the pool', async () => {
    // At this size the dashboard's statements are estimated dear enough for JIT, which costs more than they do.
    expect(rowsOf(await db.execute(sql`show jit`))).toEqual([{ jit: 'off' }]);
  });

  it('the dashboard reads its rollups and the order book only for a cut hour or a part of a day', async () => {
    const repo = createDashboardRepository(db);
    for (const timeZone of ['UTC', 'Asia/Kolkata']) {
      const period = await repo.period(timeZone);
      for (const [name, statement] of Object.entries(repo.statements(period))) {
        const { seqScans, plan } = await scansOf(db, statement);
        // Top courses join their names: the catalogue, read whole when most courses sold (a hash join).
        const orderBook = seqScans.filter((table) => table !== 'courses');
        expect(orderBook, `dashboard ${name} in ${timeZone}: ${plan}`).toEqual([]);
        // The period's shown reviews are counted from their partial index alone.
        if (name === 'counts') expect(plan).toContain('Index Only Scan(reviews reviews_shown_created_idx)');
      }
    }
  });
});
