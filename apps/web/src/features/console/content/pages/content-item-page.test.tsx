import { MESSAGES } from '@curio/shared';
import { screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { TContentItem } from '#web/features/console/content/api/content.ts';
import { allowRichTextEditing } from '#web/features/console/test/jsdom-layout.ts';
import { editorUser } from '#web/features/console/test/operations-fixtures.ts';
import { openConsole } from '#web/features/console/test/open-console.ts';

vi.setConfig({ testTimeout: 30_000 });
beforeAll(async () => {
  allowRichTextEditing();
  await import('#web/features/console/content/pages/content-item-page.tsx');
});

const article: TContentItem = {
  _id: '0a9b8c7d-6e5f-4a3b-8c2d-1e0f9a8b7c6d',
  title: 'Why we teach with projects',
  slug: 'why-we-teach-with-projects',
  image: '/images/articles/projects.svg',
  category: 'Features',
  summary: 'Projects make skills stick.',
  body: '<p>We teach with projects.</p>',
  published: true,
  createdAt: '2026-02-20T10:00:00.000Z',
  updatedAt: '2026-02-20T10:00:00.000Z',
};
const ITEM = `/api/admin/content/articles/${article._id}`;
const slugBox = () => screen.getByRole('textbox', { name: /^Slug/ });

describe('an article in the console', () => {
  it('suggests the slug from the title until the editor writes one, and says what it is for', async () => {
    const { user } = await openConsole('/admin/content/articles/new', 'New Articles item', {}, editorUser);
    expect(slugBox()).toHaveAccessibleDescription(expect.stringContaining('/dive-our/<slug>'));
    await user.type(screen.getByRole('textbox', { name: 'Title' }), 'Curio’s Café & Labs');
    expect(slugBox()).toHaveValue('curios-cafe-and-labs');

    await user.clear(slugBox());
    await user.type(slugBox(), 'cafe-labs');
    await user.type(screen.getByRole('textbox', { name: 'Title' }), ' 2');
    expect(slugBox()).toHaveValue('cafe-labs');
    expect(screen.getByRole('textbox', { name: 'Body' })).toBeInTheDocument();
  });

  it('puts a slug another article has under the slug field, without a Reload notice', async () => {
    const { user } = await openConsole(
      `/admin/content/articles/${article._id}`,
      String(article.title),
      {
        [`GET ${ITEM}`]: { data: article },
        [`PATCH ${ITEM}`]: {
          status: 409,
          message: MESSAGES.admin.articleSlugTaken,
          errors: [{ field: 'slug', message: MESSAGES.admin.articleSlugTaken }],
        },
      },
      editorUser,
    );
    await waitFor(() => expect(slugBox()).toHaveValue(String(article.slug)));
    await user.clear(slugBox());
    await user.type(slugBox(), 'taken');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() =>
      expect(slugBox()).toHaveAccessibleDescription(expect.stringContaining(MESSAGES.admin.articleSlugTaken)),
    );
    expect(slugBox()).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Reload' })).not.toBeInTheDocument();
  });

  it('links a published article to its own page on the site, and an unpublished one to nothing yet', async () => {
    const viewOnSite = () => screen.queryByRole('link', { name: /^View on site/ });
    const { unmount } = await openConsole(
      `/admin/content/articles/${article._id}`,
      String(article.title),
      { [`GET ${ITEM}`]: { data: article } },
      editorUser,
    );
    expect(
      await screen.findByText(MESSAGES.admin.ownPage('/dive-our/why-we-teach-with-projects')),
    ).toBeVisible();
    expect(viewOnSite()).toHaveAttribute('href', '/dive-our/why-we-teach-with-projects');
    expect(viewOnSite()).toHaveAttribute('target', '_blank');
    expect(viewOnSite()).toHaveAccessibleName(
      `View on site (${String(article.title)}, ${MESSAGES.admin.opensInNewTab})`,
    );
    unmount();

    await openConsole(
      `/admin/content/articles/${article._id}`,
      String(article.title),
      { [`GET ${ITEM}`]: { data: { ...article, published: false } } },
      editorUser,
    );
    expect(
      await screen.findByText(
        `${MESSAGES.admin.shownOncePublished('‘Our Articles’')} ${MESSAGES.admin.itemPages}`,
      ),
    ).toBeVisible();
    expect(viewOnSite()).not.toBeInTheDocument();
  });
});
