import { randomUUID } from 'node:crypto';
import { and, eq, like } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { mailOutbox } from '@curio/db';
import { MESSAGES } from '@curio/shared';
import { DEFAULT_RATE_LIMITS, type Config } from '#api/config.ts';
import { createTestApp } from './helpers/app.ts';
import { resetDatabase } from './helpers/database.ts';
import { aUser, logIn, signedInUser, signUp } from './helpers/users.ts';

/**
 * ADR 020: reset codes that no flood can send or guess past their limits, the same reply and the same work
 * for registered and unknown emails, re-authentication for an email change, and login and password limits
 * per IP and per account.
 */

/** Every call of the work that could tell a registered email from an unknown one, in order. */
const work = vi.hoisted(() => ({ calls: [] as string[] }));

/** Wraps each function of `target` so its calls are recorded (they still run for real). */
function recorded<T extends object>(prefix: string, target: T): T {
  return Object.fromEntries(
    Object.entries(target).map(([name, value]) => [
      name,
      typeof value === 'function'
        ? (...args: unknown[]) => {
            work.calls.push(`${prefix}.${name}`);
            return (value as (...a: unknown[]) => unknown)(...args);
          }
        : value,
    ]),
  ) as T;
}

vi.mock('#api/lib/passwords.ts', async (importOriginal) => {
  const real = await importOriginal<typeof import('#api/lib/passwords.ts')>();
  return recorded('argon2', real);
});
vi.mock('#api/modules/user/reset-keys.ts', async (importOriginal) => {
  const real = await importOriginal<typeof import('#api/modules/user/reset-keys.ts')>();
  return { createResetKeys: (secret: () => string) => recorded('hmac', real.createResetKeys(secret)) };
});
vi.mock('#api/modules/user/reset-repository.ts', async (importOriginal) => {
  const real = await importOriginal<typeof import('#api/modules/user/reset-repository.ts')>();
  return {
    createResetRepository: (db: Parameters<typeof real.createResetRepository>[0]) =>
      recorded('resets', real.createResetRepository(db)),
  };
});
vi.mock('#api/modules/user/repository.ts', async (importOriginal) => {
  const real = await importOriginal<typeof import('#api/modules/user/repository.ts')>();
  return {
    createUserRepository: (db: Parameters<typeof real.createUserRepository>[0]) =>
      recorded('users', real.createUserRepository(db)),
  };
});

const F = MESSAGES.forgot;
const MINUTE = 60_000;
const generous = { max: 10_000, timeWindow: MINUTE };

function testApp(limits: Partial<Config['rateLimits']>, overrides: Partial<Config> = {}) {
  return createTestApp({ rateLimits: { ...DEFAULT_RATE_LIMITS, ...limits }, ...overrides });
}

/** Each call a fresh client address (inject's remoteAddress; behind a proxy see trust-proxy.test.ts). */
let nextAddress = 0;
const freshIp = () => {
  nextAddress += 1;
  return `10.${(nextAddress >> 16) & 255}.${(nextAddress >> 8) & 255}.${nextAddress & 255}`;
};

const otpSend = (app: FastifyInstance, email: string, ip = freshIp()) =>
  app.inject({ method: 'POST', url: '/api/user/forgot/otpsend', remoteAddress: ip, payload: { email } });
const otpVerify = (app: FastifyInstance, email: string, otp: string, ip = freshIp()) =>
  app.inject({
    method: 'POST',
    url: '/api/user/forgot/otpverify',
    remoteAddress: ip,
    payload: { email, otp, password: 'Fresh1234' },
  });
const logInFrom = (app: FastifyInstance, ip: string, email: string, password = 'Wrong1234') =>
  app.inject({ method: 'POST', url: '/api/user/login', remoteAddress: ip, payload: { email, password } });

/** The mails queued to `to` (the outbox keeps them), oldest first. */
async function mailsTo(app: FastifyInstance, to: string, subject = '%') {
  const rows = await app.db
    .select({ subject: mailOutbox.subject, text: mailOutbox.text })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.to, to), like(mailOutbox.subject, subject)))
    .orderBy(mailOutbox.createdAt);
  return rows;
}

async function lastCode(app: FastifyInstance, email: string): Promise<string> {
  const mail = (await mailsTo(app, email, '%password reset code')).at(-1);
  const code = /one-time code is: (\d{6})/.exec(mail?.text ?? '')?.[1];
  if (!code) throw new Error(`no code mailed to ${email}`);
  return code;
}

const otherThan = (code: string) => (code === '000000' ? '111111' : '000000');
const randomEmail = () => `flood-${randomUUID().slice(0, 8)}@example.com`;

describe('reset codes: limits no flood resets', () => {
  const OTP_SEND_IP = { max: 5, timeWindow: 15 * MINUTE };
  let app: FastifyInstance;
  beforeAll(async () => {
    // A tiny in-memory store (10 keys a limit) and 5 codes per address: more than two addresses' floods
    // push the victim's per-email count out.
    app = await testApp(
      { otpSendIp: { ...OTP_SEND_IP }, otpDaily: { max: 4, timeWindow: 24 * 60 * MINUTE } },
      { rateLimitMemoryKeys: 10 },
    );
  });
  beforeEach(resetDatabase);
  afterAll(() => app.close());

  it('counts per IP before per email: one address cannot push the victim out of the store', async () => {
    const victim = await signUp(app, aUser());
    for (let i = 0; i < DEFAULT_RATE_LIMITS.otpSend.max; i++)
      expect((await otpSend(app, victim.email)).statusCode).toBe(200);
    const attacker = freshIp();
    const replies = [];
    for (let i = 0; i < 30; i++) replies.push((await otpSend(app, randomEmail(), attacker)).statusCode);
    expect(replies.filter((s) => s === 200)).toHaveLength(OTP_SEND_IP.max);
    expect(replies.slice(OTP_SEND_IP.max).every((s) => s === 429)).toBe(true);
    // The victim's own count survived (fewer keys than the store holds reached it from that address).
    const again = await otpSend(app, victim.email);
    expect(again.statusCode).toBe(429);
    expect(again.json().message).toMatch(/^Too many attempts/);
  });

  it('mails an account at most the day’s codes, however many addresses flood the store', async () => {
    const victim = await signUp(app, aUser());
    for (let round = 0; round < 4; round++) {
      // Fifteen keys from three other addresses each round: more than the store's ten, so the victim's
      // per-email count is forgotten and its requests reach the database's count.
      for (let i = 0; i < 15; i++) await otpSend(app, randomEmail(), `172.16.${round}.${i % 3}`);
      for (let i = 0; i < 3; i++) {
        const res = await otpSend(app, victim.email);
        expect(res.statusCode).toBe(200);
        expect(res.json()).toEqual({ statusCode: 200, message: F.otpSent, data: null });
      }
    }
    expect(await mailsTo(app, victim.email)).toHaveLength(4);
    // The last code mailed still works.
    const code = await lastCode(app, victim.email);
    expect((await otpVerify(app, victim.email, code)).statusCode).toBe(200);
  });
});

describe('reset codes: wrong guesses', () => {
  let app: FastifyInstance;
  const DAILY = 12;
  beforeAll(async () => {
    app = await testApp({ otpSend: generous, otpGuessesDaily: { max: DAILY, timeWindow: 24 * 60 * MINUTE } });
  });
  beforeEach(resetDatabase);
  afterAll(() => app.close());

  it('limits the tries of each address on one account, so a stranger cannot burn the owner’s code', async () => {
    const owner = await signUp(app, aUser());
    expect((await otpSend(app, owner.email)).statusCode).toBe(200);
    const code = await lastCode(app, owner.email);
    const stranger = freshIp();
    for (let i = 0; i < DEFAULT_RATE_LIMITS.otpTries.max; i++) {
      const res = await otpVerify(app, owner.email, otherThan(code), stranger);
      expect(res.json().message).toBe(F.otpWrong);
    }
    expect((await otpVerify(app, owner.email, otherThan(code), stranger)).statusCode).toBe(429);
    // The stranger is held even with the right code; the owner, from their own address, gets in.
    expect((await otpVerify(app, owner.email, code, stranger)).statusCode).toBe(429);
    expect((await otpVerify(app, owner.email, code)).statusCode).toBe(200);
  });

  it('caps wrong guesses per account across codes and addresses; a new code does not reset it', async () => {
    const owner = aUser();
    await signUp(app, owner);
    let guesses = 0;
    // Three addresses, each asking for a new code and spending its tries on it.
    for (let ip = 0; ip < 3; ip++) {
      const from = freshIp();
      expect((await otpSend(app, owner.email, from)).statusCode).toBe(200);
      const code = await lastCode(app, owner.email);
      for (let i = 0; i < 4; i++) {
        guesses += 1;
        const res = await otpVerify(app, owner.email, otherThan(code), from);
        expect(res.json().message).toBe(guesses < DAILY ? F.otpWrong : F.otpLocked);
      }
    }
    expect(guesses).toBe(DAILY);
    // Locked for everyone, even a fresh code from a fresh address.
    expect((await otpSend(app, owner.email)).statusCode).toBe(200);
    const fresh = await lastCode(app, owner.email);
    const locked = await otpVerify(app, owner.email, fresh);
    expect(locked.statusCode).toBe(400);
    expect(locked.json().message).toBe(F.otpLocked);
    // The owner's own login clears the lock: the live code works again.
    await logIn(app, owner);
    expect((await otpVerify(app, owner.email, fresh)).statusCode).toBe(200);
  });

  it('limits reset tries per IP across accounts', async () => {
    const from = freshIp();
    for (let i = 0; i < DEFAULT_RATE_LIMITS.otpVerifyIp.max; i++)
      expect((await otpVerify(app, randomEmail(), '123456', from)).statusCode).toBe(400);
    expect((await otpVerify(app, randomEmail(), '123456', from)).statusCode).toBe(429);
    expect((await otpVerify(app, randomEmail(), '123456')).statusCode).toBe(400);
  });
});

describe('reset codes: a registered and an unknown email look the same', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await testApp({
      otpSend: generous,
      otpSendIp: generous,
      otpGuessesDaily: { max: 3, timeWindow: 24 * 60 * MINUTE },
    });
  });
  beforeEach(resetDatabase);
  afterAll(() => app.close());

  /** The reply and the recorded work of one request. */
  async function observe(request: () => Promise<{ statusCode: number; body: string }>) {
    work.calls.length = 0;
    const res = await request();
    return { status: res.statusCode, body: res.body, work: [...work.calls] };
  }

  it('otpsend: same reply, same statements and HMACs; only the registered one is mailed', async () => {
    const known = await signUp(app, aUser());
    const unknown = randomEmail();
    const a = await observe(() => otpSend(app, known.email));
    const b = await observe(() => otpSend(app, unknown));
    expect(b).toEqual(a);
    expect(a.work).toContain('resets.saveCode');
    expect(a.work.filter((c) => c.startsWith('hmac.'))).toHaveLength(2);
    expect(await mailsTo(app, known.email)).toHaveLength(1);
    expect(await mailsTo(app, unknown)).toHaveLength(0);
  });

  it('otpverify: same replies up to the lock, the same statements and no argon2 for a wrong code', async () => {
    const known = await signUp(app, aUser());
    const unknown = randomEmail();
    // Both have asked for a code; a registered one has a live code.
    await otpSend(app, known.email);
    await otpSend(app, unknown);
    const guess = otherThan(await lastCode(app, known.email));
    for (let i = 0; i < 4; i++) {
      const a = await observe(() => otpVerify(app, known.email, guess));
      const b = await observe(() => otpVerify(app, unknown, guess));
      expect(b).toEqual(a);
      expect(JSON.parse(a.body).message).toBe(i < 2 ? F.otpWrong : F.otpLocked);
      expect(a.work.some((c) => c.startsWith('argon2.'))).toBe(false);
    }
  });
});

describe('re-authentication for an email change', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await testApp({}, {});
  });
  beforeEach(resetDatabase);
  afterAll(() => app.close());

  const update = (auth: Record<string, string>, payload: object) =>
    app.inject({ method: 'PUT', url: '/api/user/update', headers: auth, payload });

  it('refuses a new email without the current password or with a wrong one, naming the field', async () => {
    const me = await signedInUser(app);
    const next = randomEmail();
    for (const [payload, message] of [
      [{ email: next }, MESSAGES.profile.currentPasswordRequired],
      [{ email: next, currentPassword: '' }, MESSAGES.profile.currentPasswordRequired],
      [{ email: next, currentPassword: 'Wrong1234' }, MESSAGES.password.currentWrong],
    ] as const) {
      const res = await update(me.auth, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ message, errors: [{ field: 'currentPassword', message }] });
    }
    const self = await app.inject({ method: 'GET', url: '/api/user/self', headers: me.auth });
    expect(self.json().data.email).toBe(me.email);
    expect(await mailsTo(app, me.email)).toHaveLength(0);
  });

  it('changes the email with the current password and tells the old address', async () => {
    const me = await signedInUser(app);
    const next = randomEmail();
    const res = await update(me.auth, { email: next, currentPassword: me.password });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.email).toBe(next);
    const [mail, ...more] = await mailsTo(app, me.email);
    expect(more).toHaveLength(0);
    expect(mail?.subject).toBe('Your Curio email address was changed');
    expect(mail?.text).toContain(next);
    expect(await mailsTo(app, next)).toHaveLength(0);
    expect((await logIn(app, { email: next, password: me.password })).token).toBeTruthy();
  });

  it('needs no password for other fields or for the same email in another case', async () => {
    const me = await signedInUser(app);
    const res = await update(me.auth, { name: 'Asha Verma', email: me.email.toUpperCase() });
    expect(res.statusCode).toBe(200);
    expect(await mailsTo(app, me.email)).toHaveLength(0);
  });
});

describe('login and password limits per IP across accounts and per account', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await testApp({
      signup: generous,
      password: { max: 3, timeWindow: 15 * MINUTE },
      passwordIp: { max: 4, timeWindow: 10 * MINUTE },
    });
  });
  beforeEach(resetDatabase);
  afterAll(() => app.close());

  it('limits logins per IP across many emails (credential stuffing)', async () => {
    const from = freshIp();
    for (let i = 0; i < DEFAULT_RATE_LIMITS.loginIp.max; i++)
      expect((await logInFrom(app, from, randomEmail())).statusCode).toBe(401);
    expect((await logInFrom(app, from, randomEmail())).statusCode).toBe(429);
    expect((await logInFrom(app, freshIp(), randomEmail())).statusCode).toBe(401);
  });

  it('limits logins per account across addresses', async () => {
    const target = randomEmail();
    for (let i = 0; i < DEFAULT_RATE_LIMITS.login.max; i++)
      expect((await logInFrom(app, freshIp(), target)).statusCode).toBe(401);
    const limited = await logInFrom(app, freshIp(), target);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toMatch(/^Too many attempts\. Try again in 15 minutes\.$/);
    expect(limited.headers['retry-after']).toBeDefined();
  });

  const changePassword = (auth: Record<string, string>, ip: string, currentPassword = 'Wrong1234') =>
    app.inject({
      method: 'POST',
      url: '/api/user/update/password',
      remoteAddress: ip,
      headers: auth,
      payload: { currentPassword, newPassword: 'Fresh1234' },
    });

  it('limits current-password checks per account, the email change counted with the password change', async () => {
    const me = await signedInUser(app);
    expect((await changePassword(me.auth, freshIp())).statusCode).toBe(400);
    expect((await changePassword(me.auth, freshIp())).statusCode).toBe(400);
    const emailChange = await app.inject({
      method: 'PUT',
      url: '/api/user/update',
      remoteAddress: freshIp(),
      headers: me.auth,
      payload: { email: randomEmail(), currentPassword: 'Wrong1234' },
    });
    expect(emailChange.statusCode).toBe(400);
    // The fourth check, even with the right password and from another address.
    expect((await changePassword(me.auth, freshIp(), me.password)).statusCode).toBe(429);
    // Other fields need no password and are not counted.
    const rename = await app.inject({
      method: 'PUT',
      url: '/api/user/update',
      headers: me.auth,
      payload: { name: 'Asha Verma' },
    });
    expect(rename.statusCode).toBe(200);
  });

  it('limits current-password checks per IP across accounts', async () => {
    const from = freshIp();
    for (let i = 0; i < 4; i++) {
      const someone = await signedInUser(app);
      expect((await changePassword(someone.auth, from)).statusCode).toBe(400);
    }
    const fifth = await signedInUser(app);
    expect((await changePassword(fifth.auth, from)).statusCode).toBe(429);
    expect((await changePassword(fifth.auth, freshIp(), fifth.password)).statusCode).toBe(200);
  });
});
