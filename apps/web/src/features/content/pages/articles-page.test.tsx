import { CONTENT_MESSAGES } from '@curio/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubApi } from '#web-test/api-stub.ts';
import { storeSession } from '#web-test/fixtures.ts';
import { findPageHeading, renderApp } from '#web-test/render-app.tsx';
import { articles } from '#web/features/content/content-fixtures.ts';

const byCategory = (category: string) => articles.filter((a) => a.category === category);

function stubArticles() {
  return stubApi({
    'GET /api/article': { data: articles },
    'GET /api/article?category=Newsletter': { data: byCategory('Newsletter') },
    'GET /api/article?category=Media_Coverage': { data: byCategory('Media_Coverage') },
    'GET /api/article?category=Features': { data: [] },
  });
}

const cardTitles = () =>
  within(screen.getByRole('tabpanel'))
    .getAllByRole('heading', { level: 3 })
    .map((h) => h.textContent);

describe('articles page (/dive-our)', () => {
  it('opens on All Articles with every article, dated with a short month', async () => {
    const api = stubArticles();
    renderApp('/dive-our');
    await findPageHeading('Our Articles');
    expect(screen.getByRole('tab', { name: 'All Articles' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByText('March newsletter: new cloud tracks')).toBeInTheDocument();
    expect(cardTitles()).toHaveLength(3);
    expect(screen.getByText('12 Mar 2026')).toBeInTheDocument();
    expect(api.find('GET /api/article')).toHaveLength(1);
  });

  it('asks the server for the chosen category and shows only its articles', async () => {
    const api = stubArticles();
    const { user, router } = renderApp('/dive-our');
    await screen.findByText('March newsletter: new cloud tracks');
    await user.click(screen.getByRole('tab', { name: 'Newsletter' }));
    await waitFor(() => expect(cardTitles()).toEqual(['March newsletter: new cloud tracks']));
    expect(api.find('GET /api/article?category=Newsletter')).toHaveLength(1);
    expect(router.state.location.search).toBe('?tab=newsletter');
  });

  it('moves between tabs with the arrow keys', async () => {
    const api = stubArticles();
    const { user } = renderApp('/dive-our');
    await screen.findByText('March newsletter: new cloud tracks');
    screen.getByRole('tab', { name: 'All Articles' }).focus();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    const tab = screen.getByRole('tab', { name: 'Media Coverage' });
    expect(tab).toHaveFocus();
    expect(tab).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByText('Curio in the Bangalore Tech Weekly')).toBeInTheDocument();
    expect(api.find('GET /api/article?category=Media_Coverage')).toHaveLength(1);
  });

  it('opens the tab named in the address and says when a category is empty', async () => {
    const api = stubArticles();
    renderApp('/dive-our?tab=features');
    expect(await screen.findByText(CONTENT_MESSAGES.noArticles)).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Features' })).toHaveAttribute('aria-selected', 'true');
    expect(api.find('GET /api/article')).toHaveLength(0);
  });

  it('shows a failed load with a retry that loads again', async () => {
    let calls = 0;
    stubApi({
      'GET /api/article': () =>
        ++calls === 1 ? { status: 500, message: 'Database down' } : { data: articles },
    });
    const { user } = renderApp('/dive-our');
    expect(await screen.findByRole('alert')).toHaveTextContent('Database down');
    await user.click(screen.getByRole('button', { name: CONTENT_MESSAGES.retry }));
    expect(await screen.findByText('March newsletter: new cloud tracks')).toBeInTheDocument();
  });

  it('sends a visitor to sign up', async () => {
    stubArticles();
    renderApp('/dive-our');
    expect(await screen.findByRole('link', { name: 'Join Now' })).toHaveAttribute('href', '/singup');
  });

  it('sends a logged-in learner to the profile', async () => {
    storeSession();
    stubArticles();
    renderApp('/dive-our');
    expect(await screen.findByRole('link', { name: 'Join Now' })).toHaveAttribute('href', '/profile');
  });
});
