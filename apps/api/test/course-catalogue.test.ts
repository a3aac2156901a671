import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { COURSE_MESSAGES, ZCategory, ZCourse, ZCourseCard } from '@curio/shared';
import { useTestApp } from './helpers/app.ts';
import { aCategory, aCourse } from './helpers/courses.ts';
import { adminAuth } from './helpers/users.ts';

describe('GET /api/category', () => {
  const ctx = useTestApp();

  it('lists categories as { _id, name } in tab order', async () => {
    const second = await aCategory({ name: 'Data & AI', sortOrder: 2 });
    const first = await aCategory({ name: 'Web Development', sortOrder: 1 });
    const res = await ctx.app.inject({ method: 'GET', url: '/api/category' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      statusCode: 200,
      message: expect.any(String),
      data: [
        { _id: first.id, name: 'Web Development' },
        { _id: second.id, name: 'Data & AI' },
      ],
    });
    for (const category of res.json().data) expect(ZCategory.strict().parse(category)).toBeTruthy();
  });

  it('answers an empty list when there are no categories', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/category' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual([]);
  });
});

describe('GET /api/course', () => {
  const ctx = useTestApp();

  it('lists lean catalogue cards, price in dollars with cents, in tab then carousel order', async () => {
    const web = await aCategory({ name: 'Web', sortOrder: 0 });
    const data = await aCategory({ name: 'Data', sortOrder: 1 });
    const sql = await aCourse(data, { name: 'SQL Basics', priceCents: 4999, sortOrder: 0 });
    const react = await aCourse(web, { name: 'React', priceCents: 8900, sortOrder: 1 });
    const html = await aCourse(web, { name: 'HTML', priceCents: 1000, sortOrder: 0 });

    const res = await ctx.app.inject({ method: 'GET', url: '/api/course' });
    expect(res.statusCode).toBe(200);
    const cards = res.json().data;
    expect(cards.map((c: { _id: string }) => c._id)).toEqual([html.id, react.id, sql.id]);
    expect(cards[2]).toEqual({
      _id: sql.id,
      name: 'SQL Basics',
      slug: sql.slug,
      images: sql.images,
      duration: '3 weeks',
      price: 49.99,
      category: { _id: data.id },
    });
    // Lean: exactly the card fields, none of the page's rich text.
    for (const card of cards) expect(() => ZCourseCard.strict().parse(card)).not.toThrow();
  });

  it('filters by category', async () => {
    const web = await aCategory();
    const data = await aCategory();
    await aCourse(web);
    const wanted = await aCourse(data);
    const res = await ctx.app.inject({ method: 'GET', url: `/api/course?category=${data.id}` });
    expect(res.json().data.map((c: { _id: string }) => c._id)).toEqual([wanted.id]);

    const unknown = await ctx.app.inject({ method: 'GET', url: `/api/course?category=${randomUUID()}` });
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json().data).toEqual([]);
  });

  it('answers 400 with a field error for a category that is not a uuid', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/course?category=web' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([{ field: 'category', message: expect.any(String) }]);
  });
});

describe('GET /api/course?search= (full-text search)', () => {
  const ctx = useTestApp();

  async function catalogue() {
    const web = await aCategory({ sortOrder: 0 });
    const design = await aCategory({ sortOrder: 1 });
    const react = await aCourse(web, {
      name: 'React from the Ground Up',
      description: '<p>Components, <strong>hooks</strong> and routing.</p>',
    });
    const figma = await aCourse(design, {
      name: 'Design Systems in Figma',
      description: '<p>Tokens and components your developers can build from.</p>',
    });
    const sql = await aCourse(web, {
      name: 'SQL for Analysts',
      description: '<p>Joins, window functions and <em>indexes</em>.</p>',
    });
    return { web, design, react, figma, sql };
  }
  const search = async (query: string) => {
    const res = await ctx.app.inject({ method: 'GET', url: `/api/course?${query}` });
    expect(res.statusCode).toBe(200);
    return res.json().data.map((c: { name: string }) => c.name) as string[];
  };

  it('finds a course by the prefix of a word of its name, whatever the case', async () => {
    await catalogue();
    expect(await search('search=reac')).toEqual(['React from the Ground Up']);
    expect(await search('search=FIGM')).toEqual(['Design Systems in Figma']);
  });

  it('finds a course by a word that is only in its description, not in the markup', async () => {
    await catalogue();
    expect(await search('search=hooks')).toEqual(['React from the Ground Up']);
    expect(await search('search=indexes')).toEqual(['SQL for Analysts']);
    // "strong" is a tag name in a description, not a word anyone wrote.
    expect(await search('search=strong')).toEqual([]);
  });

  it('requires every word of the search', async () => {
    await catalogue();
    expect(await search('search=components')).toHaveLength(2);
    expect(await search('search=components%20tokens')).toEqual(['Design Systems in Figma']);
  });

  it('finds every course of a category by its name, and needs every word across course and category', async () => {
    const cloud = await aCategory({ name: 'Cloud & DevOps' });
    await aCourse(cloud, { name: 'Cloud Foundations', description: '<p>Compute and storage.</p>' });
    await aCourse(cloud, { name: 'Docker and Kubernetes in Practice', description: '<p>Containers.</p>' });
    await aCourse(cloud, { name: 'CI/CD Pipelines', description: '<p>Build and release.</p>' });
    await catalogue();
    // The course that says 'cloud' itself comes first.
    expect(await search('search=cloud')).toEqual([
      'Cloud Foundations',
      'CI/CD Pipelines',
      'Docker and Kubernetes in Practice',
    ]);
    expect(await search('search=devops%20docker')).toEqual(['Docker and Kubernetes in Practice']);
    expect(await search('search=devops%20figma')).toEqual([]);
  });

  it('finds a course under its category’s new name once the category is renamed', async () => {
    const { web } = await catalogue();
    expect(await search('search=frontend')).toEqual([]);
    const admin = await adminAuth(ctx.app);
    const categoryRow = (
      await ctx.app.inject({ method: 'GET', url: '/api/admin/categories', headers: admin })
    )
      .json()
      .data.items.find((c: { _id: string }) => c._id === web.id);
    const renamed = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/admin/categories/${web.id}`,
      headers: admin,
      payload: { name: 'Frontend', version: categoryRow.updatedAt },
    });
    expect(renamed.statusCode).toBe(200);
    expect(await search('search=frontend')).toEqual(['React from the Ground Up', 'SQL for Analysts']);
  });

  it('ranks a match in the name above a match in the description', async () => {
    const category = await aCategory();
    await aCourse(category, { name: 'Cooking for Crowds', description: '<p>Plan menus like a pro.</p>' });
    await aCourse(category, { name: 'Menu Planning', description: '<p>Seasonal food.</p>' });
    expect(await search('search=menu')).toEqual(['Menu Planning', 'Cooking for Crowds']);
  });

  it('matches stemmed forms of whole words', async () => {
    await catalogue();
    expect(await search('search=routes')).toEqual(['React from the Ground Up']);
  });

  it('combines with a category', async () => {
    const { web, design } = await catalogue();
    expect(await search(`search=components&category=${design.id}`)).toEqual(['Design Systems in Figma']);
    expect(await search(`search=components&category=${web.id}`)).toEqual(['React from the Ground Up']);
    expect(await search(`search=figma&category=${web.id}`)).toEqual([]);
  });

  it.each([
    ['a quote and SQL', "'; drop table courses; --"],
    ['tsquery operators', 'react & | ! ( ) :* <->'],
    ['a backslash', 'react\\'],
    ['unbalanced parentheses', '((react'],
  ])('treats %s as plain words, never as syntax', async (_label, text) => {
    await catalogue();
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/api/course?search=${encodeURIComponent(text)}`,
    });
    expect(res.statusCode).toBe(200);
    expect(Array.isArray(res.json().data)).toBe(true);
    // The table is still there.
    expect(await search('')).toHaveLength(3);
  });

  it('lists everything when the search has no letters or digits', async () => {
    await catalogue();
    expect(await search(`search=${encodeURIComponent('  !!! ')}`)).toHaveLength(3);
  });

  it('refuses a search longer than 100 characters', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: `/api/course?search=${'a'.repeat(101)}` });
    expect(res.statusCode).toBe(400);
  });
});

describe('GET /api/course/slug/{slug}', () => {
  const ctx = useTestApp();

  it('answers the whole course with its category populated', async () => {
    const category = await aCategory({ name: 'Web Development' });
    const course = await aCourse(category, { priceCents: 12900 });
    const res = await ctx.app.inject({ method: 'GET', url: `/api/course/slug/${course.slug}` });
    expect(res.statusCode).toBe(200);
    const data = ZCourse.strict().parse(res.json().data);
    expect(data).toEqual({
      _id: course.id,
      name: course.name,
      slug: course.slug,
      images: course.images,
      duration: '3 weeks',
      price: 129,
      category: { _id: category.id, name: 'Web Development' },
      lectures: 12,
      videoLessons: 9,
      skillLevel: 'Beginner',
      studentsEnrolled: 42,
      description: course.description,
      feature: course.feature,
      audience: course.audience,
      overview: course.overview,
      curriculum: course.curriculum,
      certificateDemo: '/images/courses/certificate-demo.svg',
      rating: { average: 0, count: 0 },
      createdAt: course.createdAt.toISOString(),
      updatedAt: course.updatedAt.toISOString(),
    });
  });

  it('answers 404 for an unknown slug', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/course/slug/no-such-course' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ statusCode: 404, message: COURSE_MESSAGES.courseNotFound, data: null });
  });

  it('does not remember a 404: a course created afterwards is found', async () => {
    const category = await aCategory();
    expect((await ctx.app.inject({ method: 'GET', url: '/api/course/slug/late' })).statusCode).toBe(404);
    await aCourse(category, { slug: 'late' });
    expect((await ctx.app.inject({ method: 'GET', url: '/api/course/slug/late' })).statusCode).toBe(200);
  });
});
