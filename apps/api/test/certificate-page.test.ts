import { describe, expect, it } from 'vitest';
import { CERTIFICATE_MESSAGES as C, PAGE_HEADS, type TCertificateVerification } from '@curio/shared';
import { useTestApp } from './helpers/app.ts';
import { anEarnedCertificate, revoke } from './helpers/certificates.ts';
import { firstData, pageHead } from './helpers/page-head.ts';
import { adminAuth } from './helpers/users.ts';
import { aWebDist } from './helpers/web-dist.ts';

const HOST = 'curio.test';
const ORIGIN = `http://${HOST}`;

/**
 * A certificate's verification page as the server sends it (docs/product.md#pages): its own head, so a
 * shared link previews the learner and the course; the verification it shows as first data, dropped with a
 * revocation; the site's 404 for an id nobody holds; never in the sitemap.
 */
describe('the certificate page /certificates/{id}', () => {
  const ctx = useTestApp({ webDist: aWebDist() });
  const get = (url: string) => ctx.app.inject({ method: 'GET', url, headers: { host: HOST } });

  it('names the learner and the course in its title, description, Open Graph and Twitter tags', async () => {
    const { certificate, course } = await anEarnedCertificate(ctx.app);
    const res = await get(`/certificates/${certificate.id}`);
    expect(res.statusCode).toBe(200);
    const head = pageHead(res.body);
    const title = `${C.pageTitle(certificate.learnerName, course.name)} · Curio`;
    expect(head.title).toBe(title);
    expect(head.meta['og:title']).toBe(title);
    expect(head.meta['twitter:title']).toBe(title);
    expect(head.meta.description).toContain(certificate.learnerName);
    expect(head.meta.description).toContain(course.name);
    expect(head.meta['og:description']).toBe(head.meta.description);
    expect(head.canonical).toBe(`${ORIGIN}/certificates/${certificate.id}`);
    expect(head.meta['og:url']).toBe(head.canonical);
    expect(head.meta.robots).toBeUndefined();
  });

  it('carries the verification it shows, and shows a revocation at the next request', async () => {
    const { certificate } = await anEarnedCertificate(ctx.app);
    const key = `/certificates/${certificate.id}`;
    const shown = async () =>
      (firstData((await get(key)).body)[key] as { data: TCertificateVerification }).data;
    expect(await shown()).toMatchObject({ _id: certificate.id, status: 'valid', revokedAt: null });

    const res = await revoke(ctx.app, await adminAuth(ctx.app), certificate.id, 'Issued in error.');
    expect(res.statusCode).toBe(200);
    expect(await shown()).toMatchObject({ status: 'revoked', revocationReason: 'Issued in error.' });
  });

  it('is the site’s 404 page for an unknown or malformed id', async () => {
    for (const id of ['abcdefghijklmnopqrstuvwxyz', 'not-an-id', '%3Cscript%3E']) {
      const res = await get(`/certificates/${id}`);
      expect(res.statusCode, id).toBe(404);
      const head = pageHead(res.body);
      expect(head.title).toBe(`${PAGE_HEADS.notFound.title} · Curio`);
      expect(head.meta.robots).toBe('noindex');
    }
  });

  it('is never listed in the sitemap', async () => {
    const { certificate } = await anEarnedCertificate(ctx.app);
    expect((await get(`/certificates/${certificate.id}`)).statusCode).toBe(200);
    const sitemap = (await get('/sitemap.xml')).body;
    expect(sitemap).toContain('<loc>');
    expect(sitemap).not.toContain('/certificates/');
  });
});
