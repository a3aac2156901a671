import type { FastifyInstance, InjectOptions } from 'fastify';
import { desc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { auditLog } from '@curio/db';
import { MESSAGES, type TAdminCourse, type TAdminCourseCreateRequest } from '@curio/shared';
import { testDatabase } from './database.ts';

/** Test helpers for the console's catalogue API (categories and courses, docs/product.md#console). */

export type Auth = Record<string, string>;

export const adminUrls = {
  categories: '/api/admin/categories',
  category: (id: string) => `/api/admin/categories/${id}`,
  categoryOrder: '/api/admin/categories/order',
  courses: '/api/admin/courses',
  course: (id: string) => `/api/admin/courses/${id}`,
  courseStatus: (id: string) => `/api/admin/courses/${id}/status`,
  coursePreview: (id: string) => `/api/admin/courses/${id}/preview`,
  courseImages: (id: string) => `/api/admin/courses/${id}/images`,
} as const;

export function call(
  app: FastifyInstance,
  method: InjectOptions['method'],
  url: string,
  auth: Auth,
  payload?: unknown,
) {
  return app.inject({
    method,
    url,
    headers: auth,
    ...(payload === undefined ? {} : { payload: payload as InjectOptions['payload'] }),
  });
}

/** A complete create request; every field of docs/product.md#catalogue, a quiz of one question. */
export const aCourseRequest = (
  category: string,
  overrides: Partial<TAdminCourseCreateRequest> = {},
): TAdminCourseCreateRequest => ({
  name: 'Practical TypeScript',
  slug: `practical-typescript-${Math.random().toString(36).slice(2, 8)}`,
  category,
  duration: '6 weeks',
  lectures: 24,
  videoLessons: 18,
  skillLevel: 'Intermediate',
  studentsEnrolled: 0,
  description: '<p>Types that help.</p>',
  feature: '<ul><li>Weekly projects</li></ul>',
  audience: '<p>JavaScript developers.</p>',
  overview: '<h3>Overview</h3><p>From any to generics.</p>',
  curriculum: [{ title: 'Basics', description: '<p>Primitives and unions.</p>' }],
  certificateDemo: '/images/courses/certificate-demo.svg',
  price: 79.99,
  quiz: [{ question: 'What does tsc do?', options: ['Compiles', 'Bundles'], correctOption: 0 }],
  ...overrides,
});

/** Creates a course through the API; must succeed. */
export async function createCourse(
  app: FastifyInstance,
  auth: Auth,
  body: TAdminCourseCreateRequest,
): Promise<TAdminCourse> {
  const res = await call(app, 'POST', adminUrls.courses, auth, body);
  if (res.statusCode !== 201) throw new Error(`course create failed: ${res.statusCode} ${res.body}`);
  return res.json().data;
}

/** GET /api/admin/courses/{id}; must succeed. */
export async function readAdminCourse(app: FastifyInstance, auth: Auth, id: string): Promise<TAdminCourse> {
  const res = await call(app, 'GET', adminUrls.course(id), auth);
  if (res.statusCode !== 200) throw new Error(`course read failed: ${res.statusCode} ${res.body}`);
  return res.json().data;
}

/** PATCHes a course at its current version with `changes`; must succeed. */
export async function editCourse(
  app: FastifyInstance,
  auth: Auth,
  id: string,
  changes: Record<string, unknown>,
) {
  const { updatedAt } = await readAdminCourse(app, auth, id);
  const res = await call(app, 'PATCH', adminUrls.course(id), auth, { ...changes, version: updatedAt });
  expect(res.statusCode, res.body).toBe(200);
  return res;
}

/** Publishes (or drafts, archives) a course at its current version; must succeed. */
export async function setCourseStatus(
  app: FastifyInstance,
  auth: Auth,
  id: string,
  status: TAdminCourse['status'],
): Promise<TAdminCourse> {
  const { updatedAt } = await readAdminCourse(app, auth, id);
  const res = await call(app, 'POST', adminUrls.courseStatus(id), auth, { status, version: updatedAt });
  if (res.statusCode !== 200) throw new Error(`status change failed: ${res.statusCode} ${res.body}`);
  return res.json().data;
}

/** The audit rows about one entity, newest first. */
export async function auditRows(entityId: string) {
  const { db } = await testDatabase();
  return db.select().from(auditLog).where(eq(auditLog.entityId, entityId)).orderBy(desc(auditLog.createdAt));
}

export type GuardedRequest = readonly [InjectOptions['method'], string, unknown];

/** Each request answers 401 without a token and 403 to a learner (the route is for editors and admins). */
export async function expectStaffOnly(
  app: FastifyInstance,
  learner: Auth,
  requests: readonly GuardedRequest[],
) {
  for (const [method, url, body] of requests) {
    expect((await call(app, method, url, {}, body)).statusCode, `${method} ${url}`).toBe(401);
    const res = await call(app, method, url, learner, body);
    expect(res.statusCode, `${method} ${url}`).toBe(403);
    expect(res.json().message).toBe(MESSAGES.auth.forbidden);
  }
}
