import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, users } from '@curio/db';
import { MESSAGES, ZAdminUser, ZAdminUserDetail, ZConsolePage, type TAdminUser } from '@curio/shared';
import { useTestApp } from './helpers/app.ts';
import { aCourseInStock, anOrder, type Auth } from './helpers/commerce.ts';
import { adminAuth, logIn, signedInStaff, signedInUser } from './helpers/users.ts';

const urls = {
  list: '/api/admin/users',
  user: (id: string) => `/api/admin/users/${id}`,
  role: (id: string) => `/api/admin/users/${id}/role`,
  status: (id: string) => `/api/admin/users/${id}/status`,
  dashboard: '/api/admin/dashboard',
};

const get = (app: FastifyInstance, url: string, auth: Auth) =>
  app.inject({ method: 'GET', url, headers: auth });
const patch = (app: FastifyInstance, url: string, auth: Auth, payload: object) =>
  app.inject({ method: 'PATCH', url, headers: auth, payload });

async function readUser(app: FastifyInstance, admin: Auth, id: string): Promise<TAdminUser> {
  const res = await get(app, urls.user(id), admin);
  expect(res.statusCode).toBe(200);
  return res.json().data;
}

const auditRows = async (app: FastifyInstance, entityId: string) =>
  app.db.select().from(auditLog).where(eq(auditLog.entityId, entityId));

/** The operator account of `adminAuth`, as the console shows it. */
async function theOperator(app: FastifyInstance, admin: Auth): Promise<TAdminUser> {
  const res = await get(app, `${urls.list}?q=ops%40curio.example`, admin);
  const [operator] = res.json().data.items as TAdminUser[];
  if (!operator) throw new Error('the operator account is missing');
  return operator;
}

describe('GET /api/admin/users', () => {
  const ctx = useTestApp();

  it('searches name, email and phone, filters by role and status, and pages with the total', async () => {
    const admin = await adminAuth(ctx.app);
    const meera = await signedInUser(ctx.app, { name: 'Meera Iyer', phone: '9811112222' });
    await signedInUser(ctx.app, { name: 'Kabir Rao' });
    const editor = await signedInStaff(ctx.app, 'editor', { name: 'Esha Editor' });

    const byName = await get(ctx.app, `${urls.list}?q=meera`, admin);
    expect(byName.statusCode).toBe(200);
    const page = ZConsolePage(ZAdminUser).strict().parse(byName.json().data);
    expect(page).toMatchObject({ total: 1, page: 1, pageSize: 25 });
    expect(page.items[0]).toMatchObject({ email: meera.email, role: 'user', disabled: false, orderCount: 0 });

    expect((await get(ctx.app, `${urls.list}?q=98111`, admin)).json().data.total).toBe(1);
    expect((await get(ctx.app, `${urls.list}?q=${meera.email.slice(0, 12)}`, admin)).json().data.total).toBe(
      1,
    );
    // LIKE's wildcards are taken literally: '_' matches only an underscore (there is none).
    expect((await get(ctx.app, `${urls.list}?q=_`, admin)).json().data.total).toBe(0);

    const editors = (await get(ctx.app, `${urls.list}?role=editor`, admin)).json().data;
    expect(editors.items.map((u: TAdminUser) => u.email)).toEqual([editor.email]);

    const sorted = (await get(ctx.app, `${urls.list}?sort=name&pageSize=2&page=2`, admin)).json().data;
    expect(sorted).toMatchObject({ total: 4, page: 2, pageSize: 2 });
    expect(sorted.items.map((u: TAdminUser) => u.name)).toEqual(['Meera Iyer', 'Site Operator']);
  });

  it('filters disabled accounts and counts each user’s orders', async () => {
    const admin = await adminAuth(ctx.app);
    const buyer = await signedInUser(ctx.app);
    const course = await aCourseInStock();
    await anOrder(ctx.app, buyer.auth, [{ courseId: course.id }]);
    const quiet = await signedInUser(ctx.app);
    await patch(ctx.app, urls.status(quiet.profile._id), admin, {
      disabled: true,
      version: quiet.profile.updatedAt,
    });

    const disabled = (await get(ctx.app, `${urls.list}?status=disabled`, admin)).json().data;
    expect(disabled.items.map((u: TAdminUser) => u.email)).toEqual([quiet.email]);
    const active = (await get(ctx.app, `${urls.list}?status=active&role=user`, admin)).json().data;
    expect(active.items).toEqual([expect.objectContaining({ email: buyer.email, orderCount: 1 })]);
  });

  it.each([['pageSize=1000'], ['page=0'], ['role=boss'], ['status=gone'], ['sort=passwordHash']])(
    'answers a bad query (%s) 400',
    async (query) => {
      const res = await get(ctx.app, `${urls.list}?${query}`, await adminAuth(ctx.app));
      expect(res.statusCode).toBe(400);
    },
  );

  it('is for admins only: 401 without a token, 403 for a learner and for an editor', async () => {
    expect((await get(ctx.app, urls.list, {})).statusCode).toBe(401);
    expect((await get(ctx.app, urls.list, (await signedInUser(ctx.app)).auth)).statusCode).toBe(403);
    expect((await get(ctx.app, urls.list, (await signedInStaff(ctx.app, 'editor')).auth)).statusCode).toBe(
      403,
    );
  });
});

describe('GET /api/admin/users/{id}', () => {
  const ctx = useTestApp();

  it('shows the user with their orders, newest first', async () => {
    const admin = await adminAuth(ctx.app);
    const learner = await signedInUser(ctx.app);
    const course = await aCourseInStock({ priceCents: 4950 });
    const another = await aCourseInStock({ priceCents: 4950 });
    const first = await anOrder(ctx.app, learner.auth, [{ courseId: course.id, quantity: 2 }]);
    const second = await anOrder(ctx.app, learner.auth, [{ courseId: another.id }]);

    const res = await get(ctx.app, urls.user(learner.profile._id), admin);
    expect(res.statusCode).toBe(200);
    const detail = ZAdminUserDetail.strict().parse(res.json().data);
    expect(detail).toMatchObject({ email: learner.email, orderCount: 2 });
    expect(detail.orders).toEqual([
      {
        _id: second._id,
        reference: second.reference,
        status: 'pending',
        amount: 49.5,
        createdAt: second.createdAt,
      },
      {
        _id: first._id,
        reference: first.reference,
        status: 'pending',
        amount: 99,
        createdAt: first.createdAt,
      },
    ]);
  });

  it('answers an unknown id 404 and a malformed one 400', async () => {
    const admin = await adminAuth(ctx.app);
    const unknown = await get(ctx.app, urls.user(randomUUID()), admin);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(MESSAGES.staff.userNotFound);
    expect((await get(ctx.app, urls.user('42'), admin)).statusCode).toBe(400);
  });
});

describe('PATCH /api/admin/users/{id}/role', () => {
  const ctx = useTestApp();

  it('applies on the next request whatever the token says, both ways, and is audited', async () => {
    const admin = await adminAuth(ctx.app);
    const operator = await theOperator(ctx.app, admin);
    const member = await signedInUser(ctx.app);
    expect((await get(ctx.app, urls.dashboard, member.auth)).statusCode).toBe(403);

    const promoted = await patch(ctx.app, urls.role(member.profile._id), admin, {
      role: 'editor',
      version: member.profile.updatedAt,
    });
    expect(promoted.statusCode).toBe(200);
    expect(promoted.json()).toMatchObject({ message: MESSAGES.staff.roleChanged, data: { role: 'editor' } });
    // The token was issued to a learner; the database says editor now.
    expect((await get(ctx.app, urls.dashboard, member.auth)).statusCode).toBe(200);

    const demoted = await patch(ctx.app, urls.role(member.profile._id), admin, {
      role: 'user',
      version: promoted.json().data.updatedAt,
    });
    expect(demoted.statusCode).toBe(200);
    expect((await get(ctx.app, urls.dashboard, member.auth)).statusCode).toBe(403);

    const rows = await auditRows(ctx.app, member.profile._id);
    expect(rows).toHaveLength(2);
    expect(rows).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          actorId: operator._id,
          actorEmail: 'ops@curio.example',
          actorIp: '127.0.0.1',
          action: 'role',
          entity: 'user',
          before: { role: 'user' },
          after: { role: 'editor' },
        }),
        expect.objectContaining({ before: { role: 'editor' }, after: { role: 'user' } }),
      ]),
    );
  });

  it('answers a stale version 409 and changes nothing, not even the audit log', async () => {
    const admin = await adminAuth(ctx.app);
    const member = await signedInUser(ctx.app);
    const stale = member.profile.updatedAt;
    await ctx.app.db
      .update(users)
      .set({ phone: '9000000001', updatedAt: new Date(Date.now() + 1000) })
      .where(eq(users.id, member.profile._id));

    const res = await patch(ctx.app, urls.role(member.profile._id), admin, { role: 'admin', version: stale });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(MESSAGES.admin.staleEdit);
    expect((await readUser(ctx.app, admin, member.profile._id)).role).toBe('user');
    expect(await auditRows(ctx.app, member.profile._id)).toEqual([]);
  });

  it('keeps the last admin: they cannot demote themselves, until there is another admin', async () => {
    const admin = await adminAuth(ctx.app);
    const operator = await theOperator(ctx.app, admin);

    const refused = await patch(ctx.app, urls.role(operator._id), admin, {
      role: 'editor',
      version: operator.updatedAt,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(MESSAGES.staff.lastAdmin);
    expect((await readUser(ctx.app, admin, operator._id)).role).toBe('admin');
    expect(await auditRows(ctx.app, operator._id)).toEqual([]);

    await signedInStaff(ctx.app, 'admin');
    const stepDown = await patch(ctx.app, urls.role(operator._id), admin, {
      role: 'editor',
      version: operator.updatedAt,
    });
    expect(stepDown.statusCode).toBe(200);
    // Their own next request already runs as an editor.
    expect((await get(ctx.app, urls.list, admin)).statusCode).toBe(403);
  });

  it.each([
    ['an unknown role', { role: 'owner', version: new Date().toISOString() }],
    ['no version', { role: 'editor' }],
    ['a version that is not a time', { role: 'editor', version: 'yesterday' }],
  ])('answers %s 400', async (_, body) => {
    const member = await signedInUser(ctx.app);
    const res = await patch(ctx.app, urls.role(member.profile._id), await adminAuth(ctx.app), body);
    expect(res.statusCode).toBe(400);
  });

  it('is for admins only: an editor gets 403 and cannot promote themselves', async () => {
    const editor = await signedInStaff(ctx.app, 'editor');
    const res = await patch(ctx.app, urls.role(editor.profile._id), editor.auth, {
      role: 'admin',
      version: editor.profile.updatedAt,
    });
    expect(res.statusCode).toBe(403);
    expect((await get(ctx.app, urls.list, editor.auth)).statusCode).toBe(403);
  });
});

describe('PATCH /api/admin/users/{id}/status', () => {
  const ctx = useTestApp();

  it('disables an account: its token is refused at once and for good, its login too; enabling lets it log in again', async () => {
    const admin = await adminAuth(ctx.app);
    const member = await signedInUser(ctx.app);
    expect((await get(ctx.app, '/api/user/self', member.auth)).statusCode).toBe(200);

    const res = await patch(ctx.app, urls.status(member.profile._id), admin, {
      disabled: true,
      version: member.profile.updatedAt,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: MESSAGES.staff.disabled, data: { disabled: true } });

    const refused = await get(ctx.app, '/api/notification/user', member.auth);
    expect(refused.statusCode).toBe(401);
    expect(refused.json().message).toBe(MESSAGES.auth.accountDisabled);
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: { email: member.email, password: member.password },
    });
    expect(login.statusCode).toBe(401);
    expect(login.json().message).toBe(MESSAGES.auth.accountDisabled);
    // A wrong password says nothing about the account being disabled.
    const guess = await ctx.app.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: { email: member.email, password: 'Wrong1234' },
    });
    expect(guess.json().message).toBe(MESSAGES.auth.invalidCredentials);

    const enabled = await patch(ctx.app, urls.status(member.profile._id), admin, {
      disabled: false,
      version: res.json().data.updatedAt,
    });
    expect(enabled.json()).toMatchObject({ message: MESSAGES.staff.enabled, data: { disabled: false } });
    // The token issued before the account was disabled stays revoked: enabling needs a fresh login.
    const stale = await get(ctx.app, '/api/notification/user', member.auth);
    expect(stale.statusCode).toBe(401);
    expect(stale.json().message).toBe(MESSAGES.auth.sessionExpired);
    await expect(logIn(ctx.app, member)).resolves.toMatchObject({ user: { email: member.email } });

    const rows = await auditRows(ctx.app, member.profile._id);
    expect(rows.map((r) => [r.action, r.before, r.after])).toEqual(
      expect.arrayContaining([
        ['disable', { disabled: false }, { disabled: true }],
        ['enable', { disabled: true }, { disabled: false }],
      ]),
    );
  });

  it('refuses an admin disabling themselves, even with another admin around', async () => {
    const admin = await adminAuth(ctx.app);
    await signedInStaff(ctx.app, 'admin');
    const operator = await theOperator(ctx.app, admin);
    const res = await patch(ctx.app, urls.status(operator._id), admin, {
      disabled: true,
      version: operator.updatedAt,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(MESSAGES.staff.cannotDisableSelf);
    expect((await get(ctx.app, urls.list, admin)).statusCode).toBe(200);
  });

  it('disables another admin, who is refused at once', async () => {
    const admin = await adminAuth(ctx.app);
    const other = await signedInStaff(ctx.app, 'admin');
    const res = await patch(ctx.app, urls.status(other.profile._id), admin, {
      disabled: true,
      version: (await readUser(ctx.app, admin, other.profile._id)).updatedAt,
    });
    expect(res.statusCode).toBe(200);
    expect((await get(ctx.app, urls.list, other.auth)).statusCode).toBe(401);
  });

  it('answers a stale version 409 and leaves the account enabled', async () => {
    const admin = await adminAuth(ctx.app);
    const member = await signedInUser(ctx.app);
    const res = await patch(ctx.app, urls.status(member.profile._id), admin, {
      disabled: true,
      version: new Date(Date.parse(member.profile.updatedAt) - 60_000).toISOString(),
    });
    expect(res.statusCode).toBe(409);
    expect((await get(ctx.app, '/api/notification/user', member.auth)).statusCode).toBe(200);
  });

  it('answers a body without `disabled` 400 and a learner 403', async () => {
    const member = await signedInUser(ctx.app);
    const body = { version: member.profile.updatedAt };
    expect(
      (await patch(ctx.app, urls.status(member.profile._id), await adminAuth(ctx.app), body)).statusCode,
    ).toBe(400);
    expect(
      (await patch(ctx.app, urls.status(member.profile._id), member.auth, { ...body, disabled: true }))
        .statusCode,
    ).toBe(403);
  });
});
