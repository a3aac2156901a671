import { describe, expect, it } from 'vitest';
import {
  CONTENT_MESSAGES,
  envelope,
  MESSAGES,
  PAGE_HEADS,
  SLUG_MAX,
  ZArticleDetail,
  ZErrorEnvelope,
} from '@curio/shared';
import { useTestApp } from './helpers/app.ts';
import { auditRows, call, expectStaffOnly, type Auth } from './helpers/catalogue-admin.ts';
import { contentUrls as urls } from './helpers/content-admin.ts';
import { pageHead } from './helpers/page-head.ts';
import { editorAuth, signedInUser } from './helpers/users.ts';
import { aWebDist } from './helpers/web-dist.ts';

const HOST = 'curio.test';
const ORIGIN = `http://${HOST}`;

type Article = { _id: string; slug: string; updatedAt: string; body: string };

const anArticle = (overrides: Record<string, unknown> = {}) => ({
  title: 'Why we stopped grading quizzes on speed',
  slug: 'grading-on-speed',
  image: '/images/articles/grading-on-speed.svg',
  category: 'Features',
  summary: 'Timed quizzes rewarded confidence, not understanding.',
  body: '<p>For two years our quizzes had a clock.</p><ul><li>No timer</li><li>Graded once</li></ul>',
  ...overrides,
});

/** ADR 014: each article has its own page at /dive-our/{slug}, with its full text and its own head. */
describe('article pages', () => {
  const ctx = useTestApp({ webDist: aWebDist() });
  const get = (url: string, headers: Record<string, string> = {}) =>
    ctx.app.inject({ method: 'GET', url, headers: { host: HOST, ...headers } });

  async function create(auth: Auth, overrides: Record<string, unknown> = {}): Promise<Article> {
    const res = await call(ctx.app, 'POST', urls.list('articles'), auth, anArticle(overrides));
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data;
  }
  const edit = (auth: Auth, article: Article, changes: Record<string, unknown>) =>
    call(ctx.app, 'PATCH', urls.item('articles', article._id), auth, {
      ...changes,
      version: article.updatedAt,
    });

  describe('GET /api/article/slug/{slug}', () => {
    it('answers the article in full: its text sanitized on write, date, category and slug', async () => {
      const editor = await editorAuth(ctx.app);
      await create(editor, {
        body: '<p onclick="x()">For two years<script>alert(1)</script></p><ol><li>No timer</li></ol>',
      });
      const res = await get('/api/article/slug/grading-on-speed');
      expect(res.statusCode).toBe(200);
      const { data } = envelope(ZArticleDetail.strict()).parse(res.json());
      expect(data).toMatchObject({
        slug: 'grading-on-speed',
        title: 'Why we stopped grading quizzes on speed',
        category: 'Features',
        body: '<p>For two years</p><ol><li>No timer</li></ol>',
      });
      expect(Date.parse(data.createdAt)).not.toBeNaN();
      // The listing links to it by the same slug.
      const list = (await get('/api/article')).json().data as { slug: string }[];
      expect(list.map((a) => a.slug)).toEqual(['grading-on-speed']);
    });

    it('answers 404 for an unknown slug and for an unpublished article', async () => {
      const editor = await editorAuth(ctx.app);
      const article = await create(editor);
      const unknown = await get('/api/article/slug/no-such-article');
      expect(unknown.statusCode).toBe(404);
      expect(ZErrorEnvelope.parse(unknown.json())).toEqual({
        statusCode: 404,
        message: CONTENT_MESSAGES.articleNotFound,
        data: null,
      });
      expect((await get('/api/article/slug/grading-on-speed')).statusCode).toBe(200);
      const hide = await call(ctx.app, 'PUT', urls.published('articles', article._id), editor, {
        published: false,
        version: article.updatedAt,
      });
      expect(hide.statusCode, hide.body).toBe(200);
      expect((await get('/api/article/slug/grading-on-speed')).statusCode).toBe(404);
    });

    it('answers the longest slug an article may have, and refuses a longer one with 400', async () => {
      const longest = `${'a'.repeat(SLUG_MAX - 2)}-b`;
      await create(await editorAuth(ctx.app), { slug: longest });
      expect((await get(`/api/article/slug/${longest}`)).statusCode).toBe(200);
      expect((await get(`/dive-our/${longest}`)).statusCode).toBe(200);
      const res = await get(`/api/article/slug/${'a'.repeat(SLUG_MAX + 1)}`);
      expect(res.statusCode).toBe(400);
      expect(ZErrorEnvelope.parse(res.json()).errors?.[0]?.field).toBe('slug');
    });

    it('shows an editor’s change at the next request, under a new ETag', async () => {
      const editor = await editorAuth(ctx.app);
      const article = await create(editor);
      const before = await get('/api/article/slug/grading-on-speed');
      const etag = String(before.headers.etag);
      expect((await get('/api/article/slug/grading-on-speed', { 'if-none-match': etag })).statusCode).toBe(
        304,
      );
      const res = await edit(editor, article, { body: '<p>Rewritten.</p>' });
      expect(res.statusCode, res.body).toBe(200);
      const after = await get('/api/article/slug/grading-on-speed', { 'if-none-match': etag });
      expect(after.statusCode).toBe(200);
      expect(after.json().data.body).toBe('<p>Rewritten.</p>');
    });
  });

  describe('slugs in the console', () => {
    it('refuses a slug another article has with 409 naming the field, and stores nothing', async () => {
      const editor = await editorAuth(ctx.app);
      const first = await create(editor);
      const taken = await call(ctx.app, 'POST', urls.list('articles'), editor, anArticle({ title: 'Other' }));
      expect(taken.statusCode).toBe(409);
      expect(ZErrorEnvelope.parse(taken.json())).toMatchObject({
        message: MESSAGES.admin.articleSlugTaken,
        errors: [{ field: 'slug', message: MESSAGES.admin.articleSlugTaken }],
      });
      const list = await call(ctx.app, 'GET', urls.list('articles'), editor);
      expect(list.json().data.total).toBe(1);

      const second = await create(editor, { title: 'Second', slug: 'second' });
      const clash = await edit(editor, second, { slug: first.slug });
      expect(clash.statusCode).toBe(409);
      expect(clash.json().errors).toEqual([{ field: 'slug', message: MESSAGES.admin.articleSlugTaken }]);
      expect((await get('/api/article/slug/second')).statusCode).toBe(200);
      expect((await auditRows(second._id)).map((row) => row.action)).toEqual(['create']);
    });

    it.each([
      ['upper case and spaces', 'Not A Slug'],
      ['a doubled dash', 'two--dashes'],
      ['a trailing dash', 'dash-'],
      ['nothing', ''],
      ['too many characters', 'a'.repeat(121)],
    ])('refuses a slug with %s (400, the field named)', async (_what, slug) => {
      const editor = await editorAuth(ctx.app);
      const res = await call(ctx.app, 'POST', urls.list('articles'), editor, anArticle({ slug }));
      expect(res.statusCode).toBe(400);
      expect(ZErrorEnvelope.parse(res.json()).errors?.map((e) => e.field)).toContain('slug');
    });

    it('refuses an article without its full text (400, body named)', async () => {
      const editor = await editorAuth(ctx.app);
      const res = await call(ctx.app, 'POST', urls.list('articles'), editor, anArticle({ body: '  ' }));
      expect(res.statusCode).toBe(400);
      expect(ZErrorEnvelope.parse(res.json()).errors?.map((e) => e.field)).toContain('body');
    });

    it('answers 401 without a token and 403 to a learner, before reading the body', async () => {
      const learner = await signedInUser(ctx.app);
      const id = '6f1c1c1e-8d0a-4c7e-9a55-1e4f1f0f0f0f';
      await expectStaffOnly(ctx.app, learner.auth, [
        ['POST', urls.list('articles'), anArticle()],
        ['POST', urls.list('articles'), { slug: 'Not A Slug' }],
        ['PATCH', urls.item('articles', id), { slug: 'x', version: new Date().toISOString() }],
        ['DELETE', urls.item('articles', id), undefined],
      ]);
    });
  });

  describe('the page /dive-our/{slug}', () => {
    it('carries the article’s own head: title, description, canonical, Open Graph article and image', async () => {
      await create(await editorAuth(ctx.app));
      const res = await get('/dive-our/grading-on-speed');
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      const head = pageHead(res.body);
      const title = 'Why we stopped grading quizzes on speed · Curio';
      expect(head.title).toBe(title);
      expect(head.canonical).toBe(`${ORIGIN}/dive-our/grading-on-speed`);
      expect(head.meta).toMatchObject({
        description: 'Timed quizzes rewarded confidence, not understanding.',
        'og:type': 'article',
        'og:title': title,
        'og:url': `${ORIGIN}/dive-our/grading-on-speed`,
        'og:image': `${ORIGIN}/images/articles/grading-on-speed.svg`,
        'twitter:card': 'summary_large_image',
      });
      expect(head.meta.robots).toBeUndefined();
    });

    it('answers an unknown slug with 404 and the article’s not-found head', async () => {
      const res = await get('/dive-our/no-such-article', { 'accept-encoding': 'identity' });
      expect(res.statusCode).toBe(404);
      const head = pageHead(res.body);
      expect(head.title).toBe(`${PAGE_HEADS.articleNotFound.title} · Curio`);
      expect(head.meta.robots).toBe('noindex');
      expect(head.canonical).toBeUndefined();
      expect(res.body).toContain('<div id="root"></div>'); // the SPA shows its own not-found view
    });

    it('answers an unpublished article’s page with 404', async () => {
      const editor = await editorAuth(ctx.app);
      const article = await create(editor);
      expect((await get('/dive-our/grading-on-speed')).statusCode).toBe(200);
      await call(ctx.app, 'PUT', urls.published('articles', article._id), editor, {
        published: false,
        version: article.updatedAt,
      });
      expect((await get('/dive-our/grading-on-speed')).statusCode).toBe(404);
    });

    it('answers a slug the article gave up with a 301 to its new page, until another article takes it', async () => {
      const editor = await editorAuth(ctx.app);
      const article = await create(editor);
      expect((await get('/dive-our/grading-on-speed')).statusCode).toBe(200); // cached under the old slug
      const renamed = await edit(editor, article, { slug: 'no-more-clocks', title: 'No more clocks' });
      expect(renamed.statusCode, renamed.body).toBe(200);

      const moved = await get('/dive-our/grading-on-speed?ref=mail');
      expect(moved.statusCode).toBe(301);
      expect(moved.headers.location).toBe('/dive-our/no-more-clocks?ref=mail');
      expect(pageHead((await get('/dive-our/no-more-clocks')).body).title).toBe('No more clocks · Curio');
      // The API answers the old slug with the article, whose own slug says where it lives now.
      expect((await get('/api/article/slug/grading-on-speed')).json().data.slug).toBe('no-more-clocks');

      // A new article may take the old slug: it stops redirecting and shows the new one.
      await create(editor, { title: 'A new piece on speed' });
      const taken = await get('/dive-our/grading-on-speed');
      expect(taken.statusCode).toBe(200);
      expect(pageHead(taken.body).title).toBe('A new piece on speed · Curio');
    });
  });

  describe('the sitemap', () => {
    const sitemap = async () => (await get('/sitemap.xml')).body;

    it('lists every published article with when it last changed, and drops one unpublished', async () => {
      const editor = await editorAuth(ctx.app);
      const first = await create(editor);
      const second = await create(editor, { title: 'Second', slug: 'second' });
      const xml = await sitemap();
      for (const article of [first, second])
        expect(xml).toContain(
          `<url><loc>${ORIGIN}/dive-our/${article.slug}</loc><lastmod>${article.updatedAt}</lastmod></url>`,
        );

      const hide = await call(ctx.app, 'PUT', urls.published('articles', second._id), editor, {
        published: false,
        version: second.updatedAt,
      });
      expect(hide.statusCode).toBe(200);
      const after = await sitemap();
      expect(after).toContain(`${ORIGIN}/dive-our/grading-on-speed</loc>`);
      expect(after).not.toContain(`${ORIGIN}/dive-our/second</loc>`);
    });

    it('follows a changed slug', async () => {
      const editor = await editorAuth(ctx.app);
      const article = await create(editor);
      expect(await sitemap()).toContain('/dive-our/grading-on-speed</loc>');
      const res = await edit(editor, article, { slug: 'no-more-clocks' });
      const { updatedAt } = res.json().data as Article;
      const xml = await sitemap();
      expect(xml).not.toContain('/dive-our/grading-on-speed</loc>');
      expect(xml).toContain(`${ORIGIN}/dive-our/no-more-clocks</loc><lastmod>${updatedAt}</lastmod>`);
    });
  });
});
