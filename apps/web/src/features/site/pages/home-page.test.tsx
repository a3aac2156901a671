import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubApi } from '../../../../test/api-stub.ts';
import { storeSession, testSite } from '../../../../test/fixtures.ts';
import { findPageHeading, renderApp } from '../../../../test/render-app.tsx';

const hero = () => within(screen.getByRole('region', { name: /About Curio/ }));

describe('home (SPEC §2 About block)', () => {
  it('shows the tagline, View Courses and, for a visitor, Get Started to /singup', async () => {
    stubApi();
    renderApp('/');
    await findPageHeading(/About Curio, A Work Force/);
    expect(await hero().findByText(testSite.tagline)).toBeInTheDocument();
    expect(hero().getByRole('link', { name: 'View Courses' })).toHaveAttribute('href', '/course');
    expect(hero().getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/singup');
    expect(hero().getByText('Upskilling Accelerator')).toBeInTheDocument();
  });

  it('sends Get Started to /profile when a token is stored', async () => {
    storeSession();
    stubApi();
    renderApp('/WhoWeBe');
    await findPageHeading(/About Curio, A Work Force/);
    expect(hero().getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/profile');
  });
});
