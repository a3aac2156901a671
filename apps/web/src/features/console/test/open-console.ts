import { CONTENT_MESSAGES, type TUser } from '@curio/shared';
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { expect } from 'vitest';
import { stubApi, type TStubHandler, type TStubReply } from '#web-test/api-stub.ts';
import { storeSession } from '#web-test/fixtures.ts';
import { findPageHeading, renderApp } from '#web-test/render-app.tsx';
import { adminUser } from './operations-fixtures.ts';

/**
 * Opens a console page as a signed-in staff member (the server confirms the role through /api/user/self),
 * with the API answering `routes`; resolves once the page's heading shows.
 */
export async function openConsole(
  path: string,
  heading: string | RegExp,
  routes: Record<string, TStubHandler> = {},
  user: TUser = adminUser,
) {
  storeSession(user);
  const api = stubApi({ 'GET /api/user/self': { data: user }, ...routes });
  const view = renderApp(path);
  await findPageHeading(heading);
  return { ...view, api };
}

/** A reply held until the test calls `release`: the page's loading state stays on screen until then. */
export function heldReply(reply: TStubReply) {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  const handler = async (): Promise<TStubReply> => {
    await released;
    return reply;
  };
  return { handler, release: () => release() };
}

/**
 * A toast with `text`, in the page's notifications region (a badge may say the same word). The toaster loads
 * with the first toast (lib/toast.ts), so the region itself may still be on its way.
 */
export const findToast = async (text: string) =>
  within(await screen.findByRole('region', { name: /^Notifications/ })).findByText(text);

/**
 * A read that failed: its alert shows the server's `message`, and Try again asks once more (`reads` counts
 * the requests of that read so far).
 */
export async function retryFailedRead(user: UserEvent, message: string, reads: () => number) {
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent(message);
  await user.click(within(alert).getByRole('button', { name: CONTENT_MESSAGES.retry }));
  await waitFor(() => expect(reads()).toBe(2));
}
