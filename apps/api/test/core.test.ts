import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@curio/shared';
import { createTestApp, useTestApp } from './helpers/app.ts';
import { capturedLog } from './helpers/captured-log.ts';
import { eventually } from './helpers/polling.ts';
import { resetDatabase } from './helpers/database.ts';
import { aUser, signedInUser } from './helpers/users.ts';

describe('the API envelope and status codes (docs/product.md#api)', () => {
  const ctx = useTestApp();

  it('answers malformed JSON with a 400 envelope', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/user/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": "a@b.co", ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ statusCode: 400, message: MESSAGES.api.malformedJson, data: null });
  });

  it('answers a body over 1 MB with 413', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/user/signup',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ ...aUser(), name: 'x'.repeat(1024 * 1024) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ statusCode: 413, message: MESSAGES.api.bodyTooLarge, data: null });
  });

  it.each(['/api/nope', '/api/user/unknown', '/api'])(
    'answers unknown %s with a 404 envelope, never the SPA',
    async (url) => {
      const res = await ctx.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toMatch(/application\/json/);
      expect(res.json()).toMatchObject({ statusCode: 404, data: null });
    },
  );

  it('sends the security headers', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/site' });
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    // Frames only from the gallery platforms' embed hosts, never an arbitrary site.
    expect(res.headers['content-security-policy']).toContain(
      "frame-src 'self' https://www.facebook.com https://platform.twitter.com",
    );
    expect(res.headers['content-security-policy']).not.toMatch(/frame-src[^;]*\*/);
    // A lesson's video plays from this site and from the blob: stream hls.js makes (ADR 035); no worker
    // source is opened for it, and scripts stay this site's only.
    expect(res.headers['content-security-policy']).toContain("media-src 'self' blob:");
    expect(res.headers['content-security-policy']).not.toContain('worker-src');
    expect(res.headers['content-security-policy']).toContain("script-src 'self';");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('never leaks a stack trace or SQL from a 500', async () => {
    const app = await createTestApp(
      {},
      {
        routes: (a) =>
          a.get('/api/test-boom', async () => {
            throw new Error('select password_hash from users -- at Object.<anonymous> (/src/secret.ts:1:1)');
          }),
      },
    );
    try {
      const res = await app.inject({ method: 'GET', url: '/api/test-boom' });
      expect(res.statusCode).toBe(500);
      expect(res.json()).toEqual({ statusCode: 500, message: MESSAGES.api.internal, data: null });
    } finally {
      await app.close();
    }
  });

  it('publishes an OpenAPI document generated from the route schemas, and its UI', async () => {
    const doc = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(doc.statusCode).toBe(200);
    const spec = doc.json();
    expect(spec.openapi).toMatch(/^3\./);
    for (const p of [
      '/api/user/signup',
      '/api/user/login',
      '/api/user/self',
      '/api/user/update',
      '/api/user/update/password',
      '/api/user/forgot/otpsend',
      '/api/user/forgot/otpverify',
    ]) {
      expect(spec.paths).toHaveProperty([p]);
    }
    expect(JSON.stringify(spec.paths['/api/user/signup'])).toContain('phone');
    const ui = await ctx.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(ui.statusCode).toBe(200);
    expect(ui.headers['content-type']).toMatch(/text\/html/);
  });

  it('answers /healthz and /readyz', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/healthz' })).json()).toEqual({ status: 'ok' });
    expect((await ctx.app.inject({ method: 'GET', url: '/readyz' })).json()).toMatchObject({
      status: 'ready',
    });
  });

  it('serves the site settings', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/site' });
    expect(res.statusCode).toBe(200);
    const site = res.json().data;
    expect(site.brand).toBe('Curio');
    expect(site.contact.address).toContain('HSR Layout, Bangalore, India, 560102');
    expect(site.socialLinks).toHaveLength(6);
  });
});

describe('mail without SMTP_URL', () => {
  it('writes each mail as an .eml file under DATA_DIR/outbox', async () => {
    const app = await createTestApp();
    try {
      await resetDatabase();
      const me = await signedInUser(app);
      await app.inject({ method: 'POST', url: '/api/user/forgot/otpsend', payload: { email: me.email } });
      await app.mailer.flush();
      const outbox = path.join(app.config.dataDir, 'outbox');
      const files = readdirSync(outbox);
      expect(files).toHaveLength(1);
      const eml = readFileSync(path.join(outbox, files[0] ?? ''), 'utf8');
      expect(eml).toContain(`To: ${me.email}`);
      expect(eml).toContain('Subject: Your Curio password reset code');
    } finally {
      await app.close();
    }
  });
});

describe('request logs', () => {
  it('never contain a password, a token, a hash or an OTP', async () => {
    const captured = capturedLog('trace');
    const app = await createTestApp({}, { logger: captured.logger });
    try {
      await resetDatabase();
      const me = await signedInUser(app);
      await app.inject({ method: 'GET', url: '/api/user/self', headers: me.auth });
      await app.inject({
        method: 'POST',
        url: '/api/user/update/password',
        headers: me.auth,
        payload: { currentPassword: me.password, newPassword: 'Another99' },
      });
      await app.inject({ method: 'POST', url: '/api/user/forgot/otpsend', payload: { email: me.email } });
      await app.inject({
        method: 'POST',
        url: '/api/user/forgot/otpverify',
        payload: { email: me.email, otp: '123456', password: 'Another77' },
      });
      await app.inject({
        method: 'POST',
        url: '/api/user/login',
        payload: { email: me.email, password: 'WrongPass1' },
      });
      await app.mailer.flush();
      const log = captured.text();
      expect(log).toContain('"url":"/api/user/self"');
      for (const secret of [
        me.password,
        'Another99',
        'Another77',
        'WrongPass1',
        me.token,
        '123456',
        '$argon2',
      ]) {
        expect(log).not.toContain(secret);
      }
    } finally {
      await app.close();
    }
  });
});

describe('graceful shutdown', () => {
  it('finishes an in-flight request after close() begins, then refuses new connections', async () => {
    // close() begins only once the request is inside its handler, and the handler answers only once the
    // server has stopped listening: the order holds however slow the machine is.
    let arrived!: () => void;
    const inHandler = new Promise<void>((resolve) => (arrived = resolve));
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    const app = await createTestApp(
      {},
      {
        routes: (a) =>
          a.get('/api/test-slow', async () => {
            arrived();
            await released;
            return { statusCode: 200, message: 'done', data: null };
          }),
      },
    );
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const inFlight = fetch(`http://127.0.0.1:${port}/api/test-slow`);
    await inHandler;
    const closing = app.close();
    await eventually(
      async () => app.server.listening,
      (listening) => !listening,
    );
    expect(app.server.listening).toBe(false);
    release();
    const res = await inFlight;
    expect(res.status).toBe(200);
    expect(((await res.json()) as { message: string }).message).toBe('done');
    await closing;
    await expect(fetch(`http://127.0.0.1:${port}/healthz`)).rejects.toThrow();
  });
});
