import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_SITE_SETTINGS, leads, siteSettings } from '@curio/db';
import {
  CONTENT_MESSAGES,
  envelope,
  LEAD_COMMENT_MAX,
  LEAD_SOURCE_MAX,
  MESSAGES,
  ZConsolePage,
  ZErrorEnvelope,
  ZInboxLead,
  ZSubmissionReceipt,
} from '@curio/shared';
import { DEFAULT_RATE_LIMITS } from '#api/config.ts';
import { createTestApp } from './helpers/app.ts';
import { resetDatabase, testDatabase } from './helpers/database.ts';
import { decodeQuotedPrintable, startSmtpCapture } from './helpers/smtp.ts';
import { adminAuth } from './helpers/users.ts';

const V = MESSAGES.validation;
const lead = {
  name: 'Rahul Menon',
  email: 'Rahul.Menon@Example.com',
  comment: 'We need cloud training for 40 engineers.',
};

describe('POST /api/leads (contact form)', () => {
  let app: FastifyInstance;
  let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;
  const send = (payload: object) => app.inject({ method: 'POST', url: '/api/leads', payload });

  beforeAll(async () => {
    smtp = await startSmtpCapture();
    app = await createTestApp({ smtpUrl: smtp.url });
  });
  beforeEach(async () => {
    // A mail the previous test queued must not land in this test's capture.
    await app.mailer.flush();
    await resetDatabase();
    smtp.mails.length = 0;
  });
  afterAll(async () => {
    await app.close();
    await smtp.close();
  });

  it('stores the enquiry and answers 201 with the spec’s success message', async () => {
    const res = await send({ ...lead, source: 'Cloud Labs' });
    expect(res.statusCode).toBe(201);
    const body = envelope(ZSubmissionReceipt.strict()).parse(res.json());
    expect(body).toMatchObject({ statusCode: 201, message: MESSAGES.contact.sent });

    const rows = await (await testDatabase()).db.select().from(leads);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      id: body.data._id,
      name: lead.name,
      email: 'rahul.menon@example.com',
      comment: lead.comment,
      source: 'Cloud Labs',
    });
    // Nothing about the visitor's connection is kept (status, note and updatedAt are the staff inbox's).
    expect(Object.keys(rows[0] ?? {}).sort()).toEqual([
      'comment',
      'createdAt',
      'email',
      'id',
      'name',
      'note',
      'source',
      'status',
      'updatedAt',
    ]);
    expect(rows[0]).toMatchObject({ status: 'new', note: null });
  });

  it('stores the service an enquiry is about as its source, trimmed, and a blank one as none', async () => {
    for (const source of ['  Hire-Train-Deploy  ', '   ', '']) {
      expect((await send({ ...lead, source })).statusCode).toBe(201);
    }
    expect((await send(lead)).statusCode).toBe(201);
    const rows = await (await testDatabase()).db.select().from(leads).orderBy(leads.createdAt);
    expect(rows.map((row) => row.source).sort()).toEqual(['Hire-Train-Deploy', null, null, null].sort());
    await app.mailer.flush();
    const subjects = smtp.mails.map(
      (mail) => decodeQuotedPrintable(mail.raw).match(/^Subject: (.*)$/im)?.[1],
    );
    expect(subjects).toContain('New enquiry from Rahul Menon (Hire-Train-Deploy)');
  });

  it.each([
    ['longer than any service name', 'x'.repeat(LEAD_SOURCE_MAX + 1), CONTENT_MESSAGES.serviceTooLong],
    ['not text', 42, 'Invalid input: expected string, received number'],
  ])('refuses a service %s with 400, storing nothing', async (_label, source, message) => {
    const res = await send({ ...lead, source });
    expect(res.statusCode).toBe(400);
    expect(ZErrorEnvelope.parse(res.json()).errors).toContainEqual({ field: 'source', message });
    expect(await (await testDatabase()).db.select().from(leads)).toEqual([]);
  });

  it('mails the enquiry to the site’s contact address, with reply-to the visitor', async () => {
    await send({ ...lead, comment: 'Line one\nLine <two> & more' });
    await app.mailer.flush();
    expect(smtp.mails).toHaveLength(1);
    const mail = smtp.mails[0];
    expect(mail?.to).toEqual([DEMO_SITE_SETTINGS.contact.email]);
    const raw = decodeQuotedPrintable(mail?.raw ?? '').replace(/\r\n/g, '\n');
    expect(raw).toMatch(/^Reply-To: rahul\.menon@example\.com/im);
    expect(raw).toMatch(/^Subject: New enquiry from Rahul Menon/im);
    expect(raw).toContain('Line one\nLine <two> & more');
    // The HTML part shows the visitor's text escaped, never as markup.
    expect(raw).toContain('Line &lt;two&gt; &amp; more');
  });

  it('mails the operator address an operator set in the site settings', async () => {
    await (await testDatabase()).db.insert(siteSettings).values({
      key: 'site',
      value: {
        ...DEMO_SITE_SETTINGS,
        contact: { ...DEMO_SITE_SETTINGS.contact, email: 'hello@operator.example' },
      },
    });
    await send(lead);
    await app.mailer.flush();
    expect(smtp.mails.map((m) => m.to)).toEqual([['hello@operator.example']]);
  });

  it.each([
    ['name', CONTENT_MESSAGES.nameRequired],
    ['email', V.emailRequired],
    ['comment', CONTENT_MESSAGES.commentRequired],
  ] as const)('refuses a missing or blank %s with 400 and the field’s message', async (field, message) => {
    for (const value of [undefined, '', '   ']) {
      const res = await send({ ...lead, [field]: value });
      expect(res.statusCode).toBe(400);
      const body = ZErrorEnvelope.parse(res.json());
      expect(body.errors).toContainEqual({ field, message });
    }
    expect(await (await testDatabase()).db.select().from(leads)).toEqual([]);
    expect(smtp.mails).toEqual([]);
  });

  it('names every missing field at once, so the form can mark them all', async () => {
    const res = await send({});
    expect(res.statusCode).toBe(400);
    expect(
      ZErrorEnvelope.parse(res.json())
        .errors?.map((e) => e.field)
        .sort(),
    ).toEqual(['comment', 'email', 'name']);
  });

  it.each(['rahul', 'rahul@', '@example.com', 'rahul@example', 'a b@example.com'])(
    'refuses the email %s with 400',
    async (email) => {
      const res = await send({ ...lead, email });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toContainEqual({ field: 'email', message: V.emailInvalid });
    },
  );

  it('refuses a comment past the limit with a message saying so', async () => {
    const res = await send({ ...lead, comment: 'x'.repeat(LEAD_COMMENT_MAX + 1) });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toContainEqual({ field: 'comment', message: CONTENT_MESSAGES.commentTooLong });
  });

  it('lets only an admin read the enquiries, newest first', async () => {
    await send({ ...lead, name: 'First Visitor' });
    await send({ ...lead, name: 'Second Visitor' });

    expect((await app.inject({ method: 'GET', url: '/api/admin/leads' })).statusCode).toBe(401);
    const res = await app.inject({
      method: 'GET',
      url: '/api/admin/leads',
      headers: await adminAuth(app),
    });
    expect(res.statusCode).toBe(200);
    const { data } = envelope(ZConsolePage(ZInboxLead.strict())).parse(res.json());
    expect(data.total).toBe(2);
    expect(data.items.map((l) => l.name)).toEqual(['Second Visitor', 'First Visitor']);
    expect(data.items[0]).toMatchObject({
      email: 'rahul.menon@example.com',
      comment: lead.comment,
      source: null,
      status: 'new',
      note: null,
    });
  });
});

describe('lead rate limit (README.md#configuration: 5 per 10 minutes per IP)', () => {
  it('answers 429 with a readable message after the limit, and stores nothing more', async () => {
    await resetDatabase();
    const app = await createTestApp({ rateLimits: DEFAULT_RATE_LIMITS });
    try {
      const { max } = app.config.rateLimits.leads;
      expect(max).toBe(5);
      for (let i = 0; i < max; i++) {
        const ok = await app.inject({
          method: 'POST',
          url: '/api/leads',
          payload: { ...lead, name: `Visitor ${i}` },
        });
        expect(ok.statusCode).toBe(201);
      }
      const limited = await app.inject({ method: 'POST', url: '/api/leads', payload: lead });
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toMatchObject({ statusCode: 429, data: null });
      expect(limited.json().message).toMatch(/^Too many attempts\. Try again in /);
      expect(await (await testDatabase()).db.select().from(leads)).toHaveLength(max);

      // Another visitor (another IP) still has their own allowance.
      const other = await app.inject({
        method: 'POST',
        url: '/api/leads',
        payload: lead,
        remoteAddress: '203.0.113.7',
      });
      expect(other.statusCode).toBe(201);

      // The trainer form has the same limit with its own count: contact spam does not block applicants.
      const trainer = {
        name: 'Farhan Ali',
        email: 'farhan@example.com',
        phone: '7012345678',
        expertise: 'Kubernetes',
        experienceYears: 8,
        message: 'I would like to teach.',
      };
      for (let i = 0; i < max; i++) {
        const res = await app.inject({ method: 'POST', url: '/api/trainer/apply', payload: trainer });
        expect(res.statusCode).toBe(201);
      }
      const tooMany = await app.inject({ method: 'POST', url: '/api/trainer/apply', payload: trainer });
      expect(tooMany.statusCode).toBe(429);
    } finally {
      await app.close();
    }
  });
});
