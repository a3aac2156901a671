import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { certificates, type CertificateRow, type CourseRow, type LessonRow } from '@curio/db';
import { insertCourse, insertLesson, insertSection, type CourseOverrides } from '@curio/db/testing';
import type { TAdminCertificate, TCertificateVerification } from '@curio/shared';
import { aCategory } from './courses.ts';
import { testDatabase } from './database.ts';
import { aCaller, call, learnUrls, type Caller } from './learning.ts';

/** Test helpers of certificates (modules/certificates, docs/product.md#certificates). */

export const certUrls = {
  verification: (id: string) => `/api/certificates/${id}`,
  pdf: (id: string) => `/api/certificates/${id}/pdf`,
  credential: (id: string) => `/api/certificates/${id}/credential`,
  status: (id: string) => `/api/certificates/${id}/status`,
  issuer: '/api/certificates/issuer',
  jwks: '/api/certificates/issuer/jwks.json',
  mine: '/api/user/certificates',
  adminList: '/api/admin/certificates',
  adminCsv: '/api/admin/certificates.csv',
  admin: (id: string) => `/api/admin/certificates/${id}`,
  revoke: (id: string) => `/api/admin/certificates/${id}/revoke`,
  reissue: (id: string) => `/api/admin/certificates/${id}/reissue`,
} as const;

export interface CertificateCourse {
  course: CourseRow;
  /** Published reading lessons, completed by marking them. */
  lessons: LessonRow[];
}

/** A published course of `count` published reading lessons (five minutes each) and a draft one. */
export async function aCertificateCourse(
  count = 3,
  overrides: CourseOverrides = {},
): Promise<CertificateCourse> {
  const { db } = await testDatabase();
  const course = await insertCourse(db, await aCategory(), { name: 'Balcony Gardening', ...overrides });
  const section = await insertSection(db, course);
  const lessons: LessonRow[] = [];
  for (let position = 0; position < count; position++)
    lessons.push(await insertLesson(db, section, { position, title: `Lesson ${String(position + 1)}` }));
  await insertLesson(db, section, { position: count, status: 'draft', title: 'Not yet' });
  return { course, lessons };
}

/** A learner whose order of the course is confirmed, signed in. */
export const aLearnerOf = (app: FastifyInstance, course: CourseRow): Promise<Caller> =>
  aCaller(app, 'confirmed', course);

/** Marks the lessons complete, one after the other; each reply must be a 200. */
export async function completeLessons(
  app: FastifyInstance,
  auth: Record<string, string>,
  lessons: LessonRow[],
) {
  for (const lesson of lessons) {
    const res = await call(app, 'POST', learnUrls.complete(lesson.id), auth);
    if (res.statusCode !== 200) throw new Error(`complete failed: ${String(res.statusCode)} ${res.body}`);
  }
}

/** Every certificate stored, oldest first. */
export async function storedCertificates(userId?: string): Promise<CertificateRow[]> {
  const { db } = await testDatabase();
  return db
    .select()
    .from(certificates)
    .where(userId ? eq(certificates.userId, userId) : undefined)
    .orderBy(asc(certificates.issuedAt), asc(certificates.id));
}

/** The one certificate a learner holds (throws unless exactly one). */
export async function theCertificateOf(userId: string): Promise<CertificateRow> {
  const rows = await storedCertificates(userId);
  if (rows.length !== 1) throw new Error(`expected one certificate, found ${String(rows.length)}`);
  return rows[0] as CertificateRow;
}

/** A learner who completed a fresh course, and their certificate. */
export async function anEarnedCertificate(app: FastifyInstance, count = 2) {
  const world = await aCertificateCourse(count);
  const learner = await aLearnerOf(app, world.course);
  await completeLessons(app, learner.auth, world.lessons);
  return { ...world, learner, certificate: await theCertificateOf(learner.userId ?? '') };
}

export async function readVerification(app: FastifyInstance, id: string): Promise<TCertificateVerification> {
  const res = await app.inject({ method: 'GET', url: certUrls.verification(id) });
  if (res.statusCode !== 200) throw new Error(`verification failed: ${String(res.statusCode)} ${res.body}`);
  return (res.json() as { data: TCertificateVerification }).data;
}

export function revoke(app: FastifyInstance, auth: Record<string, string>, id: string, reason: unknown) {
  return app.inject({ method: 'POST', url: certUrls.revoke(id), headers: auth, payload: { reason } });
}

export async function readAdminCertificate(
  app: FastifyInstance,
  auth: Record<string, string>,
  id: string,
): Promise<TAdminCertificate> {
  const res = await app.inject({ method: 'GET', url: certUrls.admin(id), headers: auth });
  if (res.statusCode !== 200) throw new Error(`admin read failed: ${String(res.statusCode)} ${res.body}`);
  return (res.json() as { data: TAdminCertificate }).data;
}
