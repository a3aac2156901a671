import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { MESSAGES, ZAdminCategory } from '@curio/shared';
import { useTestApp } from './helpers/app.ts';
import { adminUrls, auditRows, call, expectStaffOnly } from './helpers/catalogue-admin.ts';
import { aCategory, aCourse } from './helpers/courses.ts';
import { adminAuth, editorAuth, signedInUser } from './helpers/users.ts';

const M = MESSAGES.admin;

describe('categories in the console', () => {
  const ctx = useTestApp();
  const publicCategories = async () =>
    (await ctx.app.inject({ method: 'GET', url: '/api/category' }))
      .json()
      .data.map((c: { name: string }) => c.name);

  it('lets an editor create a category; it goes last on the site at once, and is audited', async () => {
    await aCategory({ name: 'Development', sortOrder: 0 });
    const editor = await editorAuth(ctx.app);
    expect(await publicCategories()).toEqual(['Development']); // warms the public cache

    const res = await call(ctx.app, 'POST', adminUrls.categories, editor, { name: '  Design  ' });
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBe(M.categoryCreated);
    const created = ZAdminCategory.strict().parse(res.json().data);
    expect(created).toMatchObject({ name: 'Design', courseCount: 0, sortOrder: 1 });

    expect(await publicCategories()).toEqual(['Development', 'Design']);
    const [audit] = await auditRows(created._id);
    expect(audit).toMatchObject({
      action: 'create',
      entity: 'category',
      before: null,
      after: { name: 'Design' },
    });
    expect(audit?.actorEmail).toMatch(/^editor-/);
  });

  it('lists categories with their course counts, paginated with the total, searchable and sortable', async () => {
    const dev = await aCategory({ name: 'Development', sortOrder: 0 });
    await aCategory({ name: 'Design', sortOrder: 1 });
    await aCategory({ name: 'Data', sortOrder: 2 });
    await aCourse(dev);
    await aCourse(dev, { status: 'draft' });
    const admin = await adminAuth(ctx.app);

    const page = await call(ctx.app, 'GET', `${adminUrls.categories}?pageSize=2`, admin);
    expect(page.json().data).toMatchObject({ total: 3, page: 1, pageSize: 2 });
    expect(page.json().data.items.map((c: { name: string }) => c.name)).toEqual(['Development', 'Design']);
    expect(page.json().data.items[0].courseCount).toBe(2);

    const search = await call(ctx.app, 'GET', `${adminUrls.categories}?q=DE&sort=-name`, admin);
    expect(search.json().data.items.map((c: { name: string }) => c.name)).toEqual(['Development', 'Design']);
    const byCount = await call(ctx.app, 'GET', `${adminUrls.categories}?sort=-courses`, admin);
    expect(byCount.json().data.items[0].name).toBe('Development');
  });

  it('refuses a name another category has with 409', async () => {
    await aCategory({ name: 'Design' });
    const other = await aCategory({ name: 'Data' });
    const editor = await editorAuth(ctx.app);
    const create = await call(ctx.app, 'POST', adminUrls.categories, editor, { name: 'Design' });
    expect(create.statusCode).toBe(409);
    expect(create.json()).toEqual({ statusCode: 409, message: M.categoryNameTaken, data: null });
    const rename = await call(ctx.app, 'PATCH', adminUrls.category(other.id), editor, {
      name: 'Design',
      version: other.updatedAt.toISOString(),
    });
    expect(rename.statusCode).toBe(409);
    expect(rename.json().message).toBe(M.categoryNameTaken);
  });

  it.each([
    ['no name', {}],
    ['a blank name', { name: '   ' }],
    ['a name too long', { name: 'x'.repeat(81) }],
  ])('refuses a category with %s with 400', async (_label, body) => {
    const res = await call(ctx.app, 'POST', adminUrls.categories, await editorAuth(ctx.app), body);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([expect.objectContaining({ field: 'name' })]);
  });

  it('renames with the loaded version; the course pages show the new name at once; audited before/after', async () => {
    const category = await aCategory({ name: 'Design' });
    const course = await aCourse(category);
    const pageUrl = `/api/course/slug/${course.slug}`;
    expect((await ctx.app.inject({ method: 'GET', url: pageUrl })).json().data.category.name).toBe('Design');

    const res = await call(ctx.app, 'PATCH', adminUrls.category(category.id), await editorAuth(ctx.app), {
      name: 'Product design',
      version: category.updatedAt.toISOString(),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.name).toBe('Product design');
    expect(res.json().data.updatedAt).not.toBe(category.updatedAt.toISOString());
    expect((await ctx.app.inject({ method: 'GET', url: pageUrl })).json().data.category.name).toBe(
      'Product design',
    );
    const [audit] = await auditRows(category.id);
    expect(audit).toMatchObject({
      action: 'update',
      before: { name: 'Design' },
      after: { name: 'Product design' },
    });
  });

  it('refuses a stale rename with 409 and changes nothing', async () => {
    const category = await aCategory({ name: 'Design' });
    const editor = await editorAuth(ctx.app);
    const version = category.updatedAt.toISOString();
    const first = await call(ctx.app, 'PATCH', adminUrls.category(category.id), editor, {
      name: 'UX',
      version,
    });
    expect(first.statusCode).toBe(200);

    const stale = await call(ctx.app, 'PATCH', adminUrls.category(category.id), editor, {
      name: 'UI',
      version,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({ statusCode: 409, message: M.staleEdit, data: null });
    expect(await publicCategories()).toEqual(['UX']);
    expect(await auditRows(category.id)).toHaveLength(1);
  });

  it('answers 404 for renaming or deleting an unknown category', async () => {
    const editor = await editorAuth(ctx.app);
    const id = randomUUID();
    const rename = await call(ctx.app, 'PATCH', adminUrls.category(id), editor, {
      name: 'Anything',
      version: new Date().toISOString(),
    });
    expect(rename.statusCode).toBe(404);
    expect((await call(ctx.app, 'DELETE', adminUrls.category(id), editor)).statusCode).toBe(404);
  });

  it('reorders the categories: the catalogue tabs follow at once', async () => {
    const a = await aCategory({ name: 'A', sortOrder: 0 });
    const b = await aCategory({ name: 'B', sortOrder: 1 });
    const c = await aCategory({ name: 'C', sortOrder: 2 });
    expect(await publicCategories()).toEqual(['A', 'B', 'C']);

    const res = await call(ctx.app, 'PUT', adminUrls.categoryOrder, await editorAuth(ctx.app), {
      ids: [c.id, a.id, b.id],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(M.categoriesReordered);
    expect(await publicCategories()).toEqual(['C', 'A', 'B']);
  });

  it('refuses a reorder that leaves a category out, names an unknown one or repeats one', async () => {
    const a = await aCategory({ name: 'A', sortOrder: 0 });
    const b = await aCategory({ name: 'B', sortOrder: 1 });
    const editor = await editorAuth(ctx.app);
    for (const ids of [[b.id], [b.id, a.id, randomUUID()]]) {
      const res = await call(ctx.app, 'PUT', adminUrls.categoryOrder, editor, { ids });
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(M.categoryOrderMismatch);
    }
    const repeated = await call(ctx.app, 'PUT', adminUrls.categoryOrder, editor, { ids: [a.id, a.id] });
    expect(repeated.statusCode).toBe(400);
    expect(await publicCategories()).toEqual(['A', 'B']);
  });

  it('deletes an empty category, and refuses one with courses (even drafts) with 409', async () => {
    const empty = await aCategory({ name: 'Empty' });
    const full = await aCategory({ name: 'Full' });
    await aCourse(full, { status: 'draft' });
    const editor = await editorAuth(ctx.app);
    expect(await publicCategories()).toEqual(['Empty', 'Full']);

    const refused = await call(ctx.app, 'DELETE', adminUrls.category(full.id), editor);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ statusCode: 409, message: M.categoryHasCourses, data: null });

    const deleted = await call(ctx.app, 'DELETE', adminUrls.category(empty.id), editor);
    expect(deleted.statusCode).toBe(200);
    expect(await publicCategories()).toEqual(['Full']);
    const [audit] = await auditRows(empty.id);
    expect(audit).toMatchObject({ action: 'delete', before: { name: 'Empty' }, after: null });
  });

  it('answers 401 without a token and 403 to a learner, and changes nothing', async () => {
    const category = await aCategory({ name: 'Design' });
    const learner = await signedInUser(ctx.app);
    const requests = [
      ['GET', adminUrls.categories, undefined],
      ['POST', adminUrls.categories, { name: 'X' }],
      ['PATCH', adminUrls.category(category.id), { name: 'X', version: category.updatedAt.toISOString() }],
      ['PUT', adminUrls.categoryOrder, { ids: [category.id] }],
      ['DELETE', adminUrls.category(category.id), undefined],
    ] as const;
    await expectStaffOnly(ctx.app, learner.auth, requests);
    expect(await publicCategories()).toEqual(['Design']);
    expect(await auditRows(category.id)).toEqual([]);
  });
});
