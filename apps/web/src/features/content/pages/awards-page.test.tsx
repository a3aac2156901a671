import { CONTENT_MESSAGES } from '@curio/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubApi } from '#web-test/api-stub.ts';
import { findPageHeading, renderApp } from '#web-test/render-app.tsx';
import { awards } from '#web/features/content/content-fixtures.ts';

describe('awards page (/our-awards)', () => {
  it('shows each award and places the middle one between the first half and the rest', async () => {
    stubApi({ 'GET /api/communityAwards': { data: awards } });
    renderApp('/our-awards');
    await findPageHeading('Our Awards');
    await screen.findByText('Award 2021');
    const items = within(screen.getByRole('main')).getAllByRole('listitem');
    expect(items.map((item) => item.querySelector('h3')?.textContent)).toEqual(
      awards.map((award) => award.awardName),
    );
    const sides = items.map((item) => item.className.match(/awards__item--(\w+)/)?.[1]);
    expect(sides).toEqual(['left', 'left', 'middle', 'right', 'right']);
    const rows = items.map((item) => item.style.getPropertyValue('--award-row'));
    expect(rows).toEqual(['1', '2', '1', '1', '2']);
    expect(items[0]).toHaveTextContent('2019');
    expect(items[0]).toHaveTextContent('Place 1');
  });

  it('says so when there are no awards', async () => {
    stubApi({ 'GET /api/communityAwards': { data: [] } });
    renderApp('/our-awards');
    expect(await screen.findByText(CONTENT_MESSAGES.noAwards)).toBeInTheDocument();
  });
});
