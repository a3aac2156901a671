import { stubApi } from '#web-test/api-stub.ts';
import { storeSession, testUser } from '#web-test/fixtures.ts';
import { findPageHeading, renderApp } from '#web-test/render-app.tsx';

/**
 * Signs in, stubs the API at the fetch boundary (self, an empty cart for the nav badge, then `handlers`) and
 * opens /profile?tab=….
 */
export async function openProfileTab(tab: string, handlers: Parameters<typeof stubApi>[0] = {}) {
  storeSession();
  const api = stubApi({
    'GET /api/user/self': { data: testUser },
    'GET /api/cart/get-cart': { data: { courses: [], itemCount: 0, total: 0 } },
    ...handlers,
  });
  const app = renderApp(`/profile?tab=${tab}`);
  await findPageHeading(testUser.name);
  return { ...app, api };
}
