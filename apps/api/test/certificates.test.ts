import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeEach, describe, expect, it } from 'vitest';
import { certificates, mailOutbox, notifications } from '@curio/db';
import { insertLesson, insertSection } from '@curio/db/testing';
import {
  CERTIFICATE_ID_PATTERN,
  CERTIFICATE_MESSAGES as C,
  paths,
  type TMyCertificateList,
} from '@curio/shared';
import { useTestAppWithMail } from './helpers/app.ts';
import {
  aCertificateCourse,
  aLearnerOf,
  anEarnedCertificate,
  certUrls,
  completeLessons,
  revoke,
  storedCertificates,
  theCertificateOf,
} from './helpers/certificates.ts';
import { readableMail } from './helpers/commerce.ts';
import { testDatabase } from './helpers/database.ts';
import { aCaller, call, learnUrls } from './helpers/learning.ts';
import { adminAuth, signedInUser } from './helpers/users.ts';

/**
 * Issuing on completion (docs/product.md#certificates, ADR 037): in the transaction of the progress write
 * that completes a course's last published lesson, exactly once however many writes race, only for a learner
 * whose order of the course is confirmed or completed and a course that grants certificates; the learner is
 * told in the site and by mail; their list shows their own only.
 */

const ctx = useTestAppWithMail();
let app: FastifyInstance;

beforeEach(() => {
  app = ctx.app;
});

const myCertificates = async (auth: Record<string, string>) => {
  const res = await call(app, 'GET', certUrls.mine, auth);
  expect(res.statusCode).toBe(200);
  return (res.json() as { data: TMyCertificateList }).data.items;
};

describe('completing a course', () => {
  it('issues one certificate with the last lesson, none before, and tells the learner', async () => {
    const { course, lessons } = await aCertificateCourse(3);
    const learner = await aLearnerOf(app, course);
    const userId = learner.userId ?? '';
    await completeLessons(app, learner.auth, lessons.slice(0, 2));
    expect(await storedCertificates(userId)).toEqual([]);

    await completeLessons(app, learner.auth, lessons.slice(2));
    const certificate = await theCertificateOf(userId);
    const profile = await call(app, 'GET', '/api/user/self', learner.auth);
    expect(certificate).toMatchObject({
      courseId: course.id,
      learnerName: (profile.json() as { data: { name: string } }).data.name,
      courseName: 'Balcony Gardening',
      method: 'completion',
      issuedBy: null,
      revokedAt: null,
      // Three published lessons of five minutes (the draft does not count): 0.25 h, to one decimal.
      hours: 0.3,
    });
    expect(certificate.id).toMatch(CERTIFICATE_ID_PATTERN);
    expect(certificate.id).not.toContain(userId.slice(0, 8));
    expect(certificate.credential.split('.')).toHaveLength(3);

    const { db } = await testDatabase();
    const notes = await db.select().from(notifications).where(eq(notifications.userId, userId));
    expect(notes).toEqual([
      expect.objectContaining({
        title: C.notificationTitle('Balcony Gardening'),
        message: C.notificationBody('Balcony Gardening'),
        link: paths.certificate.to(certificate.id),
      }),
    ]);
    // One mail, read as the learner receives it: the outbox's own copy of its text is blanked once it is sent,
    // which the worker may do at any moment.
    expect(await db.$count(mailOutbox, eq(mailOutbox.subject, C.mailSubject('Balcony Gardening')))).toBe(1);
    await app.mailer.flush();
    const mails = ctx.smtp.mails
      .map((mail) => readableMail(mail.raw))
      .filter((mail) => mail.includes(`/certificates/${certificate.id}`));
    expect(mails).toHaveLength(1);
    expect(mails[0]).toContain(`http://localhost:3000/certificates/${certificate.id}`);
    expect(mails[0]).toContain(`http://localhost:3000/api/certificates/${certificate.id}/pdf`);

    // Marking a completed lesson again changes nothing.
    await completeLessons(app, learner.auth, lessons.slice(2));
    expect(await storedCertificates(userId)).toHaveLength(1);
  });

  it('issues exactly one when the last lessons are completed by requests racing each other', async () => {
    const { course, lessons } = await aCertificateCourse(5);
    const learner = await aLearnerOf(app, course);
    await completeLessons(app, learner.auth, lessons.slice(0, 1));
    const replies = await Promise.all(
      lessons.slice(1).map((lesson) => call(app, 'POST', learnUrls.complete(lesson.id), learner.auth)),
    );
    expect(replies.map((res) => res.statusCode)).toEqual([200, 200, 200, 200]);
    expect(await storedCertificates(learner.userId ?? '')).toHaveLength(1);
  });

  it('issues exactly one when the same last lesson is completed by several requests at once', async () => {
    const { course, lessons } = await aCertificateCourse(2);
    const learner = await aLearnerOf(app, course);
    await completeLessons(app, learner.auth, lessons.slice(0, 1));
    const last = lessons[1]?.id ?? '';
    const replies = await Promise.all(
      [1, 2, 3, 4].map(() => call(app, 'POST', learnUrls.complete(last), learner.auth)),
    );
    expect(replies.map((res) => res.statusCode)).toEqual([200, 200, 200, 200]);
    expect(await storedCertificates(learner.userId ?? '')).toHaveLength(1);
  });

  it('issues one when a passed quiz lesson completes the course, not when it is failed', async () => {
    const { course, lessons } = await aCertificateCourse(1);
    const { db } = await testDatabase();
    const section = await insertSection(db, course, { position: 1 });
    const quiz = await insertLesson(db, section, {
      kind: 'quiz',
      quiz: [{ id: 'q1', question: 'Water daily?', options: ['yes', 'no'], correctOption: 1 }],
    });
    const learner = await aLearnerOf(app, course);
    await completeLessons(app, learner.auth, lessons);
    const attempt = (option: number) =>
      call(app, 'POST', learnUrls.quiz(quiz.id), learner.auth, { answers: [{ question: 'q1', option }] });
    expect((await attempt(0)).statusCode).toBe(200);
    expect(await storedCertificates(learner.userId ?? '')).toEqual([]);
    expect((await attempt(1)).statusCode).toBe(200);
    expect(await storedCertificates(learner.userId ?? '')).toHaveLength(1);
  });

  it('issues none for a course not finished, one that grants none, or a learner without a paid order', async () => {
    const unfinished = await aCertificateCourse(3);
    const partway = await aLearnerOf(app, unfinished.course);
    await completeLessons(app, partway.auth, unfinished.lessons.slice(0, 2));

    const noCertificate = await aCertificateCourse(2, { grantsCertificate: false });
    const finisher = await aLearnerOf(app, noCertificate.course);
    await completeLessons(app, finisher.auth, noCertificate.lessons);

    // Staff open every lesson without buying the course: finishing it earns nothing.
    const previewed = await aCertificateCourse(2);
    const admin = await aCaller(app, 'admin', previewed.course);
    await completeLessons(app, admin.auth, previewed.lessons);

    expect(await storedCertificates()).toEqual([]);
  });

  it('keeps the name and course as they were at issue', async () => {
    const { certificate, learner, course } = await anEarnedCertificate(app);
    const renamed = await app.inject({
      method: 'PUT',
      url: '/api/user/update',
      headers: learner.auth,
      payload: { name: 'A New Name' },
    });
    expect(renamed.statusCode).toBe(200);
    const { db } = await testDatabase();
    const [row] = await db.select().from(certificates).where(eq(certificates.courseId, course.id));
    expect(row?.learnerName).toBe(certificate.learnerName);
    expect(row?.learnerName).not.toBe('A New Name');
  });

  it('issues nothing more on completion once the learner holds a revoked one', async () => {
    const { certificate, learner, course } = await anEarnedCertificate(app);
    const auth = await adminAuth(app);
    expect((await revoke(app, auth, certificate.id, 'Issued by mistake')).statusCode).toBe(200);
    const { db } = await testDatabase();
    const section = await insertSection(db, course, { position: 5 });
    const added = await insertLesson(db, section, { title: 'Bonus' });
    await completeLessons(app, learner.auth, [added]);
    const rows = await storedCertificates(learner.userId ?? '');
    expect(rows.map((row) => row.id)).toEqual([certificate.id]);
    expect(rows[0]?.revokedAt).not.toBeNull();
  });
});

describe('the learner’s certificates (GET /api/user/certificates)', () => {
  it('lists only the caller’s own, with their links', async () => {
    const mine = await anEarnedCertificate(app);
    const theirs = await anEarnedCertificate(app);
    const items = await myCertificates(mine.learner.auth);
    expect(items).toEqual([
      expect.objectContaining({
        _id: mine.certificate.id,
        course: { _id: mine.course.id, name: 'Balcony Gardening', slug: mine.course.slug },
        status: 'valid',
        revokedAt: null,
        urls: expect.objectContaining({
          page: `http://localhost:3000/certificates/${mine.certificate.id}`,
          pdf: `http://localhost:3000/api/certificates/${mine.certificate.id}/pdf`,
          credential: `http://localhost:3000/api/certificates/${mine.certificate.id}/credential`,
          linkedIn: expect.stringMatching(
            /^https:\/\/www\.linkedin\.com\/profile\/add\?startTask=CERTIFICATION_NAME&/,
          ),
        }),
      }),
    ]);
    const linkedIn = new URL(items[0]?.urls.linkedIn ?? '');
    expect(linkedIn.searchParams.get('certId')).toBe(mine.certificate.id);
    expect(linkedIn.searchParams.get('name')).toBe('Balcony Gardening');
    expect((await myCertificates(theirs.learner.auth)).map((item) => item._id)).toEqual([
      theirs.certificate.id,
    ]);
    expect(await myCertificates((await signedInUser(app)).auth)).toEqual([]);
  });

  it('answers 401 without a token, private and never stored', async () => {
    const res = await app.inject({ method: 'GET', url: certUrls.mine });
    expect(res.statusCode).toBe(401);
    const signedIn = await signedInUser(app);
    const ok = await call(app, 'GET', certUrls.mine, signedIn.auth);
    expect(ok.headers['cache-control']).toBe('private, no-store');
  });

  it('shows a revoked one as revoked', async () => {
    const { certificate, learner } = await anEarnedCertificate(app);
    await revoke(app, await adminAuth(app), certificate.id, 'Identity could not be confirmed');
    const [item] = await myCertificates(learner.auth);
    expect(item).toMatchObject({ status: 'revoked', revokedAt: expect.any(String) });
  });
});
