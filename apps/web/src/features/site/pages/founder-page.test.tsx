import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubApi } from '../../../../test/api-stub.ts';
import { testSite } from '../../../../test/fixtures.ts';
import { findPageHeading, renderApp } from '../../../../test/render-app.tsx';

describe('founder page (SPEC §2)', () => {
  it("shows 'Meet Our Founder', the photo, the name and two social links", async () => {
    stubApi();
    renderApp('/MastermindsHQ');
    await findPageHeading('Meet Our Founder');
    const main = within(screen.getByRole('main'));
    const { founder } = testSite;
    expect(await main.findByRole('heading', { name: founder.name })).toBeInTheDocument();
    expect(main.getByRole('img', { name: `Portrait of ${founder.name}` })).toHaveAttribute(
      'src',
      founder.photo,
    );
    for (const link of founder.socialLinks) {
      expect(main.getByRole('link', { name: `${founder.name} on ${link.label}` })).toHaveAttribute(
        'href',
        link.url,
      );
    }
  });

  it('says what to do when the site settings cannot be loaded', async () => {
    stubApi({ 'GET /api/site': { status: 500, message: '' } });
    renderApp('/MastermindsHQ');
    await findPageHeading('Meet Our Founder');
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
