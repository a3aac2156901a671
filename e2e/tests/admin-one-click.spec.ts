import { type APIRequestContext, type Page } from '@playwright/test';
import {
  expect,
  test,
  adminLogin,
  confirmOrderViaApi,
  newLearner,
  placeOrderViaApi,
  readAllMail,
  readCatalogue,
  recordApiCalls,
} from '../fixtures/index.ts';

/**
 * One click, one step (docs/product.md#console): a double-click on an order's 'Mark as paid' confirms it and
 * nothing more, whatever button the order's next step brings.
 */

/**
 * Two presses 120 ms apart where the pointer rests, as a person's double-click lands: each press goes to
 * whatever control is under that point at that moment (a disabled button takes none, as for a real click).
 * The gap is the person's, run inside the page; the test itself waits for states only.
 */
async function doubleClickWithGap(page: Page, point: { x: number; y: number }) {
  await page.evaluate(async ({ x, y }) => {
    const press = () => {
      const target = document.elementFromPoint(x, y);
      const control = target?.closest<HTMLElement>('button, a, [role="button"]') ?? target;
      if (control instanceof HTMLElement) control.click();
    };
    press();
    await new Promise((resolve) => setTimeout(resolve, 120));
    press();
    // Two frames: whatever the second press started has sent its request.
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  }, point);
}

/**
 * One order of another learner confirmed through the API first: the server's first move pays its one-off
 * costs (code paths compiled, the outbox worker awake), so the move under test answers as fast as an
 * operator's usually does, within the gap of a double-click; a slow first answer would hide the fault.
 */
async function warmUpOrderMoves(request: APIRequestContext, course: { _id: string; price: number }) {
  await confirmOrderViaApi(request, await placeOrderViaApi(request, await newLearner(request), course));
}

test('a double-click on Mark as paid confirms the order once: no completion, one mail', async ({
  page,
  request,
}) => {
  const { courses } = await readCatalogue(request);
  const course = courses[0];
  if (!course) throw new Error('the demo seed has no course');
  const learner = await newLearner(request);
  const order = await placeOrderViaApi(request, learner, course);
  await warmUpOrderMoves(request, course);
  // The placement's own mail first, so only what the moves send is read below.
  const placed = await readAllMail(request, learner.email);
  const since = Date.now();
  expect(placed).toHaveLength(1);

  await adminLogin(page, `/admin/orders/${order._id}`);
  const status = page.getByRole('heading', { level: 2, name: /^Status:/ });
  await expect(status).toHaveText('Status: Pending payment');
  const confirm = page.getByRole('button', { name: 'Mark as paid' });
  const box = await confirm.boundingBox();
  if (!box) throw new Error('Mark as paid has no box');
  const marks = recordApiCalls(page, `/api/admin/orders/${order._id}/mark-paid`);
  const moves = recordApiCalls(page, `/api/admin/orders/${order._id}/status`);

  await doubleClickWithGap(page, { x: box.x + box.width / 2, y: box.y + box.height / 2 });
  await Promise.all([...marks, ...moves].map((call) => call.response()));

  await expect(status).toHaveText('Status: Confirmed');
  const timeline = page.getByRole('list', { name: 'Status changes, oldest first' }).getByRole('listitem');
  await expect(timeline).toHaveCount(2);
  await expect(timeline.nth(1)).toContainText('Pending payment → Confirmed');
  expect(marks).toHaveLength(1);
  expect(moves).toHaveLength(0);

  const subjects = (await readAllMail(request, learner.email, { after: since })).map((mail) => mail.subject);
  expect(subjects).toEqual([expect.stringContaining('Order confirmed')]);
});
