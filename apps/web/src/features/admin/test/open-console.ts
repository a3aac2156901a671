import type { TUser } from '@curio/shared';
import { onTestFinished, vi } from 'vitest';
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
 * jsdom lays nothing out, so a drag from the keyboard finds no row to move to: give each row of a sortable
 * list a 40 px slot, one under the other, as a browser does, for the rest of the test.
 */
export function layOutSortableRows() {
  const spy = vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function rect(
    this: Element,
  ) {
    const row = this.closest('.sortable-list__item');
    const top = row ? [...(row.parentElement?.children ?? [])].indexOf(row) * 40 : 0;
    const [width, height] = row ? [600, 40] : [0, 0];
    return {
      x: 0,
      y: top,
      top,
      left: 0,
      right: width,
      bottom: top + height,
      width,
      height,
      toJSON: () => ({}),
    };
  });
  onTestFinished(() => spy.mockRestore());
}
