import { configure } from '@testing-library/react';
import { stubApi } from '#web-test/api-stub.ts';
import { storeSession, testUser } from '#web-test/fixtures.ts';
import { findPageHeading, renderApp } from '#web-test/render-app.tsx';

// The profile page is lazily loaded; the first render in a file can take a while on a busy machine.
configure({ asyncUtilTimeout: 4000 });

/** Signs in, stubs the API at the fetch boundary (self, an empty cart for the nav badge, then `handlers`) and opens /profile?tab=…. */
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
