import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { users } from '@curio/db';
import type { TRole, TUser } from '@curio/shared';
import { hashPassword } from '#api/lib/passwords.ts';
import { createUserRepository } from '#api/modules/user/repository.ts';

export interface TestUser {
  email: string;
  name: string;
  phone: string;
  password: string;
}

export const aUser = (overrides: Partial<TestUser> = {}): TestUser => ({
  email: `learner-${randomUUID().slice(0, 8)}@example.com`,
  name: 'Priya Sharma',
  phone: '9876543210',
  password: 'Secret123',
  ...overrides,
});

export async function signUp(app: FastifyInstance, user: TestUser = aUser()): Promise<TUser> {
  const res = await app.inject({ method: 'POST', url: '/api/user/signup', payload: user });
  if (res.statusCode !== 201) throw new Error(`signup failed: ${res.statusCode} ${res.body}`);
  return res.json().data.user;
}

export async function logIn(app: FastifyInstance, user: Pick<TestUser, 'email' | 'password'>) {
  const res = await app.inject({ method: 'POST', url: '/api/user/login', payload: user });
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.statusCode} ${res.body}`);
  return res.json().data as { user: TUser; token: string };
}

/** Signs a fresh user up and returns what a logged-in client holds. */
export async function signedInUser(app: FastifyInstance, overrides: Partial<TestUser> = {}) {
  const user = aUser(overrides);
  await signUp(app, user);
  const { token, user: profile } = await logIn(app, user);
  return { ...user, token, profile, auth: { authorization: `Bearer ${token}` } };
}

/** The operator account (role admin), created if needed, and its bearer header. */
export async function adminAuth(app: FastifyInstance): Promise<Record<string, string>> {
  await createUserRepository(app.db).upsertAdmin({
    email: 'ops@curio.example',
    name: 'Site Operator',
    phone: '9000000000',
    passwordHash: await hashPassword('Operator123'),
  });
  const { token } = await logIn(app, { email: 'ops@curio.example', password: 'Operator123' });
  return { authorization: `Bearer ${token}` };
}

/** A fresh account given `role` in the database before it logs in, and what its client holds. */
export async function signedInStaff(app: FastifyInstance, role: TRole, overrides: Partial<TestUser> = {}) {
  const user = aUser({ email: `${role}-${randomUUID().slice(0, 8)}@example.com`, ...overrides });
  const { _id } = await signUp(app, user);
  await app.db.update(users).set({ role }).where(eq(users.id, _id));
  const { token, user: profile } = await logIn(app, user);
  return { ...user, token, profile, auth: { authorization: `Bearer ${token}` } };
}

/** A fresh editor's bearer header. */
export const editorAuth = async (app: FastifyInstance): Promise<Record<string, string>> =>
  (await signedInStaff(app, 'editor')).auth;
