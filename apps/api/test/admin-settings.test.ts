import { describe, expect, it } from 'vitest';
import { DEMO_SITE_SETTINGS } from '@curio/db';
import { MESSAGES, type TSiteSettingsUpdateRequest } from '@curio/shared';
import { useTestApp } from './helpers/app.ts';
import { auditRows, call } from './helpers/catalogue-admin.ts';
import { adminAuth, editorAuth, signedInUser } from './helpers/users.ts';

const M = MESSAGES.admin;
const SETTINGS = '/api/admin/settings';

describe('site settings in the console', () => {
  const ctx = useTestApp();
  const get = (url: string) => ctx.app.inject({ method: 'GET', url });
  const siteRequest = (version: string | null): TSiteSettingsUpdateRequest => ({
    ...DEMO_SITE_SETTINGS,
    contact: { address: '1 New Street, Pune', phones: ['+91 20 1234 5678'], email: 'hello@curio.example' },
    version,
  });

  it('shows the defaults with no version until the first save', async () => {
    const res = await call(ctx.app, 'GET', SETTINGS, await editorAuth(ctx.app));
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      site: { value: DEMO_SITE_SETTINGS, updatedAt: null },
      websitePolicy: { value: { privacyPolicy: '', termsAndConditions: '' }, updatedAt: null },
    });
  });

  it('lets an admin change the contact box: GET /api/site shows it, audited; a stale save is a 409', async () => {
    const admin = await adminAuth(ctx.app);
    const first = await call(ctx.app, 'PUT', `${SETTINGS}/site`, admin, siteRequest(null));
    expect(first.statusCode, first.body).toBe(200);
    expect((await get('/api/site')).json().data.contact.address).toBe('1 New Street, Pune');
    const [audit] = await auditRows('site');
    expect(audit).toMatchObject({
      action: 'update',
      entity: 'setting',
      before: { contact: DEMO_SITE_SETTINGS.contact },
      after: { contact: { address: '1 New Street, Pune' } },
    });

    const version = first.json().data.updatedAt;
    const hero = { ...siteRequest(version), tagline: 'Learn what matters.' };
    const second = await call(ctx.app, 'PUT', `${SETTINGS}/site`, admin, hero);
    expect(second.statusCode).toBe(200);
    expect((await get('/api/site')).json().data.tagline).toBe('Learn what matters.');

    for (const stale of [null, version]) {
      const res = await call(ctx.app, 'PUT', `${SETTINGS}/site`, admin, {
        ...hero,
        tagline: 'Lost',
        version: stale,
      });
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(M.staleEdit);
    }
    expect((await get('/api/site')).json().data.tagline).toBe('Learn what matters.');
  });

  it.each([
    ['no contact email', { contact: { address: 'a', phones: [], email: 'not-an-email' } }],
    ['a blank brand', { brand: ' ' }],
    ['a javascript: social link', { socialLinks: [{ label: 'X', url: 'javascript:alert(1)' }] }],
    ['no version', { version: undefined }],
  ])('refuses site settings with %s (400), changing nothing', async (_label, patch) => {
    const res = await call(ctx.app, 'PUT', `${SETTINGS}/site`, await adminAuth(ctx.app), {
      ...siteRequest(null),
      ...patch,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.length).toBeGreaterThan(0);
    expect((await get('/api/site')).json().data).toEqual({
      ...DEMO_SITE_SETTINGS,
      payments: { mode: 'manual' },
    });
  });

  it('keeps the site settings for admins: an editor is refused (403)', async () => {
    const res = await call(ctx.app, 'PUT', `${SETTINGS}/site`, await editorAuth(ctx.app), siteRequest(null));
    expect(res.statusCode).toBe(403);
  });

  it('lets an editor edit the policy texts, sanitized, shown at the next request of /api/websitepolicy', async () => {
    const editor = await editorAuth(ctx.app);
    expect((await get('/api/websitepolicy')).json().data.privacyPolicy).toBe(''); // warms the public cache
    const res = await call(ctx.app, 'PUT', `${SETTINGS}/websitePolicy`, editor, {
      privacyPolicy: '<h2>Privacy</h2><p>We keep little.<script>alert(1)</script></p>',
      termsAndConditions: '<p onclick="x()">Be kind.</p>',
      version: null,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await get('/api/websitepolicy')).json().data).toEqual({
      privacyPolicy: '<h2>Privacy</h2><p>We keep little.</p>',
      termsAndConditions: '<p>Be kind.</p>',
    });
  });

  it('answers 401 without a token and 403 to a learner', async () => {
    const learner = await signedInUser(ctx.app);
    expect((await call(ctx.app, 'GET', SETTINGS, {})).statusCode).toBe(401);
    expect((await call(ctx.app, 'GET', SETTINGS, learner.auth)).statusCode).toBe(403);
    expect((await call(ctx.app, 'PUT', `${SETTINGS}/websitePolicy`, learner.auth, {})).statusCode).toBe(403);
  });
});
