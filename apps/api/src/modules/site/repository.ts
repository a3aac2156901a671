import { eq } from 'drizzle-orm';
import { DEMO_SITE_SETTINGS, siteSettings, type Db } from '@curio/db';
import { ZSiteSettings, type TSiteSettings } from '@curio/shared';

const KEY = 'site';

export function createSiteRepository(db: Db) {
  return {
    /** The site's brand and contact details; the shipped defaults stand in until an operator sets them. */
    async loadSettings(): Promise<TSiteSettings> {
      const [row] = await db
        .select({ value: siteSettings.value })
        .from(siteSettings)
        .where(eq(siteSettings.key, KEY));
      const parsed = ZSiteSettings.safeParse(row?.value);
      return parsed.success ? parsed.data : DEMO_SITE_SETTINGS;
    },
  };
}

export type SiteRepository = ReturnType<typeof createSiteRepository>;
