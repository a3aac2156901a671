import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, jobApplications, jobs, leads, trainerApplications } from '@curio/db';
import {
  envelope,
  GENERAL_ENQUIRY,
  INBOX_MESSAGES,
  LEAD_SOURCE_GENERAL,
  MESSAGES,
  ZConsolePage,
  ZInboxJobApplication,
  ZInboxLead,
  ZInboxTrainerApplication,
  type TInboxLead,
} from '@curio/shared';
import { useTestApp } from './helpers/app.ts';
import { get, type Auth } from './helpers/commerce.ts';
import { csvRecords } from './helpers/csv.ts';
import { testDatabase } from './helpers/database.ts';
import { adminAuth, editorAuth, signedInUser } from './helpers/users.ts';

const db = async () => (await testDatabase()).db;

async function aLead(overrides: Partial<typeof leads.$inferInsert> = {}) {
  const [row] = await (
    await db()
  )
    .insert(leads)
    .values({ name: 'Rahul Menon', email: 'rahul@example.com', comment: 'Training for 40.', ...overrides })
    .returning();
  if (!row) throw new Error('no lead');
  return row;
}

async function aJob(title: string) {
  const [job] = await (
    await db()
  )
    .insert(jobs)
    .values({
      title,
      description: '<p>Teach.</p>',
      jobType: 'Full-time',
      jobLocation: 'Bangalore',
      salary: '1',
    })
    .returning();
  if (!job) throw new Error('no job');
  return job;
}

async function aJobApplication(job: { id: string; title: string }, name: string) {
  await (await db()).insert(jobApplications).values({
    jobId: job.id,
    jobTitle: job.title,
    name,
    email: `${name.split(' ')[0]}@example.com`,
    phone: '9845012345',
    coverLetter: 'Hello.',
  });
}

const patch = (app: FastifyInstance, auth: Auth, url: string, payload: object) =>
  app.inject({ method: 'PATCH', url, headers: auth, payload });

const leadPage = envelope(ZConsolePage(ZInboxLead.strict()));

describe('the enquiries inbox (GET/PATCH /api/admin/leads, leads.csv)', () => {
  const ctx = useTestApp();

  const list = async (auth: Auth, query = '') => {
    const res = await get(ctx.app, `/api/admin/leads${query ? `?${query}` : ''}`, auth);
    expect(res.statusCode, res.body).toBe(200);
    return leadPage.parse(res.json()).data;
  };

  it('filters by status, source and a search of name and email, with the total', async () => {
    const a = await aLead({ name: 'Asha Rao', email: 'asha@corp.example', source: 'Cloud Labs' });
    const b = await aLead({ name: 'Vikram Iyer', email: 'vik@example.com', source: 'Corporate Training' });
    await (await db()).update(leads).set({ status: 'closed' }).where(eq(leads.id, b.id));
    const editor = await editorAuth(ctx.app);
    const names = async (query: string) => (await list(editor, query)).items.map((l) => l.name);

    expect(await list(editor)).toMatchObject({ total: 2, page: 1, pageSize: 25 });
    expect(await names('status=closed')).toEqual(['Vikram Iyer']);
    expect(await names('status=new')).toEqual(['Asha Rao']);
    expect(await names('source=Cloud%20Labs')).toEqual(['Asha Rao']);
    expect(await names('q=CORP.example')).toEqual(['Asha Rao']);
    expect(await names('q=iyer')).toEqual(['Vikram Iyer']);
    expect(await names('q=%25')).toEqual([]);
    expect(await names('sort=name')).toEqual(['Asha Rao', 'Vikram Iyer']);
    expect((await list(editor, 'q=asha')).items[0]).toMatchObject({
      _id: a.id,
      status: 'new',
      note: null,
      updatedAt: a.updatedAt.toISOString(),
    });
  });

  it('sets the status and note (editor), audited with before and after', async () => {
    const lead = await aLead();
    const editor = await editorAuth(ctx.app);
    const [loaded] = (await list(editor)).items as [TInboxLead];
    const res = await patch(ctx.app, editor, `/api/admin/leads/${lead.id}`, {
      status: 'in_progress',
      note: '  Called back, sending a quote.  ',
      version: loaded.updatedAt,
    });
    expect(res.statusCode, res.body).toBe(200);
    const saved = envelope(ZInboxLead.strict()).parse(res.json()).data;
    expect(saved).toMatchObject({ status: 'in_progress', note: 'Called back, sending a quote.' });
    expect(saved.updatedAt).not.toBe(loaded.updatedAt);
    expect(res.json().message).toBe(MESSAGES.admin.saved);

    const audit = await (await db()).select().from(auditLog).where(eq(auditLog.entityId, lead.id));
    expect(audit).toEqual([
      expect.objectContaining({
        action: 'update',
        entity: 'lead',
        before: { status: 'new', note: null },
        after: { status: 'in_progress', note: 'Called back, sending a quote.' },
      }),
    ]);

    // An empty note clears it; the status stays.
    const cleared = await patch(ctx.app, await adminAuth(ctx.app), `/api/admin/leads/${lead.id}`, {
      note: '',
      version: saved.updatedAt,
    });
    expect(cleared.json().data).toMatchObject({ status: 'in_progress', note: null });
  });

  it('refuses a stale version with 409 and changes nothing', async () => {
    const lead = await aLead();
    const editor = await editorAuth(ctx.app);
    const version = lead.updatedAt.toISOString();
    await patch(ctx.app, editor, `/api/admin/leads/${lead.id}`, { status: 'closed', version });
    const before = await (await db()).select().from(auditLog);

    const res = await patch(ctx.app, editor, `/api/admin/leads/${lead.id}`, { note: 'Late', version });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ statusCode: 409, message: MESSAGES.admin.staleEdit, data: null });
    expect((await list(editor)).items[0]).toMatchObject({ status: 'closed', note: null });
    expect(await (await db()).select().from(auditLog)).toEqual(before);
  });

  it('reads one enquiry as it is now, for the console to compare a stale edit with', async () => {
    const lead = await aLead({ source: 'Cloud Labs' });
    const editor = await editorAuth(ctx.app);
    await patch(ctx.app, editor, `/api/admin/leads/${lead.id}`, {
      note: 'Quote sent',
      version: lead.updatedAt.toISOString(),
    });
    const res = await get(ctx.app, `/api/admin/leads/${lead.id}`, editor);
    expect(res.statusCode, res.body).toBe(200);
    expect(envelope(ZInboxLead.strict()).parse(res.json()).data).toMatchObject({
      _id: lead.id,
      source: 'Cloud Labs',
      status: 'new',
      note: 'Quote sent',
    });
    const unknown = await get(ctx.app, `/api/admin/leads/${randomUUID()}`, editor);
    expect(unknown.json()).toEqual({ statusCode: 404, message: INBOX_MESSAGES.notFound, data: null });
    expect((await get(ctx.app, '/api/admin/leads/not-an-id', editor)).statusCode).toBe(400);
    expect((await get(ctx.app, `/api/admin/leads/${lead.id}`, {})).statusCode).toBe(401);
  });

  it('answers 404 for an unknown id and 400 for bad input', async () => {
    const editor = await editorAuth(ctx.app);
    const version = new Date().toISOString();
    const unknown = await patch(ctx.app, editor, `/api/admin/leads/${randomUUID()}`, { version });
    expect(unknown.json()).toEqual({ statusCode: 404, message: INBOX_MESSAGES.notFound, data: null });
    const lead = await aLead();
    for (const [payload, field] of [
      [{ status: 'done', version }, 'status'],
      [{ status: 'closed' }, 'version'],
      [{ note: 'x'.repeat(2001), version }, 'note'],
    ] as const) {
      const res = await patch(ctx.app, editor, `/api/admin/leads/${lead.id}`, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toContainEqual({ field, message: expect.any(String) });
    }
    expect((await get(ctx.app, '/api/admin/leads?status=done', editor)).statusCode).toBe(400);
    expect((await get(ctx.app, '/api/admin/leads?pageSize=0', editor)).statusCode).toBe(400);
  });

  it('exports the filtered enquiries as CSV with formulas neutralized', async () => {
    await aLead({ name: 'Asha Rao', comment: '=cmd|" /C calc"!A0', source: '+Cloud' });
    await aLead({ name: 'Closed One' }).then((l) =>
      db().then((d) => d.update(leads).set({ status: 'closed' }).where(eq(leads.id, l.id))),
    );
    const res = await get(ctx.app, '/api/admin/leads.csv?status=new', await editorAuth(ctx.app));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    const records = csvRecords(res.body);
    expect(records).toEqual([
      {
        'Received at (UTC)': expect.any(String),
        Status: 'New',
        Name: 'Asha Rao',
        Email: 'rahul@example.com',
        'From page': "'+Cloud",
        Message: `'=cmd|" /C calc"!A0`,
        Note: '',
        'Updated at (UTC)': expect.any(String),
      },
    ]);
  });

  it('files an enquiry about no service as a general enquiry, for its filter and export', async () => {
    const sent = await ctx.app.inject({
      method: 'POST',
      url: '/api/leads',
      payload: { name: 'José Ñúñez', email: 'jose@example.com', comment: 'A quote in ₹, please.' },
    });
    expect(sent.statusCode, sent.body).toBe(201);
    await aLead({ name: 'Vikram Iyer', source: 'Cloud Labs' });
    const editor = await editorAuth(ctx.app);

    const general = await list(editor, `source=${LEAD_SOURCE_GENERAL}`);
    expect(general.items.map((lead) => [lead.name, lead.source])).toEqual([['José Ñúñez', null]]);
    expect(general.total).toBe(1);
    expect((await list(editor, 'source=Cloud%20Labs')).items.map((lead) => lead.name)).toEqual([
      'Vikram Iyer',
    ]);

    const all = await get(ctx.app, '/api/admin/leads.csv', editor);
    expect(all.body.startsWith('\uFEFF')).toBe(true);
    expect(csvRecords(all.body).map((r) => [r.Name, r['From page']])).toEqual([
      ['Vikram Iyer', 'Cloud Labs'],
      ['José Ñúñez', GENERAL_ENQUIRY],
    ]);
    const filtered = await get(ctx.app, `/api/admin/leads.csv?source=${LEAD_SOURCE_GENERAL}`, editor);
    expect(csvRecords(filtered.body)).toEqual([
      expect.objectContaining({
        Name: 'José Ñúñez',
        'From page': GENERAL_ENQUIRY,
        Message: 'A quote in ₹, please.',
      }),
    ]);
  });

  it.each(['/api/admin/leads', '/api/admin/leads.csv'])(
    '%s: 401 without a token, 403 for a learner, 200 for an admin',
    async (url) => {
      expect((await get(ctx.app, url, {})).statusCode).toBe(401);
      expect((await get(ctx.app, url, (await signedInUser(ctx.app)).auth)).statusCode).toBe(403);
      expect((await get(ctx.app, url, await adminAuth(ctx.app))).statusCode).toBe(200);
    },
  );

  it('PATCH: 401 without a token, 403 for a learner', async () => {
    const lead = await aLead();
    const payload = { status: 'closed', version: lead.updatedAt.toISOString() };
    expect((await patch(ctx.app, {}, `/api/admin/leads/${lead.id}`, payload)).statusCode).toBe(401);
    const learner = await signedInUser(ctx.app);
    expect((await patch(ctx.app, learner.auth, `/api/admin/leads/${lead.id}`, payload)).statusCode).toBe(403);
  });
});

describe('the applications inbox (job and trainer applications)', () => {
  const ctx = useTestApp();

  it('filters job applications by job and status, edits them, and exports them', async () => {
    const cloud = await aJob('Cloud Instructor');
    const data = await aJob('Data Mentor');
    await aJobApplication(cloud, 'Meghana Hegde');
    await aJobApplication(data, 'Farhan Ali');
    const editor = await editorAuth(ctx.app);
    const page = envelope(ZConsolePage(ZInboxJobApplication.strict()));
    const listed = async (query: string) =>
      page.parse((await get(ctx.app, `/api/admin/job-applications?${query}`, editor)).json()).data;

    expect((await listed(`job=${cloud.id}`)).items.map((a) => a.name)).toEqual(['Meghana Hegde']);
    expect((await listed('q=farhan')).items.map((a) => a.jobTitle)).toEqual(['Data Mentor']);
    const [farhan] = (await listed('q=farhan')).items;
    const res = await patch(ctx.app, editor, `/api/admin/job-applications/${farhan?._id}`, {
      status: 'closed',
      version: farhan?.updatedAt,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await listed('status=closed')).items.map((a) => a.name)).toEqual(['Farhan Ali']);
    const audit = await (await db()).select().from(auditLog).where(eq(auditLog.entity, 'job_application'));
    expect(audit).toHaveLength(1);

    const csv = await get(ctx.app, `/api/admin/job-applications.csv?job=${data.id}`, editor);
    expect(csvRecords(csv.body)).toEqual([
      expect.objectContaining({ Name: 'Farhan Ali', Position: 'Data Mentor', Status: 'Closed' }),
    ]);
    expect((await get(ctx.app, '/api/admin/job-applications?job=42', editor)).statusCode).toBe(400);
  });

  it('lists, edits and exports trainer applications', async () => {
    await (await db()).insert(trainerApplications).values({
      name: '@Sneha Kulkarni',
      email: 'sneha@example.com',
      phone: '7012345678',
      expertise: 'Kubernetes',
      experienceYears: 7,
      message: '-1+1',
    });
    const editor = await editorAuth(ctx.app);
    const page = envelope(ZConsolePage(ZInboxTrainerApplication.strict()));
    const { items, total } = page.parse(
      (await get(ctx.app, '/api/admin/trainer-applications?status=new', editor)).json(),
    ).data;
    expect(total).toBe(1);
    const res = await patch(ctx.app, editor, `/api/admin/trainer-applications/${items[0]?._id}`, {
      note: 'Strong profile',
      version: items[0]?.updatedAt,
    });
    expect(res.json().data).toMatchObject({ status: 'new', note: 'Strong profile' });

    const csv = await get(ctx.app, '/api/admin/trainer-applications.csv', editor);
    expect(csvRecords(csv.body)).toEqual([
      expect.objectContaining({
        Name: "'@Sneha Kulkarni",
        'Experience (years)': '7',
        Message: "'-1+1",
        Note: 'Strong profile',
      }),
    ]);
  });
});
