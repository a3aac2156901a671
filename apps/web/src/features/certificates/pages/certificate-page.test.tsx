import { CERTIFICATE_MESSAGES as T, PAGE_HEADS } from '@curio/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { stubApi } from '#web-test/api-stub.ts';
import { CERTIFICATE_ID, verification } from '#web-test/certificate-fixtures.ts';
import { react } from '#web-test/commerce-fixtures.ts';
import { findPageHeading, renderApp } from '#web-test/render-app.tsx';

beforeAll(async () => {
  await import('./certificate-page.tsx');
});

const path = `/certificates/${CERTIFICATE_ID}`;
const api = `GET /api/certificates/${CERTIFICATE_ID}`;

describe('certificate verification page /certificates/:id', () => {
  it('shows who completed what, when, how long, the issuer, valid, the signature check and the downloads', async () => {
    stubApi({ [api]: { data: verification() } });
    renderApp(path);
    await findPageHeading('Test Learner');
    const page = within(screen.getByRole('article', { name: 'Test Learner' }));
    expect(page.getByRole('link', { name: react.name })).toHaveAttribute(
      'href',
      `/coursesdetails/${react.slug}`,
    );
    expect(page.getByText('12 March 2026')).toBeInTheDocument();
    expect(page.getByText('12.5 hours')).toBeInTheDocument();
    expect(page.getByRole('link', { name: 'Curio' })).toHaveAttribute('href', 'https://curio.example');
    expect(page.getByText(CERTIFICATE_ID)).toBeInTheDocument();
    const status = within(page.getByRole('region', { name: T.statusLabel }));
    expect(status.getByText(T.validNotice)).toBeInTheDocument();
    expect(status.getByText(T.signatureVerified)).toBeInTheDocument();
    const { urls } = verification();
    expect(page.getByRole('link', { name: T.downloadPdf })).toHaveAttribute('href', urls.pdf);
    expect(page.getByRole('link', { name: T.downloadCredential })).toHaveAttribute('href', urls.credential);
    expect(page.getByRole('link', { name: T.viewCourse })).toHaveAttribute(
      'href',
      `/coursesdetails/${react.slug}`,
    );
    await waitFor(() => expect(document.title).toBe(`${T.pageTitle('Test Learner', react.name)} · Curio`));
    expect(document.querySelector('meta[property="og:description"]')).toHaveAttribute(
      'content',
      T.pageDescription('Test Learner', react.name, 'Curio'),
    );
  });

  it('says a revoked certificate was revoked, when and why; and a failed signature check in words', async () => {
    stubApi({
      [api]: {
        data: verification({
          status: 'revoked',
          revokedAt: '2026-04-02T12:00:00.000Z',
          revocationReason: 'Issued to the wrong learner.',
          signatureVerified: false,
        }),
      },
    });
    renderApp(path);
    const status = within(await screen.findByRole('region', { name: T.statusLabel }));
    expect(status.getByText(T.revokedTitle('2 April 2026'))).toBeInTheDocument();
    expect(status.getByText('Issued to the wrong learner.')).toBeInTheDocument();
    expect(status.getByText(T.signatureNotVerified)).toBeInTheDocument();
    expect(status.queryByText(T.validNotice)).not.toBeInTheDocument();
    expect(screen.getByText('Revoked')).toBeInTheDocument();
  });

  it('is the site’s 404 page for an id the API does not know', async () => {
    stubApi({ [api]: { status: 404, message: T.notFound } });
    renderApp(path);
    await findPageHeading('Page not found');
    await waitFor(() => expect(document.title).toBe(`${PAGE_HEADS.notFound.title} · Curio`));
    expect(document.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  });
});
