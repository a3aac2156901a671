import { describe, expect, it } from 'vitest';
import { DEMO_LEARNER } from '@curio/db';
import type { TMyCertificateList } from '@curio/shared';
import { seedDemoWithCertificates } from '#api/bootstrap.ts';
import { useTestApp } from './helpers/app.ts';
import { readVerification } from './helpers/certificates.ts';
import { testDatabase } from './helpers/database.ts';
import { logIn } from './helpers/users.ts';

/**
 * The demo (docs/product.md#demo-content): the demo learner finished SQL for Analysts and holds its
 * certificate, signed with the site's key, so a fresh start shows it in the profile and on its page.
 */
describe('the demo learner’s certificate', { timeout: 240_000 }, () => {
  const ctx = useTestApp();

  it('is seeded with the learning demo, valid and verifiable', async () => {
    const { db } = await testDatabase();
    expect(await seedDemoWithCertificates(db, ctx.app.config)).toBe(true);
    const { token } = await logIn(ctx.app, DEMO_LEARNER);
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/user/certificates',
      headers: { authorization: `Bearer ${token}` },
    });
    const { items } = (res.json() as { data: TMyCertificateList }).data;
    expect(items).toEqual([
      expect.objectContaining({
        learnerName: DEMO_LEARNER.name,
        course: expect.objectContaining({ slug: 'sql-for-analysts' }),
        status: 'valid',
      }),
    ]);
    const id = items[0]?._id ?? '';
    expect(await readVerification(ctx.app, id)).toMatchObject({ status: 'valid', signatureVerified: true });
    const pdf = await ctx.app.inject({ method: 'GET', url: `/api/certificates/${id}/pdf` });
    expect(pdf.headers['content-type']).toBe('application/pdf');
    // A second run seeds nothing, and no second certificate.
    expect(await seedDemoWithCertificates(db, ctx.app.config)).toBe(false);
  });
});
