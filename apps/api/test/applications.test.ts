import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { DEMO_SITE_SETTINGS, jobApplications, jobs, trainerApplications } from '@curio/db';
import {
  CONTENT_MESSAGES,
  envelope,
  MESSAGES,
  ZConsolePage,
  ZErrorEnvelope,
  ZInboxJobApplication,
  ZInboxTrainerApplication,
  ZJob,
  ZSubmissionReceipt,
} from '@curio/shared';
import { createTestApp } from './helpers/app.ts';
import { resetDatabase, testDatabase } from './helpers/database.ts';
import { decodeQuotedPrintable, startSmtpCapture } from './helpers/smtp.ts';
import { adminAuth, signedInUser } from './helpers/users.ts';

const V = MESSAGES.validation;
const jobApplication = {
  name: 'Meghana Hegde',
  email: 'meghana@example.com',
  phone: '9845012345',
  coverLetter: 'I have taught cloud fundamentals for six years and run production systems for four.',
};
const trainerApplication = {
  name: 'Farhan Ali',
  email: 'farhan@example.com',
  phone: '7012345678',
  expertise: 'Kubernetes and platform engineering',
  experienceYears: 8,
  message: 'I would like to teach the container orchestration track on weekends.',
};

describe('job and trainer applications (real applications an operator can read)', () => {
  let app: FastifyInstance;
  let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;
  let jobId: string;
  const db = async () => (await testDatabase()).db;
  const apply = (id: string, payload: object) =>
    app.inject({ method: 'POST', url: `/api/workWithCurio/${id}/apply`, payload });
  /** A published job; answers its id. */
  const aJob = async (values: typeof jobs.$inferInsert) => {
    const [job] = await (await db()).insert(jobs).values(values).returning();
    if (!job) throw new Error('no job inserted');
    return job.id;
  };
  const applyAsTrainer = (payload: object) =>
    app.inject({ method: 'POST', url: '/api/trainer/apply', payload });

  beforeAll(async () => {
    smtp = await startSmtpCapture();
    app = await createTestApp({ smtpUrl: smtp.url });
  });
  beforeEach(async () => {
    await app.mailer.flush();
    await resetDatabase();
    // The data went away under the app: cached public replies must go with it.
    app.publicCache.clear();
    smtp.mails.length = 0;
    jobId = await aJob({
      title: 'Senior Cloud Instructor',
      description: '<p>Teach.</p>',
      jobType: 'Full-time',
      jobLocation: 'HSR Layout, Bangalore',
      salary: '85,000 – 110,000',
    });
  });
  afterAll(async () => {
    await app.close();
    await smtp.close();
  });

  it('stores a job application with the job’s title and mails the operator', async () => {
    const res = await apply(jobId, jobApplication);
    expect(res.statusCode).toBe(201);
    const body = envelope(ZSubmissionReceipt.strict()).parse(res.json());
    expect(body.message).toBe(CONTENT_MESSAGES.applicationReceived);

    const rows = await (await db()).select().from(jobApplications);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      id: body.data._id,
      jobId,
      jobTitle: 'Senior Cloud Instructor',
      ...jobApplication,
    });

    await app.mailer.flush();
    expect(smtp.mails.map((m) => m.to)).toEqual([[DEMO_SITE_SETTINGS.contact.email]]);
    const raw = decodeQuotedPrintable(smtp.mails[0]?.raw ?? '');
    expect(raw).toMatch(/^Reply-To: meghana@example\.com/im);
    expect(raw).toMatch(/^Subject: Application for Senior Cloud Instructor from Meghana Hegde/im);
    expect(raw).toContain(jobApplication.coverLetter);
  });

  it('answers 404 for an unknown or malformed job, storing nothing', async () => {
    for (const id of ['3f1c2b9e-8d7a-4c6b-9e5f-1a2b3c4d5e6f', 'not-a-uuid']) {
      const res = await apply(id, jobApplication);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ statusCode: 404, message: CONTENT_MESSAGES.jobNotFound, data: null });
    }
    expect(await (await db()).select().from(jobApplications)).toEqual([]);
  });

  it.each([
    ['name', { name: '' }, CONTENT_MESSAGES.nameRequired],
    ['email', { email: 'not-an-email' }, V.emailInvalid],
    ['phone', { phone: '12345' }, V.phoneInvalid],
    ['phone', { phone: '5123456789' }, V.phoneInvalid],
    ['coverLetter', { coverLetter: '   ' }, CONTENT_MESSAGES.fieldRequired],
    ['coverLetter', { coverLetter: 'x'.repeat(4001) }, CONTENT_MESSAGES.textTooLong],
  ] as const)('refuses a job application with a bad %s (400)', async (field, patch, message) => {
    const res = await apply(jobId, { ...jobApplication, ...patch });
    expect(res.statusCode).toBe(400);
    expect(ZErrorEnvelope.parse(res.json()).errors).toContainEqual({ field, message });
    expect(await (await db()).select().from(jobApplications)).toEqual([]);
  });

  it('counts each job’s applications on the public jobs list: none, then one, then two', async () => {
    const other = await aJob({
      title: 'Data Mentor',
      description: '<p>Mentor.</p>',
      jobType: 'Part-time',
      jobLocation: 'Remote',
      salary: '₹18–24 LPA',
      sortOrder: 1,
    });
    const counts = async () => {
      const res = await app.inject({ method: 'GET', url: '/api/workWithCurio' });
      expect(res.statusCode).toBe(200);
      const { data } = envelope(z.array(ZJob.strict())).parse(res.json());
      return Object.fromEntries(data.map((job) => [job.title, job.applications]));
    };

    expect(await counts()).toEqual({ 'Senior Cloud Instructor': 0, 'Data Mentor': 0 });
    expect((await apply(jobId, jobApplication)).statusCode).toBe(201);
    // The list was cached before the application: the application drops it.
    expect(await counts()).toEqual({ 'Senior Cloud Instructor': 1, 'Data Mentor': 0 });
    await apply(jobId, { ...jobApplication, name: 'Second Applicant' });
    await apply(other, jobApplication);
    expect((await apply(other, { ...jobApplication, phone: '12345' })).statusCode).toBe(400);
    expect(await counts()).toEqual({ 'Senior Cloud Instructor': 2, 'Data Mentor': 1 });
  });

  it('stores a trainer application and mails the operator', async () => {
    const res = await applyAsTrainer(trainerApplication);
    expect(res.statusCode).toBe(201);
    const body = envelope(ZSubmissionReceipt.strict()).parse(res.json());
    expect(body.message).toBe(CONTENT_MESSAGES.applicationReceived);
    const rows = await (await db()).select().from(trainerApplications);
    expect(rows).toEqual([expect.objectContaining({ id: body.data._id, ...trainerApplication })]);

    await app.mailer.flush();
    const raw = decodeQuotedPrintable(smtp.mails[0]?.raw ?? '');
    expect(raw).toMatch(/^Reply-To: farhan@example\.com/im);
    expect(raw).toContain('8 years');
  });

  it.each([
    ['name', { name: ' ' }, CONTENT_MESSAGES.nameRequired],
    ['email', { email: undefined }, V.emailRequired],
    ['phone', { phone: '' }, V.phoneInvalid],
    ['expertise', { expertise: '' }, CONTENT_MESSAGES.fieldRequired],
    ['experienceYears', { experienceYears: -1 }, CONTENT_MESSAGES.experienceInvalid],
    ['experienceYears', { experienceYears: 2.5 }, CONTENT_MESSAGES.experienceInvalid],
    ['experienceYears', { experienceYears: '8' }, CONTENT_MESSAGES.experienceInvalid],
    ['message', { message: undefined }, CONTENT_MESSAGES.fieldRequired],
  ] as const)('refuses a trainer application with a bad %s (400)', async (field, patch, message) => {
    const res = await applyAsTrainer({ ...trainerApplication, ...patch });
    expect(res.statusCode).toBe(400);
    expect(ZErrorEnvelope.parse(res.json()).errors).toContainEqual({ field, message });
    expect(await (await db()).select().from(trainerApplications)).toEqual([]);
  });

  it('lets an admin read both kinds of application, newest first', async () => {
    await apply(jobId, { ...jobApplication, name: 'Earlier Applicant' });
    await apply(jobId, { ...jobApplication, name: 'Later Applicant' });
    await applyAsTrainer(trainerApplication);
    const headers = await adminAuth(app);

    const jobsRes = await app.inject({ method: 'GET', url: '/api/admin/job-applications', headers });
    expect(jobsRes.statusCode).toBe(200);
    const { data: jobList } = envelope(ZConsolePage(ZInboxJobApplication.strict())).parse(jobsRes.json());
    expect(jobList.total).toBe(2);
    expect(jobList.items.map((a) => a.name)).toEqual(['Later Applicant', 'Earlier Applicant']);
    expect(jobList.items[0]).toMatchObject({
      status: 'new',
      note: null,
      jobId,
      jobTitle: 'Senior Cloud Instructor',
      phone: jobApplication.phone,
    });

    const trainersRes = await app.inject({ method: 'GET', url: '/api/admin/trainer-applications', headers });
    const { data: trainers } = envelope(ZConsolePage(ZInboxTrainerApplication.strict())).parse(
      trainersRes.json(),
    );
    expect(trainers.items).toEqual([expect.objectContaining(trainerApplication)]);
  });

  it('pages the admin lists with page and pageSize, with the total', async () => {
    for (const name of ['One', 'Two', 'Three']) await apply(jobId, { ...jobApplication, name });
    const headers = await adminAuth(app);
    const page = async (query: string) =>
      (await app.inject({ method: 'GET', url: `/api/admin/job-applications?${query}`, headers })).json()
        .data as { items: { name: string }[]; total: number };
    const first = await page('pageSize=2');
    expect(first.items.map((a) => a.name)).toEqual(['Three', 'Two']);
    expect(first.total).toBe(3);
    const rest = await page('pageSize=2&page=2');
    expect(rest.items.map((a) => a.name)).toEqual(['One']);
    const bad = await app.inject({ method: 'GET', url: '/api/admin/job-applications?pageSize=0', headers });
    expect(bad.statusCode).toBe(400);
  });

  it.each(['/api/admin/leads', '/api/admin/job-applications', '/api/admin/trainer-applications'])(
    '%s: 401 without a token, 403 for a learner',
    async (url) => {
      const anonymous = await app.inject({ method: 'GET', url });
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json()).toEqual({ statusCode: 401, message: MESSAGES.auth.tokenMissing, data: null });

      const learner = await signedInUser(app);
      const forbidden = await app.inject({ method: 'GET', url, headers: learner.auth });
      expect(forbidden.statusCode).toBe(403);
      expect(forbidden.json()).toEqual({ statusCode: 403, message: MESSAGES.auth.forbidden, data: null });
    },
  );

  it('keeps an application readable after its job is removed', async () => {
    await apply(jobId, jobApplication);
    await (await db()).delete(jobs);
    const res = await app.inject({
      method: 'GET',
      url: '/api/admin/job-applications',
      headers: await adminAuth(app),
    });
    expect(res.json().data.items).toEqual([
      expect.objectContaining({ jobId: null, jobTitle: 'Senior Cloud Instructor' }),
    ]);
  });
});
