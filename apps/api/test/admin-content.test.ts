import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { jobApplications } from '@curio/db';
import { CONTENT_MESSAGES, MESSAGES } from '@curio/shared';
import { useTestApp } from './helpers/app.ts';
import { auditRows, call, expectStaffOnly, type Auth } from './helpers/catalogue-admin.ts';
import { CONTENT_CASES, contentUrls as urls, type ContentCase } from './helpers/content-admin.ts';
import { testDatabase } from './helpers/database.ts';
import { editorAuth, signedInUser } from './helpers/users.ts';

const M = MESSAGES.admin;
type Item = Record<string, unknown> & { _id: string; updatedAt: string };

describe('content in the console', () => {
  const ctx = useTestApp();
  const publicNames = async ({ publicUrl, nameField }: ContentCase) =>
    ((await ctx.app.inject({ method: 'GET', url: publicUrl })).json().data as Record<string, unknown>[]).map(
      (row) => row[nameField],
    );
  const publicItem = async (c: ContentCase, id: string) =>
    ((await ctx.app.inject({ method: 'GET', url: c.publicUrl })).json().data as Item[]).find(
      (row) => row._id === id,
    );
  async function create(c: ContentCase, auth: Auth, name: string): Promise<Item> {
    const res = await call(ctx.app, 'POST', urls.list(c.type), auth, c.make(name));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().message).toBe(M.contentCreated);
    return res.json().data;
  }

  describe.each(CONTENT_CASES.map((c) => [c.type, c] as const))('%s', (_type, c) => {
    it('creates, edits, unpublishes, publishes and deletes, each shown on the site at the next request', async () => {
      const editor = await editorAuth(ctx.app);
      expect(await publicNames(c)).toEqual([]); // warms the public cache

      const created = await create(c, editor, 'Alpha');
      expect(created).toMatchObject({ published: true, [c.nameField]: 'Alpha' });
      expect(await publicNames(c)).toEqual(['Alpha']);

      const [field, value] = c.edit;
      const name = field === c.nameField ? value : 'Alpha';
      const edit = await call(ctx.app, 'PATCH', urls.item(c.type, created._id), editor, {
        [field]: value,
        version: created.updatedAt,
      });
      expect(edit.statusCode, edit.body).toBe(200);
      expect((await publicItem(c, created._id))?.[field]).toEqual(value);
      const [audit] = await auditRows(created._id);
      expect(audit).toMatchObject({
        action: 'update',
        before: { [field]: created[field] },
        after: { [field]: value },
      });

      // The version loaded before that edit is stale now: 409, and nothing changes.
      const stale = await call(ctx.app, 'PATCH', urls.item(c.type, created._id), editor, {
        [c.nameField]: 'Overwritten',
        version: created.updatedAt,
      });
      expect(stale.statusCode).toBe(409);
      expect(stale.json().message).toBe(M.staleEdit);
      expect(await publicNames(c)).toEqual([name]);

      const edited: Item = edit.json().data;
      const unpublish = await call(ctx.app, 'PUT', urls.published(c.type, created._id), editor, {
        published: false,
        version: edited.updatedAt,
      });
      expect(unpublish.statusCode, unpublish.body).toBe(200);
      expect(unpublish.json().message).toBe(M.contentUnpublished);
      expect(await publicNames(c)).toEqual([]);
      const hidden = await call(ctx.app, 'GET', `${urls.list(c.type)}?published=false`, editor);
      expect(hidden.json().data.items.map((i: Item) => i._id)).toEqual([created._id]);

      const publish = await call(ctx.app, 'PUT', urls.published(c.type, created._id), editor, {
        published: true,
        version: unpublish.json().data.updatedAt,
      });
      expect(publish.statusCode).toBe(200);
      expect(await publicNames(c)).toEqual([name]);

      const removed = await call(ctx.app, 'DELETE', urls.item(c.type, created._id), editor);
      expect(removed.statusCode).toBe(200);
      expect(await publicNames(c)).toEqual([]);
      expect((await call(ctx.app, 'GET', urls.item(c.type, created._id), editor)).statusCode).toBe(404);
      expect((await auditRows(created._id)).map((row) => row.action)).toEqual([
        'delete',
        'publish',
        'unpublish',
        'update',
        'create',
      ]);
      const [deleted] = await auditRows(created._id);
      expect(deleted?.before).toMatchObject({ [c.nameField]: name });
    });

    if (c.isOrdered)
      it('puts a new item last and follows a reorder on the site at once', async () => {
        const editor = await editorAuth(ctx.app);
        const first = await create(c, editor, 'First');
        const second = await create(c, editor, 'Second');
        expect(await publicNames(c)).toEqual(['First', 'Second']);

        const res = await call(ctx.app, 'PUT', urls.order(c.type), editor, { ids: [second._id, first._id] });
        expect(res.statusCode, res.body).toBe(200);
        expect(await publicNames(c)).toEqual(['Second', 'First']);
        // A reorder leaves versions alone: an editor's open form still saves.
        const edit = await call(ctx.app, 'PATCH', urls.item(c.type, first._id), editor, {
          [c.nameField]: 'Renamed',
          version: first.updatedAt,
        });
        expect(edit.statusCode).toBe(200);

        const partial = await call(ctx.app, 'PUT', urls.order(c.type), editor, { ids: [first._id] });
        expect(partial.statusCode).toBe(409);
        expect(partial.json().message).toBe(M.contentOrderMismatch);
      });
    else
      it('has no order to change: the site lists it newest first', async () => {
        const res = await call(ctx.app, 'PUT', urls.order(c.type), await editorAuth(ctx.app), { ids: [] });
        expect(res.statusCode).toBe(404);
      });

    it('refuses bad input with 400 and the field errors', async () => {
      const editor = await editorAuth(ctx.app);
      const empty = await call(ctx.app, 'POST', urls.list(c.type), editor, {});
      expect(empty.statusCode).toBe(400);
      expect(empty.json().errors.length).toBeGreaterThan(0);
      const blank = await call(ctx.app, 'POST', urls.list(c.type), editor, {
        ...c.make('x'),
        [c.nameField]: ' ',
      });
      expect(blank.statusCode).toBe(400);
      const created = await create(c, editor, 'Kept');
      const noVersion = await call(ctx.app, 'PATCH', urls.item(c.type, created._id), editor, {
        [c.nameField]: 'y',
      });
      expect(noVersion.statusCode).toBe(400);
      expect(await publicNames(c)).toEqual(['Kept']);
    });

    if (c.richField) {
      const rich = c.richField;
      it(`strips a script from the rich text (${rich}) on write`, async () => {
        const editor = await editorAuth(ctx.app);
        const body = {
          ...c.make('Rich'),
          [rich]: '<p>Safe<script>alert(1)</script><img src=x onerror=alert(1)></p>',
        };
        const res = await call(ctx.app, 'POST', urls.list(c.type), editor, body);
        expect(res.statusCode).toBe(201);
        expect(res.json().data[rich]).toBe('<p>Safe</p>');
        const edit = await call(ctx.app, 'PATCH', urls.item(c.type, res.json().data._id), editor, {
          [rich]: '<p onclick="x()">Edited<script>1</script></p>',
          version: res.json().data.updatedAt,
        });
        expect(edit.json().data[rich]).toBe('<p>Edited</p>');
      });
    }
  });

  it('lists a type paginated with the total, searchable by title and filterable by published', async () => {
    const faqs = CONTENT_CASES.find((c) => c.type === 'faqs') as ContentCase;
    const editor = await editorAuth(ctx.app);
    for (const name of ['How do I pay?', 'How long is a course?', 'Is there a certificate?'])
      await create(faqs, editor, name);
    const page = await call(ctx.app, 'GET', `${urls.list('faqs')}?pageSize=2`, editor);
    expect(page.json().data).toMatchObject({ total: 3, page: 1, pageSize: 2 });
    expect(page.json().data.items.map((i: Item) => i.question)).toEqual([
      'How do I pay?',
      'How long is a course?',
    ]);
    const search = await call(ctx.app, 'GET', `${urls.list('faqs')}?q=how&sort=-title`, editor);
    expect(search.json().data.items.map((i: Item) => i.question)).toEqual([
      'How long is a course?',
      'How do I pay?',
    ]);
    const unpublished = await call(ctx.app, 'GET', `${urls.list('faqs')}?published=false`, editor);
    expect(unpublished.json().data.total).toBe(0);
  });

  it('keeps the lateral-hiring and LMS sliders apart', async () => {
    const editor = await editorAuth(ctx.app);
    const [lateral, lms] = ['lateral-hiring', 'lms'].map(
      (t) => CONTENT_CASES.find((c) => c.type === t) as ContentCase,
    );
    const a = await create(lateral as ContentCase, editor, 'Hire');
    await create(lms as ContentCase, editor, 'Track');
    expect(await publicNames(lms as ContentCase)).toEqual(['Track']);
    expect((await call(ctx.app, 'GET', urls.item('lms', a._id), editor)).statusCode).toBe(404);
    expect((await call(ctx.app, 'GET', urls.list('lms'), editor)).json().data.total).toBe(1);
  });

  it('refuses a gallery embed from a host off the allowlist, and strips what is not an iframe of it', async () => {
    const gallery = CONTENT_CASES.find((c) => c.type === 'gallery') as ContentCase;
    const editor = await editorAuth(ctx.app);
    const evil = { ...gallery.make('Evil'), embedLink: '<iframe src="https://evil.example/embed"></iframe>' };
    const refused = await call(ctx.app, 'POST', urls.list('gallery'), editor, evil);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(CONTENT_MESSAGES.embedRejected);
    expect(await publicNames(gallery)).toEqual([]);

    const mixed = {
      ...gallery.make('Mixed'),
      embedLink:
        '<script>alert(1)</script><iframe src="https://www.youtube.com/embed/ok" onload="x()"></iframe><iframe src="https://evil.example/x"></iframe>',
    };
    const created = await call(ctx.app, 'POST', urls.list('gallery'), editor, mixed);
    expect(created.statusCode).toBe(201);
    const stored: string = created.json().data.embedLink;
    expect(stored).toContain('https://www.youtube.com/embed/ok');
    expect(stored).not.toMatch(/script|onload|evil/);

    // Moving the item to another platform re-checks its embed against that platform's hosts.
    const moved = await call(ctx.app, 'PATCH', urls.item('gallery', created.json().data._id), editor, {
      platform: 'twitter',
      version: created.json().data.updatedAt,
    });
    expect(moved.statusCode).toBe(400);
  });

  it('deletes a job and keeps its applications in the inbox, no longer linked', async () => {
    const jobs = CONTENT_CASES.find((c) => c.type === 'jobs') as ContentCase;
    const editor = await editorAuth(ctx.app);
    const job = await create(jobs, editor, 'Engineer');
    const apply = await ctx.app.inject({
      method: 'POST',
      url: `/api/workWithCurio/${job._id}/apply`,
      payload: { name: 'Asha', email: 'asha@example.com', phone: '9876543210', coverLetter: 'Hire me.' },
    });
    expect(apply.statusCode, apply.body).toBe(201);
    expect((await call(ctx.app, 'DELETE', urls.item('jobs', job._id), editor)).statusCode).toBe(200);
    const { db } = await testDatabase();
    const rows = await db.select().from(jobApplications).where(eq(jobApplications.jobTitle, 'Engineer'));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.jobId).toBeNull();
  });

  it('refuses an application to an unpublished job (404)', async () => {
    const jobs = CONTENT_CASES.find((c) => c.type === 'jobs') as ContentCase;
    const editor = await editorAuth(ctx.app);
    const job = await create(jobs, editor, 'Hidden');
    await call(ctx.app, 'PUT', urls.published('jobs', job._id), editor, {
      published: false,
      version: job.updatedAt,
    });
    const apply = await ctx.app.inject({
      method: 'POST',
      url: `/api/workWithCurio/${job._id}/apply`,
      payload: { name: 'Asha', email: 'asha@example.com', phone: '9876543210', coverLetter: 'Hire me.' },
    });
    expect(apply.statusCode).toBe(404);
  });

  it('answers 401 without a token and 403 to a learner', async () => {
    const learner = await signedInUser(ctx.app);
    await expectStaffOnly(ctx.app, learner.auth, [
      ['GET', urls.list('team'), undefined],
      ['POST', urls.list('faqs'), { question: 'q', answer: 'a' }],
      ['PUT', urls.order('awards'), { ids: [] }],
    ]);
  });
});
