import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passwordResets } from '@curio/db';
import { MESSAGES } from '@curio/shared';
import { DEFAULT_RATE_LIMITS } from '#api/config.ts';
import { createTestApp } from './helpers/app.ts';
import { resetDatabase } from './helpers/database.ts';
import { otpIn, startSmtpCapture } from './helpers/smtp.ts';
import { logIn, signedInUser } from './helpers/users.ts';
import type { FastifyInstance } from 'fastify';
import { beforeEach } from 'vitest';

const V = MESSAGES.validation;

describe('password reset by emailed code (real SMTP conversation)', () => {
  let app: FastifyInstance;
  let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;

  beforeAll(async () => {
    smtp = await startSmtpCapture();
    app = await createTestApp({ smtpUrl: smtp.url });
  });
  beforeEach(async () => {
    await resetDatabase();
    smtp.mails.length = 0;
  });
  afterAll(async () => {
    await app.close();
    await smtp.close();
  });

  const send = (email: string) =>
    app.inject({ method: 'POST', url: '/api/user/forgot/otpsend', payload: { email } });
  const verify = (payload: object) =>
    app.inject({ method: 'POST', url: '/api/user/forgot/otpverify', payload });
  async function codeFor(email: string): Promise<string> {
    expect((await send(email)).statusCode).toBe(200);
    await app.mailer.flush();
    const mail = smtp.mails.filter((m) => m.to.includes(email)).at(-1);
    if (!mail) throw new Error(`no mail to ${email}`);
    return otpIn(mail.raw);
  }

  it('mails a readable 6-digit code that resets the password and ends other sessions', async () => {
    const me = await signedInUser(app);
    const res = await send(me.email);
    expect(res.json()).toEqual({ statusCode: 200, message: MESSAGES.forgot.otpSent, data: null });
    await app.mailer.flush();
    expect(smtp.mails).toHaveLength(1);
    const raw = smtp.mails[0]?.raw ?? '';
    expect(raw).toMatch(/Subject: Your Curio password reset code/);
    expect(raw).toMatch(/Content-Type: text\/plain/);
    expect(raw).toMatch(/Content-Type: text\/html/);
    expect(raw).toContain('10 minutes');
    const code = otpIn(raw);
    expect(code).toMatch(/^\d{6}$/);

    const reset = await verify({ email: me.email, otp: code, password: 'Fresh1234' });
    expect(reset.statusCode).toBe(200);
    expect(reset.json().message).toBe(MESSAGES.forgot.resetSuccess);
    expect((await app.inject({ method: 'GET', url: '/api/user/self', headers: me.auth })).statusCode).toBe(
      401,
    );
    expect((await logIn(app, { email: me.email, password: 'Fresh1234' })).token).toBeTruthy();
  });

  it('answers an unknown email exactly like a known one and sends nothing', async () => {
    const me = await signedInUser(app);
    const known = await send(me.email);
    const unknown = await send('nobody-here@example.com');
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.body).toBe(known.body);
    await app.mailer.flush();
    expect(smtp.mails.map((m) => m.to).flat()).toEqual([me.email]);
  });

  it('accepts a code once only', async () => {
    const me = await signedInUser(app);
    const code = await codeFor(me.email);
    expect((await verify({ email: me.email, otp: code, password: 'Fresh1234' })).statusCode).toBe(200);
    const again = await verify({ email: me.email, otp: code, password: 'Other1234' });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(MESSAGES.forgot.otpWrong);
  });

  it('refuses an expired code', async () => {
    const me = await signedInUser(app);
    const code = await codeFor(me.email);
    // The only reset in the database is this one.
    await app.db.update(passwordResets).set({ codeExpiresAt: new Date(Date.now() - 1000) });
    const res = await verify({ email: me.email, otp: code, password: 'Fresh1234' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(MESSAGES.forgot.otpWrong);
    expect((await logIn(app, me)).token).toBeTruthy();
  });

  it('keeps the code alive through wrong tries: the right one still works afterwards', async () => {
    const me = await signedInUser(app);
    const code = await codeFor(me.email);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) {
      const res = await verify({ email: me.email, otp: wrong, password: 'Fresh1234' });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(MESSAGES.forgot.otpWrong);
    }
    expect((await verify({ email: me.email, otp: code, password: 'Fresh1234' })).statusCode).toBe(200);
  });

  it('replaces the previous code when a new one is requested', async () => {
    const me = await signedInUser(app);
    const first = await codeFor(me.email);
    let second = await codeFor(me.email);
    while (second === first) second = await codeFor(me.email);
    expect((await verify({ email: me.email, otp: first, password: 'Fresh1234' })).statusCode).toBe(400);
    expect((await verify({ email: me.email, otp: second, password: 'Fresh1234' })).statusCode).toBe(200);
  });

  it('answers a reset for an unknown email like a wrong code', async () => {
    const res = await verify({ email: 'ghost@example.com', otp: '123456', password: 'Fresh1234' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(MESSAGES.forgot.otpWrong);
  });

  it.each([
    ['otpsend', { email: '' }, V.emailRequired],
    ['otpsend', { email: 'not-mail' }, V.emailInvalid],
    ['otpverify', { email: 'a@b.co', otp: '', password: 'Fresh1234' }, V.fillAllFields],
    ['otpverify', { email: 'a@b.co', otp: '12345', password: 'Fresh1234' }, V.otpInvalid],
    ['otpverify', { email: 'a@b.co', otp: '12a456', password: 'Fresh1234' }, V.otpInvalid],
    ['otpverify', { email: 'a@b.co', otp: '123456', password: '' }, V.fillAllFields],
    ['otpverify', { email: 'a@b.co', otp: '123456', password: 'fresh1234' }, V.passwordWeak],
    ['otpverify', { email: 'a@b.co', otp: '123456', password: 'FRESH1234' }, V.passwordWeak],
    ['otpverify', { email: 'a@b.co', otp: '123456', password: 'Freshness' }, V.passwordWeak],
    ['otpverify', { email: 'a@b.co', otp: '123456', password: 'Fr1' }, V.passwordWeak],
  ])('%s refuses %j with "%s" (docs/product.md#rules)', async (route, payload, message) => {
    const res = await app.inject({ method: 'POST', url: `/api/user/forgot/${route}`, payload });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });
});

describe('otpsend rate limit', () => {
  it('allows 3 codes per email per 15 minutes, then 429', async () => {
    const app = await createTestApp({
      rateLimits: DEFAULT_RATE_LIMITS,
    });
    try {
      const send = (email: string) =>
        app.inject({ method: 'POST', url: '/api/user/forgot/otpsend', payload: { email } });
      for (let i = 0; i < 3; i++) expect((await send('victim@example.com')).statusCode).toBe(200);
      const limited = await send('Victim@Example.com');
      expect(limited.statusCode).toBe(429);
      expect(limited.json().message).toMatch(/^Too many attempts/);
      expect((await send('someone-else@example.com')).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });
});
