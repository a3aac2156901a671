import { SITE_PAGES } from '@curio/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubApi } from '#web-test/api-stub.ts';
import { testSite } from '#web-test/fixtures.ts';
import { findPageHeading, renderApp } from '#web-test/render-app.tsx';

describe('footer', () => {
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

  it('has an Explore column with the pages no menu leads to', async () => {
    stubApi();
    const { user } = renderApp('/faq');
    await findPageHeading('FAQ');
    const explore = within(
      within(screen.getByRole('contentinfo')).getByRole('navigation', { name: 'Explore' }),
    );
    expect(explore.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual(
      [
        [SITE_PAGES.media.title, '/our-media'],
        [SITE_PAGES.awards.title, '/our-awards'],
        [SITE_PAGES.community.title, '/community'],
        [SITE_PAGES.jobs.title, '/our-work'],
        [SITE_PAGES.testimonials.title, '/what-client'],
      ],
    );
    await user.click(explore.getByRole('link', { name: SITE_PAGES.awards.title }));
    expect(await findPageHeading(SITE_PAGES.awards.title)).toBeInTheDocument();
  });
});
