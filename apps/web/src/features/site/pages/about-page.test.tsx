import { CONTENT_MESSAGES, MESSAGES } from '@curio/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubApi } from '#web-test/api-stub.ts';
import { storeSession } from '#web-test/fixtures.ts';
import { findPageHeading, renderApp } from '#web-test/render-app.tsx';
import { partnersOf } from '#web/features/site/test-data.ts';

const techbelt = () => within(screen.getByRole('region', { name: 'Meet Our Tool Techbelt' }));
const columnSizes = () =>
  [1, 2, 3].map((n) => techbelt().getByRole('list', { name: `Partners, column ${n} of 3` }).children.length);

describe('About page /BondedBrilliance', () => {
  it("is 'About Curio, A Work Force' with Get Started, View Courses and the graphic", async () => {
    stubApi({ 'GET /api/partner': { data: partnersOf(3) } });
    renderApp('/BondedBrilliance');
    await findPageHeading('About Curio, A Work Force');
    const main = within(screen.getByRole('main'));
    expect(main.getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/singup');
    expect(main.getByRole('link', { name: 'View Courses' })).toHaveAttribute('href', '/course');
    expect(main.getByText('Upskilling Accelerator')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('About Curio, A Work Force · Curio'));
  });

  it('sends Get Started to /profile when a token is stored', async () => {
    storeSession();
    stubApi({ 'GET /api/partner': { data: partnersOf(3) } });
    renderApp('/BondedBrilliance');
    await findPageHeading('About Curio, A Work Force');
    expect(screen.getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/profile');
  });
});

async function renderAbout() {
  const view = renderApp('/BondedBrilliance');
  await findPageHeading('About Curio, A Work Force');
  return view;
}

describe("'Meet Our Tool Techbelt' partners section", () => {
  it.each([
    [30, [9, 10, 11]],
    [10, [2, 3, 5]],
    [2, [1, 0, 1]],
  ])('puts %i logos into columns of %j', async (n, sizes) => {
    stubApi({ 'GET /api/partner': { data: partnersOf(n) } });
    await renderAbout();
    await techbelt().findByRole('button', { name: 'Vendor 1' });
    expect(columnSizes()).toEqual(sizes);
  });

  it('describes each logo to keyboard and screen-reader users, and a click pins the description', async () => {
    stubApi({ 'GET /api/partner': { data: partnersOf(4) } });
    const { user } = await renderAbout();
    const logo = await techbelt().findByRole('button', { name: 'Vendor 2' });
    expect(logo).toHaveAccessibleDescription('What learners do with vendor 2.');
    expect(logo).toHaveAttribute('aria-expanded', 'false');
    await user.click(logo);
    expect(logo).toHaveAttribute('aria-expanded', 'true');
  });

  it("shows 'Error: {message}' and retries", async () => {
    const api = stubApi({ 'GET /api/partner': { status: 503, message: 'Service unavailable' } });
    const { user } = await renderAbout();
    expect(
      await techbelt().findByText(MESSAGES.content.partnersError('Service unavailable')),
    ).toBeInTheDocument();
    await user.click(techbelt().getByRole('button', { name: CONTENT_MESSAGES.retry }));
    expect(api.find('GET /api/partner')).toHaveLength(2);
  });

  it('says so when there are no partners', async () => {
    stubApi({ 'GET /api/partner': { data: [] } });
    await renderAbout();
    expect(await techbelt().findByText(CONTENT_MESSAGES.noPartners)).toBeInTheDocument();
  });
});
