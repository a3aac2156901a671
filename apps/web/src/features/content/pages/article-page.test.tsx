import { CONTENT_MESSAGES, type TArticleDetail } from '@curio/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubApi } from '#web-test/api-stub.ts';
import { findPageHeading, renderApp } from '#web-test/render-app.tsx';
import { articles } from '#web/features/content/content-fixtures.ts';

const [first] = articles;
if (!first) throw new Error('no article fixture');
const article: TArticleDetail = {
  ...first,
  body: '<p>Three new tracks.</p><ul><li>Networking</li><li>Secrets</li></ul><script>alert(1)</script>',
  updatedAt: first.createdAt,
};
const url = `/dive-our/${article.slug}`;
const api = `GET /api/article/slug/${article.slug}`;
const main = () => within(screen.getByRole('main'));

describe('one article (/dive-our/{slug})', () => {
  it('opens from its card: the whole title is the link', async () => {
    stubApi({ 'GET /api/article': { data: articles }, [api]: { data: article } });
    const { user, router } = renderApp('/dive-our');
    const link = await screen.findByRole('link', { name: article.title });
    expect(link).toHaveAttribute('href', url);
    await user.click(link);
    await findPageHeading(article.title);
    expect(router.state.location.pathname).toBe(url);
  });

  it('shows the full text as sanitized rich text, its date, category and a way back', async () => {
    stubApi({ [api]: { data: article } });
    renderApp(url);
    await findPageHeading(article.title);
    expect(main().getByText('Newsletter')).toBeInTheDocument();
    expect(main().getByText('12 March 2026')).toHaveAttribute('datetime', '2026-03-12');
    expect(main().getByText('Three new tracks.').tagName).toBe('P');
    expect(
      main()
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Networking', 'Secrets']);
    expect(document.querySelector('main script')).toBeNull();
    expect(main().getAllByRole('link', { name: '← All articles' })[0]).toHaveAttribute('href', '/dive-our');
    await waitFor(() => expect(document.title).toBe(`${article.title} · Curio`));
    expect(document.querySelector('link[rel=canonical]')?.getAttribute('href')).toMatch(/\/dive-our\/march-/);
  });

  it('shows a skeleton while the article loads', async () => {
    stubApi({ [api]: () => new Promise<never>(() => undefined) });
    renderApp(url);
    expect(await screen.findByRole('status', { name: 'Loading the article…' })).toBeInTheDocument();
  });

  it('says the article is not found for an unknown slug, and leads back to the listing', async () => {
    stubApi({ 'GET /api/article/slug/nope': { status: 404, message: CONTENT_MESSAGES.articleNotFound } });
    renderApp('/dive-our/nope');
    await findPageHeading(CONTENT_MESSAGES.articleNotFound);
    expect(main().getByRole('link', { name: 'See all articles' })).toHaveAttribute('href', '/dive-our');
    await waitFor(() => expect(document.title).toBe(`${CONTENT_MESSAGES.articleNotFound} · Curio`));
  });

  it('moves to the article’s own address when reached by a slug it gave up', async () => {
    stubApi({ 'GET /api/article/slug/old-name': { data: article }, [api]: { data: article } });
    const { router } = renderApp('/dive-our/old-name');
    await findPageHeading(article.title);
    expect(router.state.location.pathname).toBe(url);
  });

  it('offers a retry when the article cannot be loaded', async () => {
    const stub = stubApi({ [api]: { status: 503, message: '' } });
    const { user } = renderApp(url);
    await user.click(await screen.findByRole('button', { name: CONTENT_MESSAGES.retry }));
    expect(stub.find(api)).toHaveLength(2);
  });
});
