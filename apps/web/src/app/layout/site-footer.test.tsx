import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubApi } from '#web-test/api-stub.ts';
import { testSite } from '#web-test/fixtures.ts';
import { findPageHeading, renderApp } from '#web-test/render-app.tsx';

describe('footer (SPEC §2)', () => {
  it('shows the tagline, six social links, the legal links and the rights notice', async () => {
    stubApi();
    renderApp('/faq');
    await findPageHeading('FAQ');
    const footer = within(screen.getByRole('contentinfo'));
    expect(await footer.findByText(testSite.tagline)).toBeInTheDocument();
    const social = within(footer.getByRole('list', { name: 'Curio on social media' }));
    expect(social.getAllByRole('link')).toHaveLength(6);
    for (const link of testSite.socialLinks) {
      expect(social.getByRole('link', { name: link.label })).toHaveAttribute('href', link.url);
    }
    expect(footer.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy-policy');
    expect(footer.getByRole('link', { name: 'Terms & Condition' })).toHaveAttribute(
      'href',
      '/terms&condition',
    );
    expect(footer.getByText(`© ${new Date().getFullYear()} Curio. All rights reserved.`)).toBeInTheDocument();
  });

  it('follows the Terms & Condition link to its page', async () => {
    stubApi();
    const { user } = renderApp('/faq');
    await findPageHeading('FAQ');
    await user.click(
      within(screen.getByRole('contentinfo')).getByRole('link', { name: 'Terms & Condition' }),
    );
    expect(await findPageHeading('Terms & Condition')).toBeInTheDocument();
  });
});
