import { CONTENT_MESSAGES, MESSAGES } from '@curio/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubApi, type TStubReply } from '#web-test/api-stub.ts';
import { testSite } from '#web-test/fixtures.ts';
import { findPageHeading, renderApp } from '#web-test/render-app.tsx';

const receipt = { _id: '00000000-0000-4000-8000-000000000001', createdAt: '2025-01-01T00:00:00.000Z' };
const name = () => screen.getByLabelText('Name');
const email = () => screen.getByLabelText('Email Address');
const comment = () => screen.getByLabelText('Comment');
const agree = () => screen.getByRole('checkbox', { name: /I agree to the Privacy Policy/ });
const send = () => screen.getByRole('button', { name: 'Send Message' });
const service = () => screen.getByRole('combobox', { name: 'Service' });
const aService = (title: string, index = title.length) => ({
  _id: `00000000-0000-4000-8000-0000000000${String(index).padStart(2, '0')}`,
  title,
  image: '/images/services/x.svg',
  shortdescription: title,
  description: `<p>${title}</p>`,
  tags: [],
});

async function renderContact(path = '/SayHello') {
  const view = renderApp(path);
  await findPageHeading('Leave Us Your Info.');
  return view;
}

async function fillAll(user: Awaited<ReturnType<typeof renderContact>>['user']) {
  await user.type(name(), 'Asha Rao');
  await user.type(email(), 'Asha@Example.com');
  await user.type(comment(), 'We need cloud training for 20 engineers.');
  await user.click(agree());
}

describe('contact form', () => {
  it('flags every empty required field and the agree box, and sends nothing', async () => {
    const api = stubApi();
    const { user } = await renderContact();
    await user.click(send());
    expect(name()).toHaveAttribute('aria-invalid', 'true');
    expect(name()).toHaveAccessibleDescription(CONTENT_MESSAGES.nameRequired);
    expect(email()).toHaveAccessibleDescription(MESSAGES.validation.emailRequired);
    expect(comment()).toHaveAccessibleDescription(CONTENT_MESSAGES.commentRequired);
    expect(agree()).toHaveAttribute('aria-invalid', 'true');
    expect(agree()).toHaveAccessibleDescription(MESSAGES.validation.agreeRequired);
    expect(api.find('POST /api/leads')).toHaveLength(0);
  });

  it('clears a field’s error as soon as it is edited', async () => {
    stubApi();
    const { user } = await renderContact();
    await user.click(send());
    await user.type(name(), 'A');
    expect(name()).not.toHaveAttribute('aria-invalid');
    expect(email()).toHaveAttribute('aria-invalid', 'true');
    await user.click(agree());
    expect(agree()).not.toHaveAttribute('aria-invalid');
  });

  it('sends the lead, disables the button while sending, then toasts, clears and unchecks', async () => {
    let release: () => void = () => {};
    const api = stubApi({
      'POST /api/leads': () =>
        new Promise<TStubReply>((resolve) => {
          release = () => resolve({ status: 201, data: receipt });
        }),
    });
    const { user } = await renderContact();
    await fillAll(user);
    await user.click(send());
    await waitFor(() => expect(send()).toBeDisabled());
    release();
    expect(await screen.findByText(MESSAGES.contact.sent)).toBeInTheDocument();
    expect(api.find('POST /api/leads')[0]?.body).toEqual({
      name: 'Asha Rao',
      email: 'asha@example.com',
      comment: 'We need cloud training for 20 engineers.',
    });
    expect(name()).toHaveValue('');
    expect(email()).toHaveValue('');
    expect(comment()).toHaveValue('');
    expect(agree()).not.toBeChecked();
    expect(send()).toBeEnabled();
  });

  it("keeps what was typed and says 'Something went wrong!' on failure", async () => {
    stubApi({ 'POST /api/leads': { status: 500, message: 'boom' } });
    const { user } = await renderContact();
    await fillAll(user);
    await user.click(send());
    expect(await screen.findByText(MESSAGES.contact.failed)).toBeInTheDocument();
    expect(name()).toHaveValue('Asha Rao');
    expect(agree()).toBeChecked();
  });

  it('shows the server’s message when too many enquiries were sent', async () => {
    const tooMany = MESSAGES.api.rateLimited('10 minutes');
    stubApi({ 'POST /api/leads': { status: 429, message: tooMany } });
    const { user } = await renderContact();
    await fillAll(user);
    await user.click(send());
    expect(await screen.findByText(tooMany)).toBeInTheDocument();
  });

  it('preselects the service an Enquire button names and records it on the lead', async () => {
    const api = stubApi({
      'GET /api/service': { data: [aService('Hire-Train-Deploy'), aService('Cloud Labs')] },
      'POST /api/leads': { status: 201, data: receipt },
    });
    const { user } = await renderContact('/SayHello?service=cloud%20labs');
    await waitFor(() => expect(service()).toHaveDisplayValue('Cloud Labs'));
    await fillAll(user);
    await user.click(send());
    await screen.findByText(MESSAGES.contact.sent);
    expect(api.find('POST /api/leads')[0]?.body).toMatchObject({ source: 'Cloud Labs' });
    // Cleared for the next enquiry, still about the same service.
    expect(service()).toHaveDisplayValue('Cloud Labs');
  });

  it('lets the visitor change the service, or send a general enquiry without one', async () => {
    const api = stubApi({
      'GET /api/service': { data: [aService('Hire-Train-Deploy'), aService('Cloud Labs')] },
      'POST /api/leads': { status: 201, data: receipt },
    });
    const { user } = await renderContact('/SayHello?service=AI%20Assessment');
    expect(service()).toHaveDisplayValue('AI Assessment');
    await within(service()).findByRole('option', { name: 'Hire-Train-Deploy' });
    await user.selectOptions(service(), 'General enquiry');
    await fillAll(user);
    await user.click(send());
    await screen.findByText(MESSAGES.contact.sent);
    expect(api.find('POST /api/leads')[0]?.body).not.toHaveProperty('source');
  });

  it('links the privacy policy', async () => {
    stubApi();
    await renderContact();
    const link = within(screen.getByRole('form', { name: 'Contact form' })).getByRole('link', {
      name: /Privacy Policy/,
    });
    expect(link).toHaveAttribute('href', '/privacy-policy');
  });
});

describe('contact box', () => {
  it('links the address, each phone number and the info email from the site settings', async () => {
    stubApi({
      'GET /api/site': {
        data: { ...testSite, contact: { ...testSite.contact, phones: ['+91 80 4718 2290', '98450 61732'] } },
      },
    });
    await renderContact();
    const box = within(screen.getByRole('complementary', { name: 'Get in touch' }));
    expect(await box.findByRole('link', { name: testSite.contact.address })).toBeInTheDocument();
    expect(box.getByRole('link', { name: '+91 80 4718 2290' })).toHaveAttribute('href', 'tel:+918047182290');
    expect(box.getByRole('link', { name: '98450 61732' })).toHaveAttribute('href', 'tel:9845061732');
    expect(box.getByRole('link', { name: testSite.contact.email })).toHaveAttribute(
      'href',
      `mailto:${testSite.contact.email}`,
    );
  });
});
