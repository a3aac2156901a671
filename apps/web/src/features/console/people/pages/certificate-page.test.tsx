import { CERTIFICATE_MESSAGES as T, type TAdminCertificate } from '@curio/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TStubHandler } from '#web-test/api-stub.ts';
import { currentPath } from '#web-test/render-app.tsx';
import { revokedCertificate, validCertificate } from '#web/features/console/test/certificate-fixtures.ts';
import { findToast, openConsole } from '#web/features/console/test/open-console.ts';

beforeAll(async () => {
  await import('#web/features/console/people/pages/certificate-page.tsx');
});

const item = `/api/admin/certificates/${validCertificate._id}`;
const open = (certificate: TAdminCertificate, routes: Record<string, TStubHandler> = {}) =>
  openConsole(`/admin/certificates/${certificate._id}`, `Certificate of ${certificate.learnerName}`, {
    [`GET ${item}`]: { data: certificate },
    ...routes,
  });

describe('a certificate in the console /admin/certificates/:id', () => {
  it('shows its status, details and links; revokes it with a reason, asked in a dialog, in one request', async () => {
    const reason = 'Issued to the wrong learner.';
    let revokes = 0;
    const { user, api } = await open(validCertificate, {
      [`POST ${item}/revoke`]: () => {
        revokes += 1;
        return { data: revokedCertificate(reason), message: T.revoked };
      },
    });
    expect(screen.getByRole('heading', { name: /Status/ })).toHaveTextContent('Valid');
    expect(screen.getByRole('link', { name: 'asha@example.com' })).toHaveAttribute(
      'href',
      '/admin/users/1b2c3d4e-5f60-4a7b-8c9d-0e1f2a3b4c5d',
    );
    expect(screen.getByRole('link', { name: T.downloadPdf })).toHaveAttribute(
      'href',
      validCertificate.urls.pdf,
    );

    await user.click(screen.getByRole('button', { name: T.revokeButton }));
    const dialog = within(await screen.findByRole('dialog', { name: T.revokeTitle }));
    // No reason: the dialog says why and sends nothing.
    await user.click(dialog.getByRole('button', { name: T.revokeButton }));
    expect(dialog.getByText(T.reasonRequired)).toBeInTheDocument();
    expect(revokes).toBe(0);

    await user.type(dialog.getByRole('textbox', { name: T.reasonLabel }), reason);
    await user.dblClick(dialog.getByRole('button', { name: T.revokeButton }));
    expect(await findToast(T.revoked)).toBeInTheDocument();
    expect(revokes).toBe(1);
    expect(api.find(`POST ${item}/revoke`)[0]?.body).toEqual({ reason });
    await waitFor(() => expect(screen.getByRole('heading', { name: /Status/ })).toHaveTextContent('Revoked'));
    expect(screen.getByText(reason, { selector: 'dd' })).toBeInTheDocument();
    // Its history names the revocation.
    const history = within(screen.getByRole('list', { name: 'Changes, oldest first' }));
    expect(history.getByText('Revoked')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: T.revokeButton })).not.toBeInTheDocument();
  });

  it('re-issues a revoked certificate after asking, then opens the new one', async () => {
    const replacement = {
      ...validCertificate,
      _id: 'newnewnewnewnewnewnewnewne',
      replaces: validCertificate._id,
    };
    const { user, router } = await open(revokedCertificate('Name misspelt.'), {
      [`POST ${item}/reissue`]: { data: replacement, message: T.reissued },
      [`GET /api/admin/certificates/${replacement._id}`]: { data: replacement },
    });
    await user.click(screen.getByRole('button', { name: T.reissueButton }));
    const dialog = within(await screen.findByRole('dialog', { name: T.reissueTitle }));
    await user.click(dialog.getByRole('button', { name: T.reissueButton }));
    expect(await findToast(T.reissued)).toBeInTheDocument();
    await waitFor(() => expect(currentPath(router)).toBe(`/admin/certificates/${replacement._id}`));
    expect(await screen.findByRole('link', { name: validCertificate._id })).toHaveAttribute(
      'href',
      `/admin/certificates/${validCertificate._id}`,
    );
  });
});
