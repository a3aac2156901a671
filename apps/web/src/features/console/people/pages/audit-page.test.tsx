import { AUDIT_ACTION_LABELS, AUDIT_ENTITY_LABELS, MESSAGES, type TAuditEntry } from '@curio/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { TStubHandler } from '#web-test/api-stub.ts';
import { formatConsoleDateTime } from '#web/features/console/shell/lib/console-dates.ts';
import { auditEntry, editorUser, pageOf } from '#web/features/console/test/operations-fixtures.ts';
import { openConsole, retryFailedRead } from '#web/features/console/test/open-console.ts';

vi.setConfig({ testTimeout: 20_000 });
beforeAll(async () => {
  await import('#web/features/console/people/pages/audit-page.tsx');
});

async function openAudit(list: TStubHandler = { data: pageOf([auditEntry]) }, path = '/admin/audit') {
  const view = await openConsole(path, 'Audit log', { 'GET /api/admin/audit?*': list });
  return { ...view, asked: () => view.api.queriesOf('/api/admin/audit') };
}

const entryRow = () => screen.findByRole('row', { name: new RegExp(auditEntry.actorEmail) });

describe('audit log', () => {
  it('lists who changed what and when in words, with links to the person and the item', async () => {
    const { asked } = await openAudit();
    const row = await entryRow();
    expect(row).toHaveTextContent(formatConsoleDateTime(auditEntry.createdAt));
    expect(within(row).getByRole('link', { name: auditEntry.actorName ?? '' })).toHaveAttribute(
      'href',
      `/admin/users/${auditEntry.actorId ?? ''}`,
    );
    expect(row).toHaveTextContent(AUDIT_ACTION_LABELS.update);
    expect(row).toHaveTextContent(AUDIT_ENTITY_LABELS.category);
    expect(within(row).getByRole('link', { name: 'Web development' })).toHaveAttribute(
      'href',
      '/admin/categories',
    );
    expect(row).not.toHaveTextContent(auditEntry.entityId ?? '');
    expect(asked()).toEqual([{ page: '1', pageSize: '25', sort: '-createdAt' }]);
    // The log is read-only: nothing on the page edits or deletes an entry.
    expect(screen.queryByRole('button', { name: /delete|edit/i })).not.toBeInTheDocument();
  });

  it('opens an entry with its fields before and after, the changed ones marked, and the IP', async () => {
    const { user } = await openAudit();
    const row = await entryRow();
    await user.click(within(row).getByRole('button', { name: 'Show details' }));
    const changes = screen.getByRole('table', { name: 'Fields changed: Edited category' });
    const name = within(changes).getByRole('row', { name: /^name/ });
    expect(name).toHaveTextContent('nameWebWeb development');
    expect(name).toHaveClass('is-changed');
    expect(within(changes).getByRole('row', { name: /^sortOrder/ })).not.toHaveClass('is-changed');
    expect(screen.getByText(auditEntry.actorIp ?? '')).toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: 'Hide details' }));
    expect(screen.queryByRole('table', { name: /Fields changed/ })).not.toBeInTheDocument();
  });

  it('offers the known items and actions in words as lists, each named once', async () => {
    await openAudit();
    await entryRow();
    const optionsOf = (name: string) =>
      within(screen.getByRole('combobox', { name }))
        .getAllByRole('option')
        .map((o) => o.textContent);
    const items = optionsOf('Item');
    expect(items[0]).toBe('All items');
    expect(items).toEqual(expect.arrayContaining(['Course', 'Order', 'Enquiry', 'FAQs item', 'Settings']));
    expect(new Set(items).size).toBe(items.length);
    const actions = optionsOf('Action');
    expect(actions).toEqual([
      'All actions',
      ...Object.values(AUDIT_ACTION_LABELS).sort((a, b) => a.localeCompare(b)),
    ]);
  });

  it('sends the item, action, actor, day range and search filters as the API names them', async () => {
    const { user, asked } = await openAudit();
    await entryRow();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Item' }), 'Category');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Action' }), AUDIT_ACTION_LABELS.update);
    await user.type(screen.getByLabelText('Actor (email or id)'), 'admin@');
    await user.type(screen.getByLabelText('From'), '2026-03-01');
    await user.type(screen.getByLabelText('To'), '2026-03-31');
    await user.type(screen.getByLabelText('Search item id or actor email'), '6c5d{Enter}');
    await waitFor(() =>
      expect(asked().at(-1), JSON.stringify(asked())).toEqual({
        page: '1',
        pageSize: '25',
        sort: '-createdAt',
        q: '6c5d',
        entity: 'category',
        action: 'update',
        actor: 'admin@',
        from: '2026-03-01',
        to: '2026-03-31',
      }),
    );
  });

  it('shows a gone account by its email and a deleted item by its name, without links', async () => {
    const gone: TAuditEntry = {
      ...auditEntry,
      actorId: null,
      actorName: null,
      action: 'delete',
      entity: 'faq',
      entityName: 'Can I bring my own clay?',
    };
    await openAudit({ data: pageOf([gone]) });
    const row = await entryRow();
    expect(row).toHaveTextContent(`${AUDIT_ENTITY_LABELS.faq ?? ''}Can I bring my own clay?`);
    expect(row).toHaveTextContent(AUDIT_ACTION_LABELS.delete);
    expect(within(row).queryByRole('link')).not.toBeInTheDocument();
  });

  it('turns the order round from the When header', async () => {
    const { user, asked } = await openAudit();
    await entryRow();
    await user.click(screen.getByRole('button', { name: /When/ }));
    await waitFor(() => expect(asked().at(-1)).toMatchObject({ sort: 'createdAt' }));
  });

  it('tells a filtered empty log from an empty one', async () => {
    await openAudit({ data: pageOf([]) }, '/admin/audit?entity=course');
    expect(
      await screen.findByText('No change matches these filters. Clear the filters to see every change.'),
    ).toBeInTheDocument();
  });

  it('says so when nothing has been changed yet', async () => {
    await openAudit({ data: pageOf([]) });
    expect(await screen.findByText('No change has been made in the console yet.')).toBeInTheDocument();
  });

  it("shows the server's message and a retry when the log fails", async () => {
    const { user, asked } = await openAudit({ status: 500, message: MESSAGES.api.internal });
    await retryFailedRead(user, MESSAGES.api.internal, () => asked().length);
  });

  it('is not open to editors, and asks the server nothing', async () => {
    const { api } = await openConsole('/admin/audit', 'Access denied', {}, editorUser);
    expect(api.queriesOf('/api/admin/audit')).toHaveLength(0);
  });
});
