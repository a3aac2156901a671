import { CONTENT_MESSAGES, MESSAGES } from '@curio/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubApi, type TStubReply } from '#web-test/api-stub.ts';
import { findPageHeading, renderApp } from '#web-test/render-app.tsx';
import { jobs } from '#web/features/content/content-fixtures.ts';

const [cloudJob] = jobs;
const applyPath = `POST /api/workWithCurio/${cloudJob?._id ?? ''}/apply`;

async function openJobs(applyReply: TStubReply | (() => Promise<TStubReply>) = {}) {
  const api = stubApi({ 'GET /api/workWithCurio': { data: jobs }, [applyPath]: applyReply });
  const app = renderApp('/our-work');
  await findPageHeading('Open Position');
  await screen.findByText('Senior Cloud Trainer');
  return { ...app, api };
}

const card = (title: string) => screen.getByRole('article', { name: title });

async function openApplication(user: ReturnType<typeof renderApp>['user']) {
  await user.click(screen.getByRole('button', { name: 'Apply for Senior Cloud Trainer' }));
  return screen.getByRole('dialog', { name: 'Apply for Senior Cloud Trainer' });
}

async function fillApplication(user: ReturnType<typeof renderApp>['user'], dialog: HTMLElement) {
  const d = within(dialog);
  await user.type(d.getByLabelText('Full Name'), 'Priya Nair');
  await user.type(d.getByLabelText('Email'), 'Priya@Example.com');
  await user.type(d.getByLabelText('Phone'), '9876543210');
  await user.type(d.getByLabelText('Cover Letter'), 'I have taught AWS for six years.');
}

describe('jobs page (/our-work)', () => {
  it('shows each job’s type, location, salary, title, description and its applications', async () => {
    await openJobs();
    const job = within(card('Senior Cloud Trainer'));
    expect(job.getByText('Full-time')).toBeInTheDocument();
    expect(job.getByText('Bangalore')).toBeInTheDocument();
    expect(job.getByText('$85,000 – 110,000')).toBeInTheDocument();
    // ADR 018: the paragraph and the list stay apart (stripped, they ran together as one line).
    expect(job.getByText('AWS').closest('p')).toHaveTextContent(/^Teach AWS & Azure to working engineers\.$/);
    expect(job.getByText('Remote-friendly').tagName).toBe('LI');
    expect(job.getByText('1 application')).toBeInTheDocument();
    const designer = within(card('Curriculum Designer'));
    expect(designer.getByText('hands-on').tagName).toBe('EM');
    // A salary with its own currency shows as entered; a job nobody applied for says nothing about it.
    expect(designer.getByText('₹18–24 LPA')).toBeInTheDocument();
    expect(card('Curriculum Designer')).not.toHaveTextContent(/\$₹|application|Applied/);
  });

  it('says so when there are no open positions', async () => {
    stubApi({ 'GET /api/workWithCurio': { data: [] } });
    renderApp('/our-work');
    expect(await screen.findByText(MESSAGES.content.noPositions)).toBeInTheDocument();
  });

  it('checks the application before sending it', async () => {
    const { user, api } = await openJobs();
    const dialog = await openApplication(user);
    await user.click(within(dialog).getByRole('button', { name: 'Send Application' }));
    const d = within(dialog);
    expect(d.getByLabelText('Full Name')).toHaveAccessibleDescription(CONTENT_MESSAGES.nameRequired);
    expect(d.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(d.getByLabelText('Phone')).toHaveAccessibleDescription(
      expect.stringContaining(MESSAGES.validation.phoneInvalid),
    );
    expect(d.getByLabelText('Cover Letter')).toHaveAccessibleDescription(
      expect.stringContaining(CONTENT_MESSAGES.fieldRequired),
    );
    expect(api.find(applyPath)).toHaveLength(0);
  });

  it('sends the application, busy while sending, then confirms it', async () => {
    let release: () => void = () => {};
    const answered = new Promise<void>((resolve) => (release = resolve));
    const { user, api } = await openJobs(async () => {
      await answered;
      return { status: 201, data: { _id: '00000000-0000-4000-8000-000000000999', createdAt: '2026-03-01' } };
    });
    const dialog = await openApplication(user);
    await fillApplication(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Send Application' }));

    const send = within(dialog).getByRole('button', { name: 'Send Application' });
    expect(send).toBeDisabled();
    expect(send).toHaveAttribute('aria-busy', 'true');
    release();

    expect(await within(dialog).findByRole('status')).toHaveTextContent(CONTENT_MESSAGES.applicationReceived);
    expect(api.find(applyPath)[0]?.body).toEqual({
      name: 'Priya Nair',
      email: 'priya@example.com',
      phone: '9876543210',
      coverLetter: 'I have taught AWS for six years.',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('keeps the form and says so when sending fails', async () => {
    const { user } = await openJobs({ status: 500, message: '' });
    const dialog = await openApplication(user);
    await fillApplication(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Send Application' }));
    expect(await screen.findByText(CONTENT_MESSAGES.applicationFailed)).toBeInTheDocument();
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Send Application' })).toBeEnabled(),
    );
    expect(within(dialog).getByLabelText('Full Name')).toHaveValue('Priya Nair');
  });
});
