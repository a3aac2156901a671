import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { auditLog, users } from '@curio/db';
import { AUDIT_SETTING_NAMES, ZAuditEntry, ZConsolePage, type TAuditEntry } from '@curio/shared';
import { createTestApp, useTestApp } from './helpers/app.ts';
import { aCourseRequest, createCourse } from './helpers/catalogue-admin.ts';
import type { Auth } from './helpers/commerce.ts';
import { adminAuth, signedInStaff, signedInUser } from './helpers/users.ts';

/**
 * Makes every audit write fail while `run` runs, with a trigger in the real database: the change it would
 * record has been made in the same transaction by then (same-transaction proof, ADR 007).
 */
async function withFailingAuditWrites(app: FastifyInstance, run: () => Promise<void>) {
  await app.db.execute(sql`create or replace function test_refuse_audit() returns trigger language plpgsql
    as $$ begin raise exception 'audit write refused (test)'; end $$`);
  await app.db.execute(
    sql`create trigger test_refuse_audit before insert on audit_log for each row execute function test_refuse_audit()`,
  );
  try {
    await run();
  } finally {
    await app.db.execute(sql`drop trigger test_refuse_audit on audit_log`);
    await app.db.execute(sql`drop function test_refuse_audit()`);
  }
}

const AUDIT = '/api/admin/audit';
const get = (app: FastifyInstance, url: string, auth: Auth) =>
  app.inject({ method: 'GET', url, headers: auth });

async function readAudit(app: FastifyInstance, auth: Auth, query = '') {
  const res = await get(app, `${AUDIT}${query}`, auth);
  expect(res.statusCode, res.body).toBe(200);
  return ZConsolePage(ZAuditEntry).strict().parse(res.json().data);
}

async function anAuditRow(app: FastifyInstance, values: Partial<typeof auditLog.$inferInsert>) {
  await app.db.insert(auditLog).values({
    actorEmail: 'someone@curio.example',
    action: 'update',
    entity: 'course',
    entityId: 'c-1',
    ...values,
  });
}

describe('GET /api/admin/audit', () => {
  const ctx = useTestApp();

  it('lists console writes newest first with who, from where, what and the fields before and after', async () => {
    const admin = await adminAuth(ctx.app);
    const member = await signedInUser(ctx.app);
    const version = member.profile.updatedAt;
    const first = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/admin/users/${member.profile._id}/role`,
      headers: admin,
      payload: { role: 'editor', version },
    });
    await ctx.app.inject({
      method: 'PATCH',
      url: `/api/admin/users/${member.profile._id}/status`,
      headers: admin,
      payload: { disabled: true, version: first.json().data.updatedAt },
    });

    const page = await readAudit(ctx.app, admin);
    expect(page).toMatchObject({ total: 2, page: 1, pageSize: 25 });
    expect(page.items.map((e) => e.action)).toEqual(['disable', 'role']);
    expect(page.items[1]).toMatchObject({
      actorEmail: 'ops@curio.example',
      actorIp: '127.0.0.1',
      entity: 'user',
      entityId: member.profile._id,
      before: { role: 'user' },
      after: { role: 'editor' },
    });
  });

  it('filters by entity, id, action, actor (id or part of the email), days, and pages with the total', async () => {
    const admin = await adminAuth(ctx.app);
    const [operator] = await ctx.app.db.select().from(users).where(eq(users.email, 'ops@curio.example'));
    await anAuditRow(ctx.app, { createdAt: new Date('2026-03-01T10:00:00Z') });
    await anAuditRow(ctx.app, { entityId: 'c-2', createdAt: new Date('2026-03-02T23:59:00Z') });
    await anAuditRow(ctx.app, {
      entity: 'category',
      entityId: 'k-1',
      action: 'delete',
      createdAt: new Date('2026-03-03T00:00:00Z'),
    });
    await anAuditRow(ctx.app, {
      actorId: operator?.id,
      actorEmail: 'ops@curio.example',
      createdAt: new Date('2026-03-04T08:00:00Z'),
    });

    const ids = (entries: TAuditEntry[]) => entries.map((e) => `${e.entity}/${e.entityId}/${e.actorEmail}`);
    expect((await readAudit(ctx.app, admin, '?entity=category')).items).toHaveLength(1);
    expect((await readAudit(ctx.app, admin, '?entity=course&entityId=c-2')).total).toBe(1);
    expect((await readAudit(ctx.app, admin, '?action=delete')).items[0]?.entityId).toBe('k-1');
    expect((await readAudit(ctx.app, admin, '?actor=OPS%40')).total).toBe(1);
    expect((await readAudit(ctx.app, admin, `?actor=${operator?.id}`)).total).toBe(1);
    // Both days included, in UTC: 23:59 on the 2nd is in, midnight of the 3rd is not.
    expect(ids((await readAudit(ctx.app, admin, '?from=2026-03-02&to=2026-03-02')).items)).toEqual([
      'course/c-2/someone@curio.example',
    ]);
    const second = await readAudit(ctx.app, admin, '?pageSize=3&page=2');
    expect(second).toMatchObject({ total: 4, page: 2 });
    expect(ids(second.items)).toEqual(['course/c-1/someone@curio.example']);
    expect((await readAudit(ctx.app, admin, '?sort=createdAt&pageSize=1')).items[0]?.entityId).toBe('c-1');
  });

  it('names who and what: the actor, a course, a deleted category, an FAQ, an order, a setting', async () => {
    const admin = await adminAuth(ctx.app);
    const call = (method: 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
      ctx.app.inject({ method, url, headers: admin, ...(payload && { payload }) });
    const category = (await call('POST', '/api/admin/categories', { name: 'Kilns' })).json().data;
    const gone = (await call('POST', '/api/admin/categories', { name: 'Glazes' })).json().data;
    expect((await call('DELETE', `/api/admin/categories/${gone._id}`)).statusCode).toBe(200);
    const course = await createCourse(ctx.app, admin, aCourseRequest(category._id, { name: 'Raku Firing' }));
    const faq = await call('POST', '/api/admin/content/faqs', {
      question: 'Can I bring my own clay?',
      answer: '<p>Yes.</p>',
      published: true,
    });
    expect(faq.statusCode, faq.body).toBe(201);
    const orderId = randomUUID();
    await anAuditRow(ctx.app, { entity: 'order', action: 'status', entityId: orderId });
    await anAuditRow(ctx.app, { entity: 'setting', entityId: 'websitePolicy' });
    // An id the log kept from before ids were uuids: no name, and the list still reads.
    await anAuditRow(ctx.app, { entity: 'course', entityId: 'c-1' });

    const { items } = await readAudit(ctx.app, admin, '?pageSize=100');
    const named = (entity: string, entityId: string) =>
      items.find((e) => e.entity === entity && e.entityId === entityId)?.entityName;
    expect(named('course', course._id)).toBe('Raku Firing');
    expect(named('category', category._id)).toBe('Kilns');
    expect(items.filter((e) => e.entityId === gone._id).map((e) => [e.action, e.entityName])).toEqual([
      ['delete', 'Glazes'],
      ['create', 'Glazes'],
    ]);
    expect(named('faq', faq.json().data._id)).toBe('Can I bring my own clay?');
    expect(named('order', orderId)).toBe(`CUR-${orderId.replaceAll('-', '').slice(0, 8).toUpperCase()}`);
    expect(named('setting', 'websitePolicy')).toBe(AUDIT_SETTING_NAMES.websitePolicy);
    expect(named('course', 'c-1')).toBeNull();
    const mine = items.filter((e) => e.actorEmail === 'ops@curio.example');
    expect(new Set(mine.map((e) => e.actorName))).toEqual(new Set(['Site Operator']));
    expect(items.find((e) => e.actorEmail === 'someone@curio.example')?.actorName).toBeNull();
  });

  it('filters by the known entities and actions only', async () => {
    const admin = await adminAuth(ctx.app);
    await anAuditRow(ctx.app, { entity: 'faq', action: 'publish' });
    expect((await readAudit(ctx.app, admin, '?entity=faq&action=publish')).total).toBe(1);
    for (const query of ['entity=courses', 'action=archive', 'entity=', 'action=Publish']) {
      expect((await get(ctx.app, `${AUDIT}?${query}`, admin)).statusCode, query).toBe(400);
    }
  });

  it.each([['from=yesterday'], ['to=2026-13-01'], ['pageSize=0'], ['sort=actorEmail']])(
    'answers a bad query (%s) 400',
    async (query) => {
      expect((await get(ctx.app, `${AUDIT}?${query}`, await adminAuth(ctx.app))).statusCode).toBe(400);
    },
  );

  it('is for admins only: 401 without a token, 403 for a learner and for an editor', async () => {
    expect((await get(ctx.app, AUDIT, {})).statusCode).toBe(401);
    expect((await get(ctx.app, AUDIT, (await signedInUser(ctx.app)).auth)).statusCode).toBe(403);
    expect((await get(ctx.app, AUDIT, (await signedInStaff(ctx.app, 'editor')).auth)).statusCode).toBe(403);
  });

  it('is written in the change’s transaction: when the audit write fails, the change is undone', async () => {
    const admin = await adminAuth(ctx.app);
    const member = await signedInUser(ctx.app);
    await withFailingAuditWrites(ctx.app, async () => {
      const res = await ctx.app.inject({
        method: 'PATCH',
        url: `/api/admin/users/${member.profile._id}/role`,
        headers: admin,
        payload: { role: 'admin', version: member.profile.updatedAt },
      });
      expect(res.statusCode).toBe(500);
    });
    const [row] = await ctx.app.db.select().from(users).where(eq(users.id, member.profile._id));
    expect(row?.role).toBe('user');
    expect(await ctx.app.db.select().from(auditLog)).toEqual([]);
  });
});

describe('the audit log is append-only', () => {
  const routes: string[] = [];
  let app: FastifyInstance | undefined;
  afterAll(() => app?.close());

  it('has no route that could change or delete an audit row: only GET /api/admin/audit', async () => {
    app = await createTestApp(
      {},
      { onRoute: (route) => void routes.push(`${[route.method].flat().join(',')} ${route.url}`) },
    );
    // Fastify adds a HEAD beside every GET.
    expect(routes.filter((route) => /audit/i.test(route)).sort()).toEqual([
      'GET /api/admin/audit',
      'HEAD /api/admin/audit',
    ]);
  });
});
