import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { DEMO_SITE_SETTINGS, leads, orders, seedContent, siteSettings, teamMembers } from '@curio/db';
import { CONTENT_INPUTS, MESSAGES, zContentLink, ZSiteSettingsInput, type TContentType } from '@curio/shared';
import { contentSeedHooks } from '#api/modules/content/seed-hooks.ts';
import { useTestApp } from './helpers/app.ts';
import { call, type Auth } from './helpers/catalogue-admin.ts';
import { aCourseInStock, anOrder, get } from './helpers/commerce.ts';
import { CONTENT_CASES, contentUrls } from './helpers/content-admin.ts';
import { csvRecords } from './helpers/csv.ts';
import { testDatabase } from './helpers/database.ts';
import { adminAuth, editorAuth, signedInUser } from './helpers/users.ts';

/**
 * Plain http is refused with the rest: a stored link is https://, mailto: or a page of this site (ADR 023).
 * ` /%09/evil` is an encoded tab between two slashes, behind a space that is trimmed.
 */
const REFUSED_LINKS = [
  'javascript:alert(1)',
  'http://x.example/a',
  '//evil.example',
  '/\\evil.example',
  '/\t/evil.example',
  ' /%09/evil',
];
const ACCEPTED_LINKS = ['https://x.example/a', 'mailto:a@b.example', '/course'];

/** The name of every field of a content type that holds social links (arrays of `zContentLink`). */
function linkFieldsOf(type: TContentType): string[] {
  const unwrap = (schema: z.ZodType) =>
    schema instanceof z.ZodOptional ? (schema.unwrap() as z.ZodType) : schema;
  return Object.entries(CONTENT_INPUTS[type].shape as Record<string, z.ZodType>)
    .filter(([, schema]) => {
      const field = unwrap(schema);
      return field instanceof z.ZodArray && field.element === zContentLink;
    })
    .map(([name]) => name);
}

/** A place a link is stored through the console: how to save `url` there, and the field its error names. */
interface LinkTarget {
  name: string;
  field: string;
  save: (app: FastifyInstance, auth: Auth, url: string) => Promise<LightMyRequestResponse>;
}

const contentTargets: LinkTarget[] = CONTENT_CASES.flatMap((c) =>
  linkFieldsOf(c.type).map((name) => ({
    name: `${c.type}.${name}`,
    field: `${name}.0.url`,
    save: (app, auth, url) =>
      call(app, 'POST', contentUrls.list(c.type), auth, {
        ...c.make('Link test'),
        [name]: [{ label: 'Website', url }],
      }),
  })),
);

/** The site settings at their current version, with `url` as the first link of one list. */
async function saveSiteLink(app: FastifyInstance, auth: Auth, list: 'site' | 'founder', url: string) {
  const current = await call(app, 'GET', '/api/admin/settings', auth);
  const version = (current.json().data as { site: { updatedAt: string | null } }).site.updatedAt;
  const links = [{ label: 'Website', url }];
  return call(app, 'PUT', '/api/admin/settings/site', auth, {
    ...DEMO_SITE_SETTINGS,
    ...(list === 'site'
      ? { socialLinks: links }
      : { founder: { ...DEMO_SITE_SETTINGS.founder, socialLinks: links } }),
    version,
  });
}

const LINK_TARGETS: LinkTarget[] = [
  ...contentTargets,
  {
    name: 'site settings: social links (every page’s footer)',
    field: 'socialLinks.0.url',
    save: (app, auth, url) => saveSiteLink(app, auth, 'site', url),
  },
  {
    name: 'site settings: the founder’s social links',
    field: 'founder.socialLinks.0.url',
    save: (app, auth, url) => saveSiteLink(app, auth, 'founder', url),
  },
  {
    name: 'broadcasts: link',
    field: 'link',
    save: (app, auth, link) =>
      call(app, 'POST', '/api/admin/notifications', auth, { title: 'Hello', message: 'Read this.', link }),
  },
];

describe('every stored link is https://, mailto: or a page of this site', () => {
  const ctx = useTestApp();

  it('finds the content types’ link fields (the team’s social links at least)', () => {
    expect(contentTargets.map((target) => target.name)).toContain('team.socialLinks');
  });

  it.each(LINK_TARGETS)('$name refuses every other link with 400 naming the field', async (target) => {
    const admin = await adminAuth(ctx.app);
    for (const url of REFUSED_LINKS) {
      const res = await target.save(ctx.app, admin, url);
      expect(res.statusCode, JSON.stringify(url)).toBe(400);
      expect(res.json().errors).toContainEqual({ field: target.field, message: MESSAGES.links.invalid });
    }
  });

  it.each(LINK_TARGETS)('$name takes an https, a mailto and a site link', async (target) => {
    const admin = await adminAuth(ctx.app);
    for (const url of ACCEPTED_LINKS) {
      const res = await target.save(ctx.app, admin, url);
      expect([200, 201], `${url}: ${res.body}`).toContain(res.statusCode);
    }
  });

  it('leaves out of the public pages a link stored before the rule', async () => {
    const { db } = await testDatabase();
    const evil = { label: 'Website', url: '//evil.example' };
    const good = { label: 'X', url: 'https://x.example/curio' };
    await db.insert(siteSettings).values({
      key: 'site',
      value: {
        ...DEMO_SITE_SETTINGS,
        socialLinks: [evil, good],
        founder: { ...DEMO_SITE_SETTINGS.founder, socialLinks: [good, { ...evil, url: '/\\evil.example' }] },
      },
    });
    const site = (await ctx.app.inject({ method: 'GET', url: '/api/site' })).json().data;
    expect(site.socialLinks).toEqual([good]);
    expect(site.founder.socialLinks).toEqual([good]);

    const team = CONTENT_CASES.find((c) => c.type === 'team');
    if (!team) throw new Error('no team case');
    const created = await call(ctx.app, 'POST', contentUrls.list('team'), await editorAuth(ctx.app), {
      ...team.make('Old Member'),
      socialLinks: [good],
    });
    await db
      .update(teamMembers)
      .set({ socialLinks: [good, { ...evil, url: '/\t/evil.example' }] })
      .where(eq(teamMembers.id, created.json().data._id));
    const [member] = (await ctx.app.inject({ method: 'GET', url: '/api/team' })).json().data;
    expect(member.socialLinks).toEqual([good]);
  });

  it('keeps the demo seed valid: its site settings and team members pass the same schemas', async () => {
    expect(ZSiteSettingsInput.safeParse(DEMO_SITE_SETTINGS).error).toBeUndefined();
    const { db } = await testDatabase();
    await seedContent(db, contentSeedHooks);
    const team = await db.select({ socialLinks: teamMembers.socialLinks }).from(teamMembers);
    expect(team.length).toBeGreaterThan(0);
    for (const { socialLinks } of team) expect(z.array(zContentLink).parse(socialLinks)).toEqual(socialLinks);
  });
});

/** Cells a spreadsheet would run as formulas, whole or after a `;`/`,` split, and what the export writes. */
const FORMULA_CELLS: [sent: string, exported: string][] = [
  ['x;=1+1;', "x;'=1+1;"],
  ['a,@SUM(1)', "a,'@SUM(1)"],
  ['a; -2+3', "a; '-2+3"],
  ['=1+1', "'=1+1"],
  ['+1', "'+1"],
  ['-1', "'-1"],
  ['@x', "'@x"],
  ['\t=1+1', "'\t=1+1"],
  ['\r=1+1', "'\r=1+1"],
];

/** No part of a cell, split as a spreadsheet may split it, starts (after spaces) like a formula. */
const expectNoFormulaPart = (cell: string) => {
  for (const part of cell.split(/[,;]/)) expect(part, JSON.stringify(cell)).not.toMatch(/^ *[=+\-@\t\r]/);
};

describe('CSV exports neutralize formulas, also after a ; or , split (OWASP CSV injection)', () => {
  const ctx = useTestApp();

  it('the enquiries export (inbox)', async () => {
    const { db } = await testDatabase();
    for (const [sent] of FORMULA_CELLS)
      await db.insert(leads).values({ name: 'Asha Rao', email: 'asha@example.com', comment: sent });
    const res = await get(ctx.app, '/api/admin/leads.csv', await editorAuth(ctx.app));
    expect(res.statusCode).toBe(200);
    const messages = csvRecords(res.body).map((record) => record.Message ?? '');
    expect(messages.toSorted()).toEqual(FORMULA_CELLS.map(([, exported]) => exported).toSorted());
    messages.forEach(expectNoFormulaPart);
  });

  it('the orders export', async () => {
    const admin = await adminAuth(ctx.app);
    const course = await aCourseInStock({ name: 'Cloud Foundations' });
    const learner = await signedInUser(ctx.app);
    const order = await anOrder(ctx.app, learner.auth, [{ courseId: course.id }]);
    const { db } = await testDatabase();
    const [row] = await db.select({ address: orders.address }).from(orders).where(eq(orders.id, order._id));
    if (!row) throw new Error('no order');
    for (const [sent, exported] of FORMULA_CELLS) {
      // Straight into the row: the export must hold whatever is stored, whichever way it got there.
      await db
        .update(orders)
        .set({ address: { ...row.address, name: sent } })
        .where(eq(orders.id, order._id));
      const res = await get(ctx.app, '/api/admin/orders.csv', admin);
      expect(res.statusCode).toBe(200);
      const [record] = csvRecords(res.body);
      expect(record?.['Billing name']).toBe(exported);
      expectNoFormulaPart(record?.['Billing name'] ?? '');
    }
  });
});
