import { MESSAGES, type TBroadcast } from '@curio/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TStubHandler } from '#web-test/api-stub.ts';
import { formatConsoleDateTime } from '#web/features/console/shell/lib/console-dates.ts';
import { editorUser, pageOf, sentBroadcast } from '#web/features/console/test/operations-fixtures.ts';
import { openConsole, retryFailedRead } from '#web/features/console/test/open-console.ts';

beforeAll(async () => {
  await import('#web/features/console/operations/pages/broadcasts-page.tsx');
});

const LIST = 'GET /api/admin/notifications?page=1&pageSize=10';
const SEND = 'POST /api/admin/notifications';
const M = MESSAGES.broadcast;

/** The page as an editor opens it; the server keeps what is sent and lists it back. */
async function openBroadcasts(send?: TStubHandler) {
  const sent: TBroadcast[] = [];
  const view = await openConsole(
    '/admin/broadcasts',
    'Broadcasts',
    {
      [LIST]: () => ({ data: pageOf(sent) }),
      [SEND]:
        send ??
        (({ body }) => {
          const { title, message, link } = body as { title: string; message: string; link?: string };
          sent.unshift({ ...sentBroadcast, title, message, link: link ?? null });
          return { message: M.sent, data: sent[0] };
        }),
    },
    editorUser,
  );
  const form = within(screen.getByRole('form', { name: 'New broadcast' }));
  return { ...view, form };
}

describe('broadcasts', () => {
  it('lists what was sent', async () => {
    await openConsole('/admin/broadcasts', 'Broadcasts', { [LIST]: { data: pageOf([sentBroadcast]) } });
    const table = screen.getByRole('table', { name: 'Sent broadcasts' });
    const row = await within(table).findByRole('row', { name: new RegExp(sentBroadcast.title) });
    expect(row).toHaveTextContent(formatConsoleDateTime(sentBroadcast.createdAt));
    expect(row).toHaveTextContent(sentBroadcast.message);
    expect(row).toHaveTextContent(sentBroadcast.link ?? '');
  });

  it('says what to do when nothing was sent yet', async () => {
    await openBroadcasts();
    expect(
      await screen.findByText('No broadcast has been sent yet. The form above sends the first one.'),
    ).toBeInTheDocument();
  });

  it('shows the shared messages under the empty fields and sends nothing', async () => {
    const { user, form, api } = await openBroadcasts();
    await user.click(form.getByRole('button', { name: 'Send broadcast' }));
    expect(await form.findByRole('textbox', { name: 'Title' })).toHaveAccessibleDescription(M.titleRequired);
    expect(form.getByRole('textbox', { name: 'Message' })).toHaveAccessibleDescription(M.messageRequired);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.find(SEND)).toHaveLength(0);
  });

  it('refuses a link that is neither a page of the site nor https, and clears the error on edit', async () => {
    const { user, form, api } = await openBroadcasts();
    await user.type(form.getByRole('textbox', { name: 'Title' }), 'Hello');
    await user.type(form.getByRole('textbox', { name: 'Message' }), 'A new course.');
    const link = form.getByRole('textbox', { name: 'Link (optional)' });
    await user.type(link, 'javascript:alert(1)');
    await user.click(form.getByRole('button', { name: 'Send broadcast' }));
    await waitFor(() => expect(link).toHaveAccessibleDescription(expect.stringContaining(M.linkInvalid)));
    expect(link).toHaveAttribute('aria-invalid', 'true');
    await user.type(link, 'x');
    expect(link).not.toHaveAttribute('aria-invalid');
    expect(api.find(SEND)).toHaveLength(0);
  });

  it.each(['//evil.example', '/\\evil.example', '/\t/evil.example', 'http://x.example'])(
    'shows the link’s error for %j and sends nothing',
    async (value) => {
      const { user, form, api } = await openBroadcasts();
      await user.type(form.getByRole('textbox', { name: 'Title' }), 'Hello');
      await user.type(form.getByRole('textbox', { name: 'Message' }), 'A new course.');
      const link = form.getByRole('textbox', { name: 'Link (optional)' });
      await user.click(link);
      await user.paste(value);
      await user.click(form.getByRole('button', { name: 'Send broadcast' }));
      await waitFor(() => expect(link).toHaveAccessibleDescription(expect.stringContaining(M.linkInvalid)));
      expect(api.find(SEND)).toHaveLength(0);
    },
  );

  it('asks before sending to every learner; Cancel sends nothing', async () => {
    const { user, form, api } = await openBroadcasts();
    await user.type(form.getByRole('textbox', { name: 'Title' }), 'Spring sale');
    await user.type(form.getByRole('textbox', { name: 'Message' }), 'Every course at half price.');
    await user.click(form.getByRole('button', { name: 'Send broadcast' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send to every learner?' });
    expect(dialog).toHaveTextContent('Spring sale will appear on every learner’s notifications page.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.find(SEND)).toHaveLength(0);
    expect(form.getByRole('textbox', { name: 'Title' })).toHaveValue('Spring sale');
  });

  it('sends after the confirmation, says so, empties the form and lists the broadcast', async () => {
    const { user, form, api } = await openBroadcasts();
    await user.type(form.getByRole('textbox', { name: 'Title' }), '  Spring sale ');
    await user.type(form.getByRole('textbox', { name: 'Message' }), 'Every course at half price.');
    await user.type(form.getByRole('textbox', { name: 'Link (optional)' }), '/course');
    await user.click(form.getByRole('button', { name: 'Send broadcast' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Send to every learner' }),
    );

    expect(await screen.findByText(M.sent)).toBeInTheDocument();
    expect(api.find(SEND).map((r) => r.body)).toEqual([
      { title: 'Spring sale', message: 'Every course at half price.', link: '/course' },
    ]);
    expect(form.getByRole('textbox', { name: 'Title' })).toHaveValue('');
    const table = screen.getByRole('table', { name: 'Sent broadcasts' });
    expect(await within(table).findByRole('row', { name: /Spring sale/ })).toHaveTextContent('/course');
  });

  it("puts the server's field errors under their fields", async () => {
    const { user, form } = await openBroadcasts(() => ({
      status: 400,
      message: MESSAGES.api.validation,
      errors: [{ field: 'title', message: M.titleRequired }],
    }));
    await user.type(form.getByRole('textbox', { name: 'Title' }), 'Hi');
    await user.type(form.getByRole('textbox', { name: 'Message' }), 'Hello');
    await user.click(form.getByRole('button', { name: 'Send broadcast' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Send to every learner' }),
    );
    await waitFor(() =>
      expect(form.getByRole('textbox', { name: 'Title' })).toHaveAccessibleDescription(M.titleRequired),
    );
    expect(await screen.findByText(MESSAGES.api.validation)).toBeInTheDocument();
  });

  it("shows the list's failure with a retry", async () => {
    const { user, api } = await openConsole('/admin/broadcasts', 'Broadcasts', {
      [LIST]: { status: 500, message: MESSAGES.api.internal },
    });
    await retryFailedRead(user, MESSAGES.api.internal, () => api.find(LIST).length);
  });
});
