import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { PgPreparedQuery } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { mailOutbox } from '@curio/db';
import { MESSAGES } from '@curio/shared';
import { DEFAULT_RATE_LIMITS, type Config } from '#api/config.ts';
import { createTestApp } from './helpers/app.ts';
import { resetDatabase } from './helpers/database.ts';
import { decodeQuotedPrintable, otpIn, startSmtpCapture } from './helpers/smtp.ts';
import { aUser, logIn, signedInUser, signUp } from './helpers/users.ts';

/**
 * ADR 020: reset codes that no flood can send or guess past their limits, the same reply and the same work
 * for registered and unknown emails, re-authentication for an email change, and login and password limits
 * per IP and per account.
 */

/**
 * Counts the work of the requests made while it watches, without replacing any of it: the statements sent
 * to the database (drizzle's one funnel of every query, on PGlite and PostgreSQL alike) and the HMACs of
 * reset codes and addresses (each reads the server's OTP secret once). The mail's own statements (the
 * outbox insert, the wake-up notify, the worker's claim) are left out: a mail is the one difference.
 */
function watchWork(app: FastifyInstance) {
  const calls: string[] = [];
  const secret = app.keyRing.otpSecret;
  Object.defineProperty(app.keyRing, 'otpSecret', {
    configurable: true,
    get: () => {
      calls.push('hmac');
      return secret;
    },
  });
  // queryWithCache(text, params, run) is protected in drizzle's types; every execution passes through it.
  const funnel = PgPreparedQuery.prototype as unknown as {
    queryWithCache: (text: string, ...rest: unknown[]) => Promise<unknown>;
  };
  const queries = vi.spyOn(funnel, 'queryWithCache');
  return {
    /** The reply and the work of one request. */
    async observe(request: () => Promise<{ statusCode: number; body: string }>) {
      calls.length = 0;
      queries.mockClear();
      const res = await request();
      const statements = queries.mock.calls
        .map(([text]) => text)
        .filter((text) => !text.includes('"mail_outbox"') && !text.includes('pg_notify'));
      return {
        status: res.statusCode,
        body: res.body,
        hmacs: calls.length,
        statements,
      };
    },
  };
}

const F = MESSAGES.forgot;
const MINUTE = 60_000;
const generous = { max: 10_000, timeWindow: MINUTE };

/** Where every app of this file sends its mail: a sent mail's text leaves the outbox table. */
let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;
beforeAll(async () => {
  smtp = await startSmtpCapture();
});
afterAll(() => smtp.close());

function testApp(limits: Partial<Config['rateLimits']>, overrides: Partial<Config> = {}) {
  return createTestApp({
    rateLimits: { ...DEFAULT_RATE_LIMITS, ...limits },
    smtpUrl: smtp.url,
    ...overrides,
  });
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

/** The subjects of the mails queued to `to` (the outbox keeps them, sent or not), oldest first. */
async function mailsTo(app: FastifyInstance, to: string) {
  const rows = await app.db
    .select({ subject: mailOutbox.subject })
    .from(mailOutbox)
    .where(eq(mailOutbox.to, to))
    .orderBy(mailOutbox.createdAt);
  return rows.map((row) => row.subject);
}

/** The last mail `to` received, once the outbox has sent what it holds. */
async function lastMail(app: FastifyInstance, to: string): Promise<string> {
  await app.mailer.flush();
  const mail = smtp.mails.filter((m) => m.to.includes(to)).at(-1);
  if (!mail) throw new Error(`no mail to ${to}`);
  return mail.raw;
}

const lastCode = async (app: FastifyInstance, email: string) => otpIn(await lastMail(app, email));

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
  let work: ReturnType<typeof watchWork>;
  beforeAll(async () => {
    app = await testApp({
      otpSend: generous,
      otpSendIp: generous,
      otpGuessesDaily: { max: 3, timeWindow: 24 * 60 * MINUTE },
    });
    work = watchWork(app);
  });
  beforeEach(resetDatabase);
  afterAll(async () => {
    vi.restoreAllMocks();
    await app.close();
  });

  it('otpsend: same reply, same statements and HMACs; only the registered one is mailed', async () => {
    const known = await signUp(app, aUser());
    const unknown = randomEmail();
    const queued = vi.spyOn(app.mailer, 'queue');
    const a = await work.observe(() => otpSend(app, known.email));
    const mailsOfKnown = queued.mock.calls.length;
    const b = await work.observe(() => otpSend(app, unknown));
    const mailsOfBoth = queued.mock.calls.length;
    queued.mockRestore();
    // The one difference: the registered address's mail, one insert in the same transaction.
    expect([mailsOfKnown, mailsOfBoth]).toEqual([1, 1]);
    expect(b).toEqual(a);
    expect(a.hmacs).toBe(2);
    expect(a.statements.some((text) => text.includes('"password_resets"'))).toBe(true);
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
      const a = await work.observe(() => otpVerify(app, known.email, guess));
      const b = await work.observe(() => otpVerify(app, unknown, guess));
      expect(b).toEqual(a);
      expect(a.statements.length).toBeGreaterThan(0);
      expect(JSON.parse(a.body).message).toBe(i < 2 ? F.otpWrong : F.otpLocked);
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
    expect(await mailsTo(app, me.email)).toEqual(['Your Curio email address was changed']);
    expect(decodeQuotedPrintable(await lastMail(app, me.email))).toContain(next);
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
