import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@curio/shared';
import { useTestApp } from './helpers/app.ts';
import { logIn, signedInUser } from './helpers/users.ts';

const V = MESSAGES.validation;

describe('POST /api/user/update/password', () => {
  const ctx = useTestApp();
  const change = (headers: Record<string, string>, payload: object) =>
    ctx.app.inject({ method: 'POST', url: '/api/user/update/password', headers, payload });

  it('changes the password, revokes the old token and hands back a working new one', async () => {
    const me = await signedInUser(ctx.app);
    const res = await change(me.auth, { currentPassword: me.password, newPassword: 'NewSecret9' });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(MESSAGES.password.updated);
    const newToken: string = res.json().data.token;

    const old = await ctx.app.inject({ method: 'GET', url: '/api/user/self', headers: me.auth });
    expect(old.statusCode).toBe(401);
    const fresh = await ctx.app.inject({
      method: 'GET',
      url: '/api/user/self',
      headers: { authorization: `Bearer ${newToken}` },
    });
    expect(fresh.statusCode).toBe(200);

    await expect(logIn(ctx.app, { email: me.email, password: me.password })).rejects.toThrow(/401/);
    expect((await logIn(ctx.app, { email: me.email, password: 'NewSecret9' })).token).toBeTruthy();
  });

  it('answers 401 without a token', async () => {
    const res = await change({}, { currentPassword: 'Secret123', newPassword: 'NewSecret9' });
    expect(res.statusCode).toBe(401);
  });

  it('refuses a wrong current password and keeps the old one', async () => {
    const me = await signedInUser(ctx.app);
    const res = await change(me.auth, { currentPassword: 'NotMine12', newPassword: 'NewSecret9' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(MESSAGES.password.currentWrong);
    expect((await logIn(ctx.app, me)).token).toBeTruthy();
  });

  it.each([
    [{ newPassword: 'NewSecret9' }, V.allFieldsRequired],
    [{ currentPassword: 'Secret123' }, V.allFieldsRequired],
    [{ currentPassword: '', newPassword: '' }, V.allFieldsRequired],
    [{ currentPassword: 'Secret123', newPassword: 'Secret123' }, V.passwordSameAsCurrent],
    [{ currentPassword: 'Secret123', newPassword: 'abc' }, V.passwordTooShort],
  ])('refuses %j with "%s"', async (payload, message) => {
    const me = await signedInUser(ctx.app);
    const res = await change(me.auth, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });
});
