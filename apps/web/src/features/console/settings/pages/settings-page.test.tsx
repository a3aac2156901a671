import { CONFLICT_MESSAGES as C, MESSAGES, type TAdminSettings } from '@curio/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { stubApi, type TRecordedRequest, type TStubReply } from '#web-test/api-stub.ts';
import { storeSession, testSite } from '#web-test/fixtures.ts';
import { findPageHeading, renderApp } from '#web-test/render-app.tsx';
import { adminUser } from '#web/features/console/test/operations-fixtures.ts';

beforeAll(async () => {
  await import('#web/features/console/settings/pages/settings-page.tsx');
});

const SAVE_SITE = 'PUT /api/admin/settings/site';
const SAVE_POLICY = 'PUT /api/admin/settings/websitePolicy';
const version = '2026-03-01T10:00:00.000Z';
const settings: TAdminSettings = {
  site: { value: testSite, updatedAt: version },
  websitePolicy: {
    value: { privacyPolicy: '<p>We keep your data safe.</p>', termsAndConditions: '<p>Be kind.</p>' },
    updatedAt: null,
  },
};

async function openSettings(save: (request: TRecordedRequest) => TStubReply = () => ({ message: 'Saved' })) {
  storeSession(adminUser);
  const api = stubApi({
    'GET /api/user/self': { data: adminUser },
    'GET /api/admin/settings': { data: settings },
    [SAVE_SITE]: save,
    [SAVE_POLICY]: save,
  });
  const view = renderApp('/admin/settings');
  await findPageHeading('Settings');
  const form = await screen.findByRole('form', { name: 'Site settings' });
  const socialLinks = within(form).getByRole('group', { name: 'Social links' });
  return { ...view, api, form, socialLinks };
}

/** One social link row: the group 'Link n' and its two controls. */
const rowOf = (list: HTMLElement, n: number) => {
  const row = within(list).getByRole('group', { name: `Link ${String(n)}` });
  return {
    row,
    network: within(row).getByRole('combobox', { name: 'Network' }),
    address: within(row).getByRole('textbox', { name: 'Address' }),
  };
};

// Two rich-text editors and a long form re-render on every keystroke: give a busy machine room.
describe('site settings', () => {
  it('loads the settings with each social link as a row of network and address', async () => {
    const { form, socialLinks } = await openSettings();
    expect(within(form).getByLabelText('Brand')).toHaveValue('Curio');
    expect(within(socialLinks).getAllByRole('group', { name: /^Link \d$/ })).toHaveLength(6);
    expect(rowOf(socialLinks, 2).network).toHaveValue('X');
    expect(rowOf(socialLinks, 2).address).toHaveValue('https://x.example/curio');
    expect(within(socialLinks).getByRole('button', { name: 'Move link 1 up' })).toBeDisabled();
    const founder = within(form).getByRole('group', { name: 'Founder' });
    expect(within(founder).getByRole('img', { name: "The founder's photo now" })).toHaveAttribute(
      'src',
      '/images/founder.svg',
    );
    expect(within(founder).getByRole('group', { name: "Founder's social links" })).toBeInTheDocument();
  });

  it('edits, moves, removes and adds links with the focus kept on the list, and sends them in that order with the version', async () => {
    const { user, api, socialLinks } = await openSettings();
    const second = rowOf(socialLinks, 2);
    await user.clear(second.address);
    await user.paste('https://x.com/curio_learning');

    await user.click(within(socialLinks).getByRole('button', { name: 'Move link 2 up' }));
    // X is now first: Up is disabled there, so the focus stays on the row, on its Down button.
    expect(rowOf(socialLinks, 1).network).toHaveValue('X');
    expect(within(socialLinks).getByRole('button', { name: 'Move link 1 down' })).toHaveFocus();
    expect(await within(socialLinks).findByText('X moved to position 1 of 6.')).toBeInTheDocument();

    await user.click(within(socialLinks).getByRole('button', { name: 'Remove link 6' }));
    expect(rowOf(socialLinks, 5).network).toHaveFocus();

    await user.click(within(socialLinks).getByRole('button', { name: 'Add a link' }));
    const added = rowOf(socialLinks, 6);
    expect(added.network).toHaveFocus();
    await user.selectOptions(added.network, 'Website');
    await user.click(added.address);
    await user.paste('https://curio.example');

    await user.click(screen.getByRole('button', { name: 'Save site settings' }));
    await waitFor(() => expect(api.find(SAVE_SITE)).toHaveLength(1));
    const body = api.find(SAVE_SITE)[0]?.body as { socialLinks: unknown; version: unknown; founder: unknown };
    expect(body.version).toBe(version);
    const [facebook, , linkedIn, instagram, youTube] = testSite.socialLinks;
    expect(body.socialLinks).toEqual([
      { label: 'X', url: 'https://x.com/curio_learning' },
      facebook,
      linkedIn,
      instagram,
      youTube,
      { label: 'Website', url: 'https://curio.example' },
    ]);
    expect(body.founder).toEqual(testSite.founder);
    expect(await screen.findByText(MESSAGES.admin.saved)).toBeInTheDocument();
  });

  it('shows the shared schema’s message on the row that is wrong, and sends nothing', async () => {
    const { user, api, socialLinks } = await openSettings();
    const first = rowOf(socialLinks, 1);
    await user.clear(first.address);
    await user.paste('ftp://files.example');
    const third = rowOf(socialLinks, 3);
    await user.clear(third.address);
    await user.paste('/\t/evil.example');
    await user.click(within(socialLinks).getByRole('button', { name: 'Add a link' }));
    await user.click(screen.getByRole('button', { name: 'Save site settings' }));

    expect(await within(rowOf(socialLinks, 1).row).findByText(MESSAGES.links.invalid)).toBeInTheDocument();
    expect(rowOf(socialLinks, 1).address).toHaveAttribute('aria-invalid', 'true');
    expect(within(rowOf(socialLinks, 3).row).getByText(MESSAGES.links.invalid)).toBeInTheDocument();
    const added = rowOf(socialLinks, 7);
    expect(within(added.row).getByText('Choose a network.')).toBeInTheDocument();
    expect(within(added.row).getByText('Enter the link’s address.')).toBeInTheDocument();
    expect(within(rowOf(socialLinks, 2).row).queryByRole('alert')).not.toBeInTheDocument();
    expect(api.find(SAVE_SITE)).toHaveLength(0);
  });

  it('keeps a conflict notice with Reload when someone saved first (409), from either form', async () => {
    const { user } = await openSettings(() => ({ status: 409, message: MESSAGES.admin.staleEdit }));
    await user.clear(screen.getByLabelText('Brand'));
    await user.paste('Curio Learning');
    await user.click(screen.getByRole('button', { name: 'Save site settings' }));
    const siteForm = screen.getByRole('form', { name: 'Site settings' });
    const notice = await within(siteForm).findByRole('alert');
    expect(notice).toHaveTextContent(MESSAGES.admin.staleEdit);
    // The settings read again are as loaded: no field of the form differs, and the typing stays.
    expect(await within(notice).findByText(C.noFieldChanged)).toBeInTheDocument();
    expect(within(notice).getByRole('button', { name: C.reloadDiscard })).toBeInTheDocument();
    expect(screen.getByLabelText('Brand')).toHaveValue('Curio Learning');

    await user.click(screen.getByRole('button', { name: 'Save policies' }));
    const policyForm = screen.getByRole('form', { name: 'Website policies' });
    expect(await within(policyForm).findByRole('alert')).toHaveTextContent(MESSAGES.admin.staleEdit);
  });
});
