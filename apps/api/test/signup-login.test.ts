import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@curio/shared';
import { DEFAULT_RATE_LIMITS } from '#api/config.ts';
import { createTestApp, useTestApp } from './helpers/app.ts';
import { aUser, logIn, signUp } from './helpers/users.ts';

const V = MESSAGES.validation;

describe('POST /api/user/signup', () => {
  const ctx = useTestApp();

  it('creates an account and never returns the password or its hash', async () => {
    const user = aUser({ email: 'Mixed.Case@Example.com' });
    const res = await ctx.app.inject({ method: 'POST', url: '/api/user/signup', payload: user });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({ statusCode: 201, message: MESSAGES.auth.signupSuccess });
    expect(body.data.user).toMatchObject({
      email: 'mixed.case@example.com',
      name: user.name,
      phone: user.phone,
      role: 'user',
    });
    expect(res.body).not.toContain(user.password);
    expect(res.body).not.toMatch(/argon2|passwordHash|password_hash|tokenVersion/);
  });

  it('refuses a second account with the same email, whatever its case (409)', async () => {
    const user = aUser();
    await signUp(ctx.app, user);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/user/signup',
      payload: { ...user, email: user.email.toUpperCase() },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ statusCode: 409, message: MESSAGES.auth.emailTaken, data: null });
  });

  it.each([
    ['email', 'not-an-email', V.emailInvalid],
    ['email', '', V.emailRequired],
    ['name', 'Al', V.nameTooShort],
    ['phone', '5876543210', V.phoneInvalid],
    ['phone', '98765432', V.phoneInvalid],
    ['phone', '98765432101', V.phoneInvalid],
    ['phone', '98765abcde', V.phoneDigitsOnly],
    ['phone', '+91 9876543210', V.phoneDigitsOnly],
    ['password', '12345', V.passwordTooShort],
  ])('refuses %s = %j with "%s" (docs/product.md#rules)', async (field, value, message) => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/user/signup',
      payload: aUser({ [field]: value }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ statusCode: 400, message, data: null, errors: [{ field, message }] });
  });

  it('refuses a body with a missing field, naming the field', async () => {
    const { phone: _phone, ...rest } = aUser();
    const res = await ctx.app.inject({ method: 'POST', url: '/api/user/signup', payload: rest });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([{ field: 'phone', message: V.phoneInvalid }]);
  });
});

describe('POST /api/user/login', () => {
  const ctx = useTestApp();

  it('returns the user and a token for the right password', async () => {
    const user = aUser();
    await signUp(ctx.app, user);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: { email: user.email, password: user.password },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.message).toBe(MESSAGES.auth.loginSuccess);
    expect(body.data.user.email).toBe(user.email);
    expect(body.data.token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(res.body).not.toMatch(/argon2|passwordHash/);
  });

  it('answers the same 401 for a wrong password and an unknown email', async () => {
    const user = aUser();
    await signUp(ctx.app, user);
    const wrong = await ctx.app.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: { email: user.email, password: 'Wrong123' },
    });
    const unknown = await ctx.app.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: { email: 'nobody@example.com', password: 'Wrong123' },
    });
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ statusCode: 401, message: MESSAGES.auth.invalidCredentials, data: null });
    }
  });

  it('logs in whatever the case of the email', async () => {
    const user = aUser();
    await signUp(ctx.app, user);
    const { token } = await logIn(ctx.app, { email: user.email.toUpperCase(), password: user.password });
    expect(token).toBeTruthy();
  });

  it.each([
    ['email', 'nope', V.emailInvalid],
    ['password', '123', V.passwordTooShort],
  ])('refuses %s = %j with 400 (docs/product.md#rules)', async (field, value, message) => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: { email: 'a@b.co', password: 'Secret1', [field]: value },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0]).toEqual({ field, message });
  });
});

describe('rate limits (README.md#configuration defaults)', () => {
  it('allows 10 logins per account in 15 minutes, then answers 429 with a readable message', async () => {
    const app = await createTestApp({ rateLimits: DEFAULT_RATE_LIMITS });
    try {
      const payload = { email: 'target@example.com', password: 'Guess123' };
      for (let i = 0; i < 10; i++) {
        expect((await app.inject({ method: 'POST', url: '/api/user/login', payload })).statusCode).toBe(401);
      }
      const limited = await app.inject({ method: 'POST', url: '/api/user/login', payload });
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toMatchObject({ statusCode: 429, data: null });
      expect(limited.json().message).toMatch(/^Too many attempts\. Try again in /);
      // Another account from the same IP still has its own allowance.
      const other = await app.inject({
        method: 'POST',
        url: '/api/user/login',
        payload: { ...payload, email: 'other@example.com' },
      });
      expect(other.statusCode).toBe(401);

      for (let i = 0; i < 10; i++) {
        await app.inject({ method: 'POST', url: '/api/user/signup', payload: aUser() });
      }
      expect(
        (await app.inject({ method: 'POST', url: '/api/user/signup', payload: aUser() })).statusCode,
      ).toBe(429);
    } finally {
      await app.close();
    }
  });
});
