import { CERTIFICATE_MESSAGES as T, CONTENT_MESSAGES } from '@curio/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { myCertificate } from '#web-test/certificate-fixtures.ts';
import { node, react } from '#web-test/commerce-fixtures.ts';
import { openProfileTab } from '#web/features/profile/test/open-profile-tab.ts';

const revoked = myCertificate({
  _id: 'zyxwvutsrqponmlkjihgfedcba',
  course: { _id: node._id, name: node.name, slug: node.slug },
  status: 'revoked',
  revokedAt: '2026-04-02T12:00:00.000Z',
});

describe('profile Certificates tab (GET /api/user/certificates)', () => {
  it('lists each certificate: course, date, hours, status, and its downloads and links', async () => {
    await openProfileTab('certificates', {
      'GET /api/user/certificates': { data: { items: [myCertificate(), revoked] } },
    });
    const list = await screen.findByRole('list', { name: T.listTitle });
    const cards = within(list).getAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('heading', { level: 3 }).textContent)).toEqual([
      react.name,
      node.name,
    ]);
    const valid = within(screen.getByRole('article', { name: react.name }));
    expect(valid.getByRole('link', { name: react.name })).toHaveAttribute(
      'href',
      `/coursesdetails/${react.slug}`,
    );
    expect(valid.getByText('12 March 2026')).toBeInTheDocument();
    expect(valid.getByText('12.5 hours')).toBeInTheDocument();
    expect(valid.getByText('Valid')).toBeInTheDocument();
    const { urls } = myCertificate();
    expect(valid.getByRole('link', { name: T.viewCertificate })).toHaveAttribute(
      'href',
      `/certificates/${myCertificate()._id}`,
    );
    expect(valid.getByRole('link', { name: T.downloadPdf })).toHaveAttribute('href', urls.pdf);
    expect(valid.getByRole('link', { name: T.downloadCredential })).toHaveAttribute('href', urls.credential);
    expect(valid.getByRole('link', { name: T.addToLinkedIn })).toHaveAttribute('href', urls.linkedIn);

    const gone = within(screen.getByRole('article', { name: node.name }));
    expect(gone.getByText('Revoked')).toBeInTheDocument();
    expect(gone.getByText(T.revokedNotice('2 April 2026'))).toBeInTheDocument();
    // A revoked certificate is not offered to LinkedIn.
    expect(gone.queryByRole('link', { name: T.addToLinkedIn })).not.toBeInTheDocument();
  });

  it('copies the page’s address and says so; says so too when the clipboard refuses', async () => {
    const { user } = await openProfileTab('certificates', {
      'GET /api/user/certificates': { data: { items: [myCertificate()] } },
    });
    await user.click(await screen.findByRole('button', { name: T.copyLink }));
    expect(await navigator.clipboard.readText()).toBe(myCertificate().urls.page);
    expect(await screen.findByText(T.linkCopied)).toBeInTheDocument();

    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValueOnce(new Error('denied'));
    await user.click(screen.getByRole('button', { name: T.copyLink }));
    expect(await screen.findByText(T.copyFailed)).toBeInTheDocument();
  });

  it('says how to earn one when there is none, with a link to the catalogue', async () => {
    await openProfileTab('certificates', { 'GET /api/user/certificates': { data: { items: [] } } });
    expect(await screen.findByText(T.listEmpty, { exact: false })).toBeInTheDocument();
    const panel = within(screen.getByRole('tabpanel', { name: 'Certificates' }));
    expect(panel.getByRole('link', { name: 'Browse courses' })).toHaveAttribute('href', '/course');
  });

  it('says when they cannot be loaded, and tries again on request', async () => {
    let calls = 0;
    const { user } = await openProfileTab('certificates', {
      'GET /api/user/certificates': () =>
        ++calls === 1 ? { status: 503, message: '' } : { data: { items: [myCertificate()] } },
    });
    await user.click(await screen.findByRole('button', { name: CONTENT_MESSAGES.retry }));
    expect(await screen.findByRole('article', { name: react.name })).toBeInTheDocument();
  });
});
