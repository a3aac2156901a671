import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog } from '@curio/db';
import { MESSAGES, ZBroadcast, ZConsolePage } from '@curio/shared';
import { useTestApp } from './helpers/app.ts';
import { readNotifications, type Auth } from './helpers/commerce.ts';
import { adminAuth, editorAuth, signedInUser } from './helpers/users.ts';

const BROADCASTS = '/api/admin/notifications';

const send = (app: FastifyInstance, auth: Auth, payload: unknown) =>
  app.inject({ method: 'POST', url: BROADCASTS, headers: auth, payload: payload as object });
const list = (app: FastifyInstance, auth: Auth, query = '') =>
  app.inject({ method: 'GET', url: `${BROADCASTS}${query}`, headers: auth });

describe('POST /api/admin/notifications', () => {
  const ctx = useTestApp();

  it('sends a broadcast every learner sees with its link, and audits it', async () => {
    const editor = await editorAuth(ctx.app);
    const learner = await signedInUser(ctx.app);

    const res = await send(ctx.app, editor, {
      title: '  Spring sale  ',
      message: 'Every course 20% off this week.',
      link: '/courses',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBe(MESSAGES.broadcast.sent);
    const sent = ZBroadcast.strict().parse(res.json().data);
    expect(sent).toMatchObject({ title: 'Spring sale', link: '/courses' });

    const seen = await readNotifications(ctx.app, learner.auth);
    expect(seen).toEqual([
      expect.objectContaining({ _id: sent._id, title: 'Spring sale', broadcast: true, link: '/courses' }),
    ]);
    // Even a learner who signs up later sees it.
    const later = await signedInUser(ctx.app);
    expect((await readNotifications(ctx.app, later.auth)).map((n) => n._id)).toEqual([sent._id]);

    const [audit] = await ctx.app.db.select().from(auditLog).where(eq(auditLog.entityId, sent._id));
    expect(audit).toMatchObject({
      action: 'create',
      entity: 'broadcast',
      actorEmail: expect.stringMatching(/^editor-/),
      before: null,
      after: { title: 'Spring sale', message: 'Every course 20% off this week.', link: '/courses' },
    });
  });

  it('takes an https link or none; a learner’s notification then has no link', async () => {
    const admin = await adminAuth(ctx.app);
    const learner = await signedInUser(ctx.app);
    expect(
      (
        await send(ctx.app, admin, {
          title: 'Docs',
          message: 'Read them.',
          link: 'https://docs.curio.example/start',
        })
      ).statusCode,
    ).toBe(201);
    expect(
      (await send(ctx.app, admin, { title: 'Plain', message: 'No link.', link: '' })).json().data.link,
    ).toBeNull();
    const [plain] = await readNotifications(ctx.app, learner.auth);
    expect(plain).not.toHaveProperty('link');
  });

  it.each([
    ['a protocol-relative link', { link: '//evil.example/x' }, 'link'],
    ['a backslash link', { link: '/\\evil.example' }, 'link'],
    ['a javascript: link', { link: 'javascript:alert(1)' }, 'link'],
    ['an http link', { link: 'http://curio.example/' }, 'link'],
    ['a blank title', { title: '   ' }, 'title'],
    ['no message', { message: undefined }, 'message'],
  ])('answers %s 400 and stores nothing', async (_, change, field) => {
    const admin = await adminAuth(ctx.app);
    const res = await send(ctx.app, admin, { title: 'Hi', message: 'There', ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual(expect.arrayContaining([expect.objectContaining({ field })]));
    expect((await list(ctx.app, admin)).json().data.total).toBe(0);
  });

  it('is for staff: a learner gets 403 and no token 401, whatever the body', async () => {
    expect((await send(ctx.app, (await signedInUser(ctx.app)).auth, {})).statusCode).toBe(403);
    expect((await send(ctx.app, {}, {})).statusCode).toBe(401);
  });
});

describe('GET /api/admin/notifications', () => {
  const ctx = useTestApp();

  it('pages the broadcasts, newest first, with the total', async () => {
    const admin = await adminAuth(ctx.app);
    for (const title of ['First', 'Second', 'Third'])
      expect((await send(ctx.app, admin, { title, message: `${title} message` })).statusCode).toBe(201);

    const res = await list(ctx.app, await editorAuth(ctx.app), '?pageSize=2');
    expect(res.statusCode).toBe(200);
    const page = ZConsolePage(ZBroadcast).strict().parse(res.json().data);
    expect(page).toMatchObject({ total: 3, page: 1, pageSize: 2 });
    expect(page.items.map((b) => b.title)).toEqual(['Third', 'Second']);
    expect((await list(ctx.app, admin, '?pageSize=500')).statusCode).toBe(400);
    expect((await list(ctx.app, (await signedInUser(ctx.app)).auth)).statusCode).toBe(403);
  });
});
