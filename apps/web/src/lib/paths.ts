// The route table lives in packages/shared: the server writes each page's head and the sitemap from it too.
import { paths } from '@curio/shared';

export { paths };

/**
 * Profile tabs other screens link to (their `?tab=` ids are in features/profile/components/profile-tabs.tsx).
 */
export const profileTabPaths = {
  /** Where a placed order is shown. */
  orders: `${paths.profile}?tab=orders`,
  /** Where an enrolled course is: 'Your Skillset Journey'. */
  journey: `${paths.profile}?tab=journey`,
} as const;
