import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { sql, type SQLWrapper } from 'drizzle-orm';
import { insertCourses } from '@curio/db/testing';
import {
  COURSE_LIST_LIMIT_MAX,
  COURSE_SEARCH_RESULTS_MAX,
  COURSE_MESSAGES,
  COURSE_PAGE_SIZE,
  courseListPath,
  HOME_FEATURED_COURSES,
  type TCourseCardPage,
} from '@curio/shared';
import { rowsOf } from '@curio/db';
import { COURSE_CACHE_TAGS } from '#api/modules/course/index.ts';
import {
  cardPageQuery,
  searchCountQueries,
  searchTierQuery,
  type SearchTier,
} from '#api/modules/course/repository.ts';
import { toSearchQueries } from '#api/modules/course/search.ts';
import { useTestApp } from './helpers/app.ts';
import { aCategory, aCourse } from './helpers/courses.ts';
import { testDatabase } from './helpers/database.ts';
import { firstData } from './helpers/page-head.ts';
import { aWebDist } from './helpers/web-dist.ts';

/** `count` courses in `category`, named so their order is known, in multi-row inserts. */
async function manyCourses(category: { id: string }, count: number, name = (i: number) => `Course ${i}`) {
  const { db } = await testDatabase();
  return insertCourses(db, category, count, (i) => ({
    name: name(i),
    slug: `c-${randomUUID().slice(0, 8)}-${i}`,
  }));
}

describe('GET /api/course in pages (ADR 041)', () => {
  const ctx = useTestApp();

  const list = async (query: string) => {
    const res = await ctx.app.inject({ method: 'GET', url: `/api/course${query ? `?${query}` : ''}` });
    expect(res.statusCode).toBe(200);
    return res.json<TCourseCardPage>();
  };
  const ids = (reply: TCourseCardPage) => reply.data.map((card) => card._id);

  /** Follows `page.next` from the first page to the last, collecting every card's id. */
  async function walk(query: string, onPage: (page: number) => Promise<void> = async () => {}) {
    const seen: string[] = [];
    let reply = await list(query);
    for (let page = 1; ; page += 1) {
      seen.push(...ids(reply));
      await onPage(page);
      if (!reply.page.next) return { seen, pages: page, total: reply.page.total };
      reply = await list(`${query}&cursor=${reply.page.next}`);
    }
  }

  it('answers a small catalogue whole, as before, with page.next null and the total beside the cards', async () => {
    const web = await aCategory({ sortOrder: 0 });
    await manyCourses(web, 15);
    const reply = await list('');
    expect(reply.data).toHaveLength(15);
    expect(reply.page).toEqual({ next: null, total: 15 });
    expect(Object.keys(reply).sort()).toEqual(['data', 'message', 'page', 'statusCode']);
  });

  it('answers a large catalogue asked without a limit with its first page and page.next', async () => {
    const web = await aCategory();
    await manyCourses(web, COURSE_LIST_LIMIT_MAX + 5);
    const reply = await list('');
    expect(reply.data).toHaveLength(COURSE_LIST_LIMIT_MAX);
    expect(reply.page).toEqual({ next: expect.any(String), total: COURSE_LIST_LIMIT_MAX + 5 });
    const rest = await list(`cursor=${reply.page.next}`);
    expect(rest.data).toHaveLength(5);
    expect(rest.page.next).toBeNull();
  });

  it('walks the whole catalogue exactly once, in tab then carousel order, ties broken by id', async () => {
    const second = await aCategory({ sortOrder: 2 });
    const first = await aCategory({ sortOrder: 1 });
    // Same sort order as `first`: the category's id settles which tab comes first.
    const third = await aCategory({ sortOrder: 1 });
    await manyCourses(first, 23);
    // Every course of one name: only their ids order them.
    await manyCourses(second, 17, () => 'Same Name');
    await manyCourses(third, 9);
    const whole = ids(await list(''));
    expect(whole).toHaveLength(49);

    const { seen, pages, total } = await walk('limit=7');
    expect(seen).toEqual(whole);
    expect(pages).toBe(7);
    expect(total).toBe(49);
  });

  it('neither repeats nor skips a card when a course is added between two pages', async () => {
    const web = await aCategory();
    await manyCourses(web, 20, (i) => `Course ${String(i).padStart(2, '0')}`);
    let early = '';
    let late = '';
    const { seen } = await walk('limit=6', async (page) => {
      if (page !== 2) return;
      // One sorts before the pages already read, one after them.
      early = (await aCourse(web, { name: 'Course 00 again' })).id;
      late = (await aCourse(web, { name: 'Course 99' })).id;
    });
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen).toContain(late);
    expect(seen).not.toContain(early);
    expect(seen).toHaveLength(21);
  });

  it('pages one category the same way, its total that category’s', async () => {
    const web = await aCategory();
    const data = await aCategory();
    await manyCourses(web, 30);
    await manyCourses(data, 11);
    const whole = ids(await list(`category=${data.id}`));
    const { seen, total } = await walk(`category=${data.id}&limit=4`);
    expect(seen).toEqual(whole);
    expect(seen).toHaveLength(11);
    expect(total).toBe(11);
  });

  it('pages a ranked search within a category, every match once, the total every match', async () => {
    const web = await aCategory({ name: 'Web' });
    const data = await aCategory({ name: 'Data' });
    await manyCourses(web, 25, (i) => (i % 2 === 0 ? `Testing ${i}` : `Other ${i}`));
    await manyCourses(data, 10, (i) => `Testing data ${i}`);
    const whole = ids(await list(`category=${web.id}&search=testing`));
    expect(whole).toHaveLength(13);
    const { seen, total } = await walk(`category=${web.id}&search=testing&limit=5`);
    expect(seen).toEqual(whole);
    expect(total).toBe(13);
    expect((await walk('search=testing&limit=5')).total).toBe(23);
  });

  it('ranks a match in the name above one in the category’s name above one in the description', async () => {
    const cloud = await aCategory({ name: 'Cloud Engineering' });
    const other = await aCategory({ name: 'Other' });
    await aCourse(other, { name: 'A Described', description: '<p>All about the cloud.</p>' });
    await aCourse(cloud, { name: 'B Course in the Category', description: '<p>Servers.</p>' });
    await aCourse(cloud, { name: 'C Also in It', description: '<p>Cloud costs, too.</p>' });
    await aCourse(other, { name: 'Z Cloud Basics', description: '<p>Servers.</p>' });
    const reply = await list('search=cloud&limit=2');
    expect(reply.data.map((card) => card.name)).toEqual(['Z Cloud Basics', 'B Course in the Category']);
    expect(reply.page.total).toBe(4);
    const rest = await list(`search=cloud&limit=2&cursor=${reply.page.next}`);
    expect(rest.data.map((card) => card.name)).toEqual(['C Also in It', 'A Described']);
    expect(rest.page).toEqual({ next: null, total: 4 });
  });

  it('ranks by where every word of a search is: the name alone first, then with the category’s name', async () => {
    const cloud = await aCategory({ name: 'Cloud Engineering' });
    const other = await aCategory({ name: 'Other' });
    await aCourse(cloud, { name: 'A Servers Course', description: '<p>Racks.</p>' });
    await aCourse(other, { name: 'B Cloud Servers', description: '<p>Racks.</p>' });
    await aCourse(other, { name: 'C Servers', description: '<p>Moving them to the cloud.</p>' });
    await aCourse(other, { name: 'D Cloud', description: '<p>No word of the other.</p>' });
    const reply = await list('search=serv%20cloud');
    expect(reply.data.map((card) => card.name)).toEqual(['B Cloud Servers', 'A Servers Course', 'C Servers']);
  });

  it('pages a large search exactly as ranking every match would, its dense tier read in name order', async () => {
    const { db } = await testDatabase();
    const other = await aCategory({ name: 'Other' });
    const studio = await aCategory({ name: 'Design Studio' });
    const slug = (i: number) => `s-${randomUUID().slice(0, 8)}-${i}`;
    // 700 names say "design" (every word in the name), 300 courses are in the Design category (name and
    // category), 300 mention it in their description only, 200 not at all: 1,500 courses searched.
    await insertCourses(db, other, 900, (i) =>
      i < 700
        ? { name: `${String.fromCharCode(65 + (i % 26))} Design ${i}`, slug: slug(i) }
        : { name: `Unrelated ${i}`, slug: slug(i) },
    );
    await insertCourses(db, studio, 300, (i) => ({ name: `Lesson ${i}`, slug: slug(i) }));
    await insertCourses(db, other, 300, (i) => ({
      name: `Topic ${i}`,
      slug: slug(i),
      description: '<p>All about design.</p>',
    }));
    // The order ranking every match gives (ADR 043), capped where a search stops paging.
    const ranked = rowsOf<{ id: string }>(
      await db.execute(sql`
      select id from courses
      where status = 'published' and search @@ to_tsquery('simple', 'design:*')
      order by case when search_rank @@ to_tsquery('simple', 'design:*A') then 0
        when search_rank @@ to_tsquery('simple', 'design:*') then 1 else 2 end, name, id
      limit ${COURSE_SEARCH_RESULTS_MAX}`),
    );
    // 25 a page: the first page reads its 26 of the 700 by walking (700² > 8 × 26 × 1,500), later ones by index.
    const { seen, total } = await walk('search=design&limit=25');
    expect(total).toBe(1300);
    expect(seen).toEqual(ranked.map((row) => row.id));
    // Either way of reading a tier gives the same rows.
    const queries = toSearchQueries('design');
    if (!queries) throw new Error('no search');
    for (const tier of [0, 1, 2] as const) {
      for (const offset of [0, 37]) {
        const read = (walk: boolean) => searchTierQuery(db, { queries, tier, walk, offset, limit: 50 });
        expect(await read(true)).toEqual(await read(false));
      }
    }
  });

  it.each([
    ['limit=0', 'limit'],
    [`limit=${COURSE_LIST_LIMIT_MAX + 1}`, 'limit'],
    ['limit=ten', 'limit'],
    ['limit=2.5', 'limit'],
    ['cursor=not%20a%20cursor', 'cursor'],
    [`cursor=${'a'.repeat(700)}`, 'cursor'],
  ])('answers 400 naming the field for %s', async (query, field) => {
    const res = await ctx.app.inject({ method: 'GET', url: `/api/course?${query}` });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ statusCode: 400, data: null, errors: [{ field }] });
  });

  it('answers 400 for a cursor it did not hand out, or one of another kind of list', async () => {
    const web = await aCategory();
    await manyCourses(web, 5);
    const keyset = (await list('limit=2')).page.next;
    const search = (await list('search=course&limit=2')).page.next;
    const made = (json: unknown) => Buffer.from(JSON.stringify(json)).toString('base64url');
    for (const query of [
      `cursor=${made({ k: [0, 'x', 0, 'a', 'y'] })}`,
      `cursor=${made({ o: 5, drop: 'table' })}`,
      `cursor=${made('text')}`,
      'cursor=e30',
      `cursor=${search}`,
      `search=course&cursor=${keyset}`,
      `search=course&cursor=${made({ o: -1 })}`,
    ]) {
      const res = await ctx.app.inject({ method: 'GET', url: `/api/course?${query}` });
      expect(res.statusCode, query).toBe(400);
      expect(res.json()).toEqual({
        statusCode: 400,
        message: COURSE_MESSAGES.cursorInvalid,
        data: null,
        errors: [{ field: 'cursor', message: COURSE_MESSAGES.cursorInvalid }],
      });
    }
  });

  it('counts once per catalogue change, not per page: the count is cached under the catalogue’s tag', async () => {
    const web = await aCategory();
    await manyCourses(web, 6);
    const first = await list('limit=2');
    expect(first.page.total).toBe(6);
    // Written past the API, so nothing is invalidated: the next page (never read yet) keeps the cached count.
    await aCourse(web, { status: 'draft' });
    await aCourse(web, { name: 'Zebra' });
    expect((await list(`limit=2&cursor=${first.page.next}`)).page.total).toBe(6);
    // What every course write drops (the console's writes do).
    ctx.app.publicCache.invalidate(COURSE_CACHE_TAGS.courses);
    expect((await list(`limit=2&cursor=${first.page.next}`)).page.total).toBe(7);
  });
});

describe('the catalogue’s queries use their indexes (ADR 041)', () => {
  useTestApp();

  const plan = async (query: SQLWrapper) => {
    const { db } = await testDatabase();
    return rowsOf<Record<string, string>>(await db.execute(sql`explain ${query}`))
      .map((row) => Object.values(row).join(''))
      .join('\n');
  };

  it('a page, a category’s page, a search’s counts and its tiers read their indexes at 2,000 courses, after a bulk insert', async () => {
    const { db } = await testDatabase();
    const categories = await Promise.all(Array.from({ length: 20 }, (_, i) => aCategory({ sortOrder: i })));
    for (const category of categories)
      await manyCourses(category, 100, (i) => (i === 7 ? `Zeppelin Piloting ${i}` : `Course ${i}`));
    await db.execute(sql`analyze courses`);
    const [category] = categories;
    if (!category) throw new Error('no category');
    const after: [number, string, number, string, string] = [5, category.id, 0, 'Course 50', category.id];

    const deep = await plan(cardPageQuery(db, { after, limit: 24 }));
    expect(deep).toContain('courses_catalogue_idx');
    expect(deep).not.toMatch(/Seq Scan|Sort/);
    const inCategory = await plan(cardPageQuery(db, { category: category.id, after, limit: 24 }));
    expect(inCategory).toContain('courses_category_catalogue_idx');
    expect(inCategory).not.toMatch(/Seq Scan/);
    const queries = toSearchQueries('zeppelin');
    if (!queries) throw new Error('no search');
    const counts = searchCountQueries(db, { queries });
    expect(await plan(counts.total)).toContain('courses_search_idx');
    for (const count of Object.values(counts)) {
      const read = await plan(count);
      expect(read).toMatch(/courses_search_(rank_)?idx/);
      expect(read).not.toMatch(/Seq Scan/);
    }
    const tier = (tier: SearchTier, walk: boolean) =>
      plan(searchTierQuery(db, { queries, tier, walk, offset: 0, limit: 25 }));
    for (const found of [await tier(0, false), await tier(1, false)]) {
      expect(found).toContain('courses_search_rank_idx');
      expect(found).not.toMatch(/Seq Scan/);
    }
    expect(await tier(2, false)).toContain('courses_search_idx');
    // A walk reads courses in name order and stops at the page: no sort, no index of the documents.
    for (const walked of [await tier(0, true), await tier(2, true)]) {
      expect(walked).toContain('courses_published_name_idx');
      expect(walked).not.toMatch(/Seq Scan|Sort|courses_search/);
    }
  });

  it('keeps the search document in the row, where testing a match against it does not fetch it from TOAST', async () => {
    const { db } = await testDatabase();
    const result = await db.execute(sql`select attstorage from pg_attribute
      where attrelid = 'courses'::regclass and attname in ('search', 'search_rank') order by attname`);
    const storage = rowsOf<{ attstorage: string }>(result).map((row) => row.attstorage);
    expect(storage).toEqual(['m', 'x']);
  });
});

describe('the first data of / and /course stays bounded (ADR 041)', () => {
  const dist = aWebDist();
  const ctx = useTestApp({ webDist: dist });

  const firstDataBytes = async (path: string) => {
    const res = await ctx.app.inject({ method: 'GET', url: path, headers: { host: 'curio.test' } });
    expect(res.statusCode).toBe(200);
    const data = firstData(res.body);
    return { data, bytes: Buffer.byteLength(JSON.stringify(data)) };
  };

  it('embeds at most the featured courses on / and one page of the first tab on /course, at 15 or 330 courses', async () => {
    const categories = await Promise.all([0, 1, 2].map((sortOrder) => aCategory({ sortOrder })));
    for (const category of categories) await manyCourses(category, 5);
    const small = { home: await firstDataBytes('/'), courses: await firstDataBytes('/course') };

    for (const category of categories) await manyCourses(category, 105, (i) => `More ${i}`);
    ctx.app.publicCache.clear();
    const large = { home: await firstDataBytes('/'), courses: await firstDataBytes('/course') };

    const featured = large.home.data[courseListPath({ limit: HOME_FEATURED_COURSES })] as TCourseCardPage;
    expect(featured.data).toHaveLength(HOME_FEATURED_COURSES);
    expect(featured.page.total).toBe(330);
    const firstTab = courseListPath({ category: categories[0]?.id, limit: COURSE_PAGE_SIZE });
    const tab = large.courses.data[firstTab] as TCourseCardPage;
    expect(tab.data).toHaveLength(COURSE_PAGE_SIZE);
    expect(tab.page).toEqual({ next: expect.any(String), total: 110 });
    // The same size, whatever the catalogue's: a few cards' worth more at most (names one letter longer).
    expect(large.home.bytes).toBeLessThan(8_000);
    expect(large.courses.bytes).toBeLessThan(16_000);
    expect(large.home.bytes - small.home.bytes).toBeLessThan(600);
  });
});
