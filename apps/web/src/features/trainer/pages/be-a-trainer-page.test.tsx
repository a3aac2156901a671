import { CONTENT_MESSAGES, MESSAGES } from '@curio/shared';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubApi, type TStubReply } from '#web-test/api-stub.ts';
import { findPageHeading, renderApp } from '#web-test/render-app.tsx';

const receipt = { _id: '00000000-0000-4000-8000-000000000001', createdAt: '2025-01-01T00:00:00.000Z' };
const field = (label: string) => screen.getByLabelText(label);
const submit = () => screen.getByRole('button', { name: 'Submit Application' });

async function renderTrainer() {
  const view = renderApp('/beatrainer');
  await findPageHeading('Be a Trainer');
  return view;
}

async function fillAll(user: Awaited<ReturnType<typeof renderTrainer>>['user'], phone = '9876543210') {
  await user.type(field('Full Name'), 'Kiran Shah');
  await user.type(field('Email'), 'kiran@example.com');
  await user.type(field('Phone Number'), phone);
  await user.type(field('Area of Expertise'), 'Kubernetes');
  await user.type(field('Years of Experience'), '7');
  await user.type(field('Tell us about yourself'), 'I run platform teams and teach on weekends.');
}

describe('trainer application /beatrainer', () => {
  it('says what is wrong with each field and sends nothing', async () => {
    const api = stubApi();
    const { user } = await renderTrainer();
    await user.click(submit());
    expect(field('Full Name')).toHaveAccessibleDescription(CONTENT_MESSAGES.nameRequired);
    expect(field('Email')).toHaveAccessibleDescription(MESSAGES.validation.emailRequired);
    expect(field('Phone Number')).toHaveAccessibleDescription(
      new RegExp(MESSAGES.validation.phoneInvalid.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')),
    );
    expect(field('Area of Expertise')).toHaveAccessibleDescription(CONTENT_MESSAGES.fieldRequired);
    expect(field('Years of Experience')).toHaveAccessibleDescription(CONTENT_MESSAGES.experienceInvalid);
    expect(field('Tell us about yourself')).toHaveAttribute('aria-invalid', 'true');
    expect(api.find('POST /api/trainer/apply')).toHaveLength(0);
  });

  it('refuses more than 60 years of experience', async () => {
    stubApi();
    const { user } = await renderTrainer();
    await fillAll(user);
    await user.clear(field('Years of Experience'));
    await user.type(field('Years of Experience'), '61');
    await user.click(submit());
    expect(field('Years of Experience')).toHaveAccessibleDescription(CONTENT_MESSAGES.experienceInvalid);
  });

  it('sends the application, disabled while sending, then shows that it was received', async () => {
    let release: () => void = () => {};
    const api = stubApi({
      'POST /api/trainer/apply': () =>
        new Promise<TStubReply>((resolve) => {
          release = () => resolve({ status: 201, data: receipt });
        }),
    });
    const { user } = await renderTrainer();
    await fillAll(user);
    await user.click(submit());
    await waitFor(() => expect(submit()).toBeDisabled());
    release();
    const received = await screen.findByRole('heading', { name: CONTENT_MESSAGES.applicationReceived });
    // The heading takes the focus in an effect, after it is shown.
    await waitFor(() => expect(received).toHaveFocus());
    expect(api.find('POST /api/trainer/apply')[0]?.body).toEqual({
      name: 'Kiran Shah',
      email: 'kiran@example.com',
      phone: '9876543210',
      expertise: 'Kubernetes',
      experienceYears: 7,
      message: 'I run platform teams and teach on weekends.',
    });
    await user.click(screen.getByRole('button', { name: 'Send another application' }));
    expect(field('Full Name')).toHaveValue('');
  });

  it('keeps the form and toasts when the application cannot be sent', async () => {
    stubApi({ 'POST /api/trainer/apply': { status: 500, message: '' } });
    const { user } = await renderTrainer();
    await fillAll(user);
    await user.click(submit());
    expect(await screen.findByText(CONTENT_MESSAGES.applicationFailed)).toBeInTheDocument();
    expect(field('Full Name')).toHaveValue('Kiran Shah');
  });
});
