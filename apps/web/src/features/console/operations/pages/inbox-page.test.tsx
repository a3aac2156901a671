import {
  CONFLICT_MESSAGES as C,
  GENERAL_ENQUIRY,
  LEAD_SOURCE_GENERAL,
  MESSAGES,
  type TInboxLead,
} from '@curio/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { stubApi, type TStubReply } from '#web-test/api-stub.ts';
import { storeSession } from '#web-test/fixtures.ts';
import { findPageHeading, renderApp } from '#web-test/render-app.tsx';
import {
  adminUser,
  jobApplication,
  newLead,
  pageOf,
} from '#web/features/console/test/operations-fixtures.ts';

beforeAll(async () => {
  await import('#web/features/console/operations/pages/inbox-page.tsx');
});

const firstPage = 'page=1&pageSize=25&sort=-createdAt';
const leadsPath = `GET /api/admin/leads?${firstPage}`;
const leadPatch = `PATCH /api/admin/leads/${newLead._id}`;

async function openInbox(path: string, routes: Record<string, TStubReply | (() => TStubReply)>) {
  storeSession(adminUser);
  const api = stubApi({
    'GET /api/user/self': { data: adminUser },
    'GET /api/service': { data: [] },
    'GET /api/workWithCurio': { data: [] },
    ...routes,
  });
  const view = renderApp(path);
  await findPageHeading('Inbox');
  return { ...view, api };
}

describe('inbox', () => {
  it('lists the enquiries by default and opens one with its whole message', async () => {
    const { user } = await openInbox('/admin/inbox', { [leadsPath]: { data: pageOf([newLead]) } });
    expect(screen.getByRole('tab', { name: 'Enquiries' })).toHaveAttribute('aria-selected', 'true');
    const row = await screen.findByRole('row', { name: /Meena Iyer/ });
    expect(row).toHaveTextContent('Cloud Lab');
    expect(row).toHaveTextContent('New');
    await user.click(within(row).getByRole('button', { name: 'Show details' }));
    expect(screen.getByText(/We would like a cloud course for 30 people/)).toBeInTheDocument();
    expect(screen.getByLabelText('Status of this enquiry')).toHaveValue('new');
  });

  it('saves a status and a note with the version loaded, and the list reloads', async () => {
    let lead: TInboxLead = newLead;
    const { user, api } = await openInbox('/admin/inbox?kind=leads', {
      [leadsPath]: () => ({ data: pageOf([lead]) }),
      [leadPatch]: () => {
        lead = { ...lead, status: 'closed', note: 'Sent a quote', updatedAt: '2026-03-05T08:00:00.000Z' };
        return { message: MESSAGES.admin.saved, data: lead };
      },
    });
    const row = await screen.findByRole('row', { name: /Meena Iyer/ });
    await user.click(within(row).getByRole('button', { name: 'Show details' }));
    await user.selectOptions(screen.getByLabelText('Status of this enquiry'), 'closed');
    await user.type(screen.getByLabelText('Internal note'), 'Sent a quote');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText(MESSAGES.admin.saved)).toBeInTheDocument();
    expect(api.find(leadPatch).map((r) => r.body)).toEqual([
      { status: 'closed', note: 'Sent a quote', version: newLead.updatedAt },
    ]);
    await waitFor(() => expect(screen.getByRole('row', { name: /Meena Iyer/ })).toHaveTextContent('Closed'));
  });

  it('names what someone else changed after a stale save, and keeps the typed note', async () => {
    const { user } = await openInbox('/admin/inbox', {
      [leadsPath]: { data: pageOf([newLead]) },
      [leadPatch]: { status: 409, message: MESSAGES.admin.staleEdit },
      [`GET /api/admin/leads/${newLead._id}`]: {
        data: { ...newLead, status: 'closed', updatedAt: '2026-03-05T08:00:00.000Z' },
      },
    });
    const row = await screen.findByRole('row', { name: /Meena Iyer/ });
    await user.click(within(row).getByRole('button', { name: 'Show details' }));
    await user.type(screen.getByLabelText('Internal note'), 'Called back');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(MESSAGES.admin.staleEdit);
    const changed = await within(alert).findByRole('list', { name: C.changedFields });
    expect(changed).toHaveTextContent('Status of this enquiry');
    expect(within(alert).getByRole('button', { name: C.reloadDiscard })).toBeInTheDocument();
    expect(screen.getByLabelText('Internal note')).toHaveValue('Called back');
  });

  it('filters the enquiries about no service as General enquiry, and shows them so', async () => {
    const general = { ...newLead, source: null };
    const { user, api } = await openInbox('/admin/inbox', {
      [leadsPath]: { data: pageOf([newLead]) },
      [`${leadsPath}&source=${LEAD_SOURCE_GENERAL}`]: { data: pageOf([general]) },
    });
    await screen.findByRole('row', { name: /Meena Iyer/ });
    const service = screen.getByRole('combobox', { name: 'Service' });
    expect(
      within(service)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All services and pages', GENERAL_ENQUIRY]);
    await user.selectOptions(service, GENERAL_ENQUIRY);
    await waitFor(() => expect(api.find(`${leadsPath}&source=${LEAD_SOURCE_GENERAL}`)).toHaveLength(1));
    expect(await screen.findByRole('row', { name: /Meena Iyer/ })).toHaveTextContent(GENERAL_ENQUIRY);
  });

  it('switches tabs through ?kind= and asks the job applications route without the leads filters', async () => {
    const { user, router, api } = await openInbox('/admin/inbox?status=new', {
      [`GET /api/admin/leads?${firstPage}&status=new`]: { data: pageOf([newLead]) },
      [`GET /api/admin/job-applications?${firstPage}`]: { data: pageOf([jobApplication]) },
    });
    await screen.findByRole('row', { name: /Meena Iyer/ });
    await user.click(screen.getByRole('tab', { name: 'Job applications' }));
    expect(await screen.findByRole('row', { name: /Kiran Rao/ })).toHaveTextContent('Cloud Engineer');
    expect(router.state.location.search).toBe('?kind=job-applications');
    expect(api.find(`GET /api/admin/job-applications?${firstPage}`)).toHaveLength(1);
  });
});
