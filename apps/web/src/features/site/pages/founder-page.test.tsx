import { CONTENT_MESSAGES } from '@curio/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubApi } from '#web-test/api-stub.ts';
import { testSite } from '#web-test/fixtures.ts';
import { findPageHeading, renderApp } from '#web-test/render-app.tsx';
import { testTeam } from '#web/features/site/test-data.ts';

describe('founder page', () => {
  it("shows 'Meet Our Founder', the photo, the name and two social links", async () => {
    stubApi({ 'GET /api/team': { data: testTeam } });
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

  it('shows the team list it loads (the spec loads it and shows nothing)', async () => {
    stubApi({ 'GET /api/team': { data: testTeam } });
    renderApp('/MastermindsHQ');
    const team = within(await screen.findByRole('list', { name: 'Team members' }));
    for (const member of testTeam) {
      expect(team.getByRole('heading', { name: member.name })).toBeInTheDocument();
      expect(team.getByText(member.role)).toBeInTheDocument();
    }
    expect(team.getByRole('link', { name: 'Kabir Menon on LinkedIn' })).toHaveAttribute(
      'href',
      'https://linkedin.example/kabir',
    );
  });

  it('says what to do when the site settings cannot be loaded', async () => {
    stubApi({ 'GET /api/site': { status: 500, message: '' }, 'GET /api/team': { data: testTeam } });
    renderApp('/MastermindsHQ');
    await findPageHeading('Meet Our Founder');
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('offers a retry when the team cannot be loaded', async () => {
    const api = stubApi({ 'GET /api/team': { status: 503, message: '' } });
    const { user } = renderApp('/MastermindsHQ');
    const team = within(await screen.findByRole('region', { name: 'The team behind Curio' }));
    expect(await team.findByText(CONTENT_MESSAGES.loadFailed)).toBeInTheDocument();
    await user.click(team.getByRole('button', { name: CONTENT_MESSAGES.retry }));
    expect(api.find('GET /api/team')).toHaveLength(2);
  });
});
