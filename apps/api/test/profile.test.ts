import { existsSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@curio/shared';
import { useTestApp } from './helpers/app.ts';
import { multipart, png } from './helpers/uploads.ts';
import { signedInUser } from './helpers/users.ts';

describe('GET /api/user/self', () => {
  const ctx = useTestApp();

  it('returns the logged-in user', async () => {
    const me = await signedInUser(ctx.app);
    const res = await ctx.app.inject({ method: 'GET', url: '/api/user/self', headers: me.auth });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ _id: me.profile._id, email: me.email, name: me.name });
  });

  it.each([
    ['no token', undefined],
    ['a malformed token', 'Bearer not.a.jwt'],
    [
      'a token signed with another secret',
      'Bearer eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIiwidmVyIjowfQ.x3FZWnX6u2QAnTbtsbVZ0kvKzT7ksGGl0hzxb3W4Yx4',
    ],
    ['an unsigned (alg none) token', 'Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiIxIiwidmVyIjowfQ.'],
  ])('answers 401 with %s', async (_label, authorization) => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/user/self',
      headers: authorization ? { authorization } : {},
    });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ statusCode: 401, data: null });
  });
});

describe('PUT /api/user/update', () => {
  const ctx = useTestApp();

  it('updates name, phone and notification preferences of the token holder only', async () => {
    const me = await signedInUser(ctx.app);
    const other = await signedInUser(ctx.app);
    const res = await ctx.app.inject({
      method: 'PUT',
      url: '/api/user/update',
      headers: me.auth,
      payload: {
        name: 'Priya S. Rao',
        phone: '8123456789',
        notificationPreferences: { orderUpdates: false, courseUpdates: true, newsletter: true },
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: MESSAGES.profile.updated,
      data: {
        name: 'Priya S. Rao',
        phone: '8123456789',
        notificationPreferences: { orderUpdates: false, newsletter: true },
      },
    });
    const untouched = await ctx.app.inject({ method: 'GET', url: '/api/user/self', headers: other.auth });
    expect(untouched.json().data).toMatchObject({ name: other.name, phone: other.phone });
  });

  it('answers 401 without a token', async () => {
    const res = await ctx.app.inject({
      method: 'PUT',
      url: '/api/user/update',
      payload: { name: 'Someone' },
    });
    expect(res.statusCode).toBe(401);
  });

  it('cannot be used to change another account or to raise a role (unknown fields are refused)', async () => {
    const me = await signedInUser(ctx.app);
    const other = await signedInUser(ctx.app);
    for (const payload of [
      { role: 'admin' },
      { _id: other.profile._id, name: 'Hijacked' },
      { passwordHash: 'x' },
    ]) {
      const res = await ctx.app.inject({ method: 'PUT', url: '/api/user/update', headers: me.auth, payload });
      expect(res.statusCode).toBe(400);
    }
    const self = await ctx.app.inject({ method: 'GET', url: '/api/user/self', headers: me.auth });
    expect(self.json().data.role).toBe('user');
    const theirs = await ctx.app.inject({ method: 'GET', url: '/api/user/self', headers: other.auth });
    expect(theirs.json().data.name).toBe(other.name);
  });

  it.each([
    [{ name: 'Al' }, 'name', MESSAGES.validation.nameTooShort],
    [{ phone: '12345' }, 'phone', MESSAGES.validation.phoneInvalid],
    [{ phone: '81234five6' }, 'phone', MESSAGES.validation.phoneDigitsOnly],
    [{ email: 'broken' }, 'email', MESSAGES.validation.emailInvalid],
  ])('refuses %j with 400', async (payload, field, message) => {
    const me = await signedInUser(ctx.app);
    const res = await ctx.app.inject({ method: 'PUT', url: '/api/user/update', headers: me.auth, payload });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0]).toEqual({ field, message });
  });

  it('refuses an empty update', async () => {
    const me = await signedInUser(ctx.app);
    const res = await ctx.app.inject({
      method: 'PUT',
      url: '/api/user/update',
      headers: me.auth,
      payload: {},
    });
    expect(res.statusCode).toBe(400);
  });

  it('refuses to take an email another account uses (409)', async () => {
    const me = await signedInUser(ctx.app);
    const other = await signedInUser(ctx.app);
    const res = await ctx.app.inject({
      method: 'PUT',
      url: '/api/user/update',
      headers: me.auth,
      payload: { email: other.email, currentPassword: me.password },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(MESSAGES.auth.emailTaken);
  });

  it('stores an uploaded image re-encoded as WebP, serves it by URL and removes the previous one', async () => {
    const me = await signedInUser(ctx.app);
    const first = await ctx.app.inject({
      method: 'PUT',
      url: '/api/user/update',
      ...multipart('profileImage', 'me.png', 'image/png', await png(800, 600), me.auth),
    });
    expect(first.statusCode).toBe(200);
    expect(first.json().message).toBe(MESSAGES.profile.imageUpdated);
    const firstUrl: string = first.json().data.profileImage;
    expect(firstUrl).toMatch(/^\/uploads\/avatars\/.+\.webp$/);

    const served = await ctx.app.inject({ method: 'GET', url: firstUrl });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    const meta = await sharp(served.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 512, 512]);

    const second = await ctx.app.inject({
      method: 'PUT',
      url: '/api/user/update',
      ...multipart(
        'profileImage',
        'again.jpg',
        'image/jpeg',
        await sharp(await png(64, 64))
          .jpeg()
          .toBuffer(),
        me.auth,
      ),
    });
    expect(second.statusCode).toBe(200);
    const oldFile = path.join(ctx.app.config.dataDir, 'uploads', 'avatars', path.basename(firstUrl));
    expect(existsSync(oldFile)).toBe(false);
    expect((await ctx.app.inject({ method: 'GET', url: firstUrl })).statusCode).toBe(404);
  });

  it('refuses a text file named .png (checked by content, not by name)', async () => {
    const me = await signedInUser(ctx.app);
    const res = await ctx.app.inject({
      method: 'PUT',
      url: '/api/user/update',
      ...multipart(
        'profileImage',
        'evil.png',
        'image/png',
        Buffer.from('<script>alert(1)</script> not an image'),
        me.auth,
      ),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(MESSAGES.profile.imageType);
    const self = await ctx.app.inject({ method: 'GET', url: '/api/user/self', headers: me.auth });
    expect(self.json().data.profileImage).toBeNull();
  });

  it('refuses a 3 MB image with 413', async () => {
    const me = await signedInUser(ctx.app);
    // Random pixels do not compress: a real PNG of just over 3 MB.
    const noise = Buffer.alloc(1100 * 1000 * 3).map(() => Math.floor(Math.random() * 256));
    const big = await sharp(noise, { raw: { width: 1100, height: 1000, channels: 3 } })
      .png({ compressionLevel: 0 })
      .toBuffer();
    expect(big.length).toBeGreaterThan(3 * 1024 * 1024);
    const res = await ctx.app.inject({
      method: 'PUT',
      url: '/api/user/update',
      ...multipart('profileImage', 'big.png', 'image/png', big, me.auth),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe(MESSAGES.profile.imageTooLarge);
  });

  it('answers 401 to an image upload without a token', async () => {
    const res = await ctx.app.inject({
      method: 'PUT',
      url: '/api/user/update',
      ...multipart('profileImage', 'me.png', 'image/png', await png(10, 10)),
    });
    expect(res.statusCode).toBe(401);
  });
});
