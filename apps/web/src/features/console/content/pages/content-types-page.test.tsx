import { CONTENT_TYPES, MESSAGES } from '@curio/shared';
import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { currentPath } from '#web-test/render-app.tsx';
import { pageOf, editorUser } from '#web/features/console/test/operations-fixtures.ts';
import { openConsole } from '#web/features/console/test/open-console.ts';

beforeAll(async () => {
  await import('#web/features/console/content/pages/content-types-page.tsx');
});

describe('content types', () => {
  it('lists every content type the site shows, each saying how the site orders it', async () => {
    await openConsole('/admin/content', 'Content', {}, editorUser);
    const nav = within(screen.getByRole('navigation', { name: 'Content types' }));
    const links = nav.getAllByRole('link').filter((link) => !link.hasAttribute('target'));
    expect(links).toHaveLength(CONTENT_TYPES.length);
    expect(links.map((link) => link.getAttribute('href'))).toEqual(
      CONTENT_TYPES.map((type) => `/admin/content/${type}`),
    );
    expect(nav.getByRole('link', { name: 'FAQs' }).closest('li')).toHaveTextContent('In the order you set');
    expect(nav.getByRole('link', { name: 'Articles' }).closest('li')).toHaveTextContent('Newest first');
  });

  it('says which public page each type feeds, with a link to it in a new tab', async () => {
    await openConsole('/admin/content', 'Content', {}, editorUser);
    const nav = within(screen.getByRole('navigation', { name: 'Content types' }));
    const row = (label: string) => {
      const item = nav.getByRole('link', { name: label }).closest('li');
      if (!item) throw new Error(`no row for ${label}`);
      return item;
    };
    const viewOnSite = (label: string) => within(row(label)).getByRole('link', { name: /^View on site/ });
    expect(nav.getAllByRole('link', { name: /^View on site/ })).toHaveLength(CONTENT_TYPES.length);
    expect(row('Jobs')).toHaveTextContent(MESSAGES.admin.shownOn('‘Open Position’'));
    expect(viewOnSite('Jobs')).toHaveAttribute('href', '/our-work');
    expect(viewOnSite('Jobs')).toHaveAttribute('target', '_blank');
    expect(row('Partners')).toHaveTextContent(
      MESSAGES.admin.shownOn('‘Home’ and ‘About Curio, A Work Force’'),
    );
    expect(viewOnSite('Partners')).toHaveAttribute('href', '/');
    expect(row('Articles')).toHaveTextContent(MESSAGES.admin.itemPages);
    expect(viewOnSite('Team')).toHaveAttribute('href', '/MastermindsHQ');
  });

  it("opens a type's list", async () => {
    const { user, router } = await openConsole(
      '/admin/content',
      'Content',
      { 'GET /api/admin/content/lateral-hiring?page=1&pageSize=25&sort=order': { data: pageOf([]) } },
      editorUser,
    );
    await user.click(screen.getByRole('link', { name: 'Lateral hiring' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Lateral hiring' })).toBeInTheDocument();
    expect(currentPath(router)).toBe('/admin/content/lateral-hiring');
  });
});
