import { existsSync } from 'node:fs';
import { utimes } from 'node:fs/promises';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { deletedContent } from '@curio/db';
import { MESSAGES, RESTORE_WINDOW_MS, UNDO_TEXTS, type TContentType } from '@curio/shared';
import { useTestApp } from './helpers/app.ts';
import {
  adminUrls,
  auditRows,
  call,
  expectStaffOnly,
  readAdminCourse,
  type Auth,
} from './helpers/catalogue-admin.ts';
import { aCourseInStock, post } from './helpers/commerce.ts';
import { CONTENT_CASES, contentUrls } from './helpers/content-admin.ts';
import { testDatabase } from './helpers/database.ts';
import { multipart, png } from './helpers/uploads.ts';
import { editorAuth, signedInUser } from './helpers/users.ts';

const M = MESSAGES.admin;
const HOUR = 60 * 60 * 1000;
type Item = Record<string, unknown> & { _id: string; updatedAt: string; createdAt: string };

const restoreUrl = (type: TContentType, id: string) => `${contentUrls.item(type, id)}/restore`;
const caseOf = (type: TContentType) => {
  const found = CONTENT_CASES.find((c) => c.type === type);
  if (!found) throw new Error(`no content case for ${type}`);
  return found;
};

describe('undo in the console', () => {
  const ctx = useTestApp();

  async function create(type: TContentType, auth: Auth, name: string, extra: object = {}): Promise<Item> {
    const res = await call(ctx.app, 'POST', contentUrls.list(type), auth, {
      ...caseOf(type).make(name),
      ...extra,
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data;
  }

  async function remove(type: TContentType, auth: Auth, id: string) {
    const res = await call(ctx.app, 'DELETE', contentUrls.item(type, id), auth);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe(M.deleted);
    return res.json().data as { restorable: boolean };
  }

  const publicNames = async (type: TContentType) => {
    const { publicUrl, nameField } = caseOf(type);
    const rows = (await ctx.app.inject({ method: 'GET', url: publicUrl })).json().data as Item[];
    return rows.map((row) => row[nameField]);
  };

  it('undoes an unpublish by publishing again at the version the unpublish answered, audited both ways', async () => {
    const course = await aCourseInStock({ name: 'Cloud Foundations' });
    const editor = await editorAuth(ctx.app);
    const { updatedAt } = await readAdminCourse(ctx.app, editor, course.id);
    const unpublish = await call(ctx.app, 'POST', adminUrls.courseStatus(course.id), editor, {
      status: 'draft',
      version: updatedAt,
    });
    expect(unpublish.statusCode).toBe(200);
    const catalogue = () => ctx.app.inject({ method: 'GET', url: '/api/course' });
    expect((await catalogue()).json().data).toEqual([]);

    const undo = await call(ctx.app, 'POST', adminUrls.courseStatus(course.id), editor, {
      status: 'published',
      version: unpublish.json().data.updatedAt,
    });
    expect(undo.statusCode, undo.body).toBe(200);
    expect((await catalogue()).json().data.map((c: { name: string }) => c.name)).toEqual([
      'Cloud Foundations',
    ]);
    expect((await auditRows(course.id)).map((row) => row.after)).toEqual([
      { status: 'published' },
      { status: 'draft' },
    ]);

    // An undo after someone else's change is refused like any stale edit, and changes nothing.
    const stale = await call(ctx.app, 'POST', adminUrls.courseStatus(course.id), editor, {
      status: 'draft',
      version: unpublish.json().data.updatedAt,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(M.staleEdit);
  });

  it('undoes a hidden review by showing it again, audited', async () => {
    const course = await aCourseInStock();
    const author = await signedInUser(ctx.app);
    const review = (
      await post(ctx.app, `/api/course/${course.id}/review`, author.auth, { rating: 2, comment: 'Meh' })
    ).json().data;
    const editor = await editorAuth(ctx.app);
    expect(
      (await post(ctx.app, `/api/admin/reviews/${review._id}/hide`, editor, { reason: 'Spam' })).statusCode,
    ).toBe(200);
    const undo = await post(ctx.app, `/api/admin/reviews/${review._id}/unhide`, editor);
    expect(undo.statusCode).toBe(200);
    expect(undo.json().data).toMatchObject({ hidden: false, hiddenReason: null });
    expect((await auditRows(review._id)).map((row) => row.action)).toEqual(['unhide', 'hide']);
  });

  it('restores a deleted item under its id with its fields, place and publication, and the site shows it again', async () => {
    const editor = await editorAuth(ctx.app);
    const first = await create('faqs', editor, 'How long is a course?');
    await create('faqs', editor, 'Is there a certificate?');
    const hidden = await create('faqs', editor, 'Draft question', { published: false });
    expect(await publicNames('faqs')).toEqual(['How long is a course?', 'Is there a certificate?']);

    expect(await remove('faqs', editor, first._id)).toEqual({ restorable: true });
    expect(await remove('faqs', editor, hidden._id)).toEqual({ restorable: true });
    expect(await publicNames('faqs')).toEqual(['Is there a certificate?']);

    const res = await call(ctx.app, 'POST', restoreUrl('faqs', first._id), editor);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe(UNDO_TEXTS.restored);
    const { updatedAt: _restoredAt, ...restored } = res.json().data as Item;
    const { updatedAt: _createdVersion, ...original } = first;
    expect(restored).toEqual(original);
    expect(await publicNames('faqs')).toEqual(['How long is a course?', 'Is there a certificate?']);
    const restoredHidden = (await call(ctx.app, 'POST', restoreUrl('faqs', hidden._id), editor)).json().data;
    expect(restoredHidden).toMatchObject({ _id: hidden._id, published: false });
    expect(await publicNames('faqs')).toHaveLength(2);

    const [audit] = await auditRows(first._id);
    expect(audit).toMatchObject({
      action: 'restore',
      entity: 'faq',
      before: null,
      after: { question: 'How long is a course?', published: true },
    });
    // Once: a second undo finds nothing to restore.
    const again = await call(ctx.app, 'POST', restoreUrl('faqs', first._id), editor);
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe(UNDO_TEXTS.notRestorable);
  });

  it('restores only within the hour, only an item of that type, never one that was not deleted', async () => {
    const editor = await editorAuth(ctx.app);
    const item = await create('faqs', editor, 'Old question');
    await remove('faqs', editor, item._id);
    const { db } = await testDatabase();
    // An id of another type's list does not restore it there.
    expect((await call(ctx.app, 'POST', restoreUrl('awards', item._id), editor)).statusCode).toBe(404);
    await db
      .update(deletedContent)
      .set({ deletedAt: new Date(Date.now() - RESTORE_WINDOW_MS - 1000) })
      .where(eq(deletedContent.id, item._id));
    const late = await call(ctx.app, 'POST', restoreUrl('faqs', item._id), editor);
    expect(late.statusCode).toBe(404);
    expect(late.json().message).toBe(UNDO_TEXTS.notRestorable);
    expect(await publicNames('faqs')).toEqual([]);

    const live = await create('faqs', editor, 'Live question');
    expect((await call(ctx.app, 'POST', restoreUrl('faqs', live._id), editor)).statusCode).toBe(404);
    expect((await call(ctx.app, 'POST', restoreUrl('faqs', randomUUID()), editor)).statusCode).toBe(404);
    expect((await call(ctx.app, 'POST', restoreUrl('faqs', 'not-a-uuid'), editor)).statusCode).toBe(400);
  });

  it('offers no undo for an item others point at: a job with applications, an article with an old slug', async () => {
    const editor = await editorAuth(ctx.app);
    const job = await create('jobs', editor, 'Trainer');
    const apply = await ctx.app.inject({
      method: 'POST',
      url: `/api/workWithCurio/${job._id}/apply`,
      payload: { name: 'Asha', email: 'asha@example.com', phone: '9876543210', coverLetter: 'Hire me.' },
    });
    expect(apply.statusCode, apply.body).toBe(201);
    expect(await remove('jobs', editor, job._id)).toEqual({ restorable: false });
    expect((await call(ctx.app, 'POST', restoreUrl('jobs', job._id), editor)).statusCode).toBe(404);

    const lonelyJob = await create('jobs', editor, 'Designer');
    expect(await remove('jobs', editor, lonelyJob._id)).toEqual({ restorable: true });

    const article = await create('articles', editor, 'Launch notes');
    const renamed = await call(ctx.app, 'PATCH', contentUrls.item('articles', article._id), editor, {
      slug: 'launch-notes-2026',
      version: article.updatedAt,
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(await remove('articles', editor, article._id)).toEqual({ restorable: false });
  });

  it('refuses to restore an article whose slug another took meanwhile (409), and keeps it restorable', async () => {
    const editor = await editorAuth(ctx.app);
    const article = await create('articles', editor, 'Spring news');
    await remove('articles', editor, article._id);
    const taker = await create('articles', editor, 'Spring news');
    const refused = await call(ctx.app, 'POST', restoreUrl('articles', article._id), editor);
    expect(refused.statusCode).toBe(409);
    await remove('articles', editor, taker._id);
    const restored = await call(ctx.app, 'POST', restoreUrl('articles', article._id), editor);
    expect(restored.statusCode, restored.body).toBe(200);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/article/slug/spring-news' })).statusCode).toBe(
      200,
    );
  });

  it('keeps a deleted item’s uploaded image for its restore window; the sweep lets it go afterwards', async () => {
    const editor = await editorAuth(ctx.app);
    const upload = multipart('image', 'photo.png', 'image/png', await png(400, 400), editor);
    const uploaded = await ctx.app.inject({ method: 'POST', url: '/api/admin/uploads/images', ...upload });
    const image: string = uploaded.json().data.url;
    const file = path.join(ctx.app.config.dataDir, image);
    const member = await create('team', editor, 'Asha', { image });
    await remove('team', editor, member._id);
    expect(existsSync(file)).toBe(true);

    // Two days on, the upload is old enough to sweep; the item was deleted just before.
    const later = new Date(Date.now() + 2 * 24 * HOUR);
    await utimes(file, new Date(Date.now() - 2 * 24 * HOUR), new Date(Date.now() - 2 * 24 * HOUR));
    const { db } = await testDatabase();
    await db
      .update(deletedContent)
      .set({ deletedAt: new Date(later.getTime() - HOUR / 2) })
      .where(eq(deletedContent.id, member._id));
    expect(await ctx.app.uploads.sweep(later)).toEqual([]);
    expect(existsSync(file)).toBe(true);

    expect(await ctx.app.uploads.sweep(new Date(later.getTime() + HOUR))).toEqual([image]);
    expect(existsSync(file)).toBe(false);
    expect(await db.select().from(deletedContent)).toEqual([]);
  });

  it('is for staff: 401 without a token, 403 to a learner', async () => {
    const learner = await signedInUser(ctx.app);
    await expectStaffOnly(ctx.app, learner.auth, [['POST', restoreUrl('faqs', randomUUID()), undefined]]);
  });
});
