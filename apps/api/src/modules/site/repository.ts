import { and, eq } from 'drizzle-orm';
import { DEMO_SITE_SETTINGS, siteSettings, type Db } from '@curio/db';
import { toStorableJson, ZSiteSettings, type TSiteSettings } from '@curio/shared';
import { isVersion } from '#api/lib/versions.ts';

const KEY = 'site';

/** A stored setting: its JSON value and version; undefined when the key was never saved. */
export interface StoredSetting {
  value: unknown;
  updatedAt: Date;
}

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

    async findSetting(key: string, tx: Db = db): Promise<StoredSetting | undefined> {
      const [row] = await tx
        .select({ value: siteSettings.value, updatedAt: siteSettings.updatedAt })
        .from(siteSettings)
        .where(eq(siteSettings.key, key));
      return row;
    },

    /**
     * Saves a setting at the version loaded (null: it was never saved). Undefined when someone saved in
     * between (the row is at another version, or now exists): nothing changed.
     */
    async saveSetting(
      key: string,
      value: unknown,
      version: string | null,
      tx: Db,
    ): Promise<StoredSetting | undefined> {
      value = toStorableJson(value);
      const returning = { value: siteSettings.value, updatedAt: siteSettings.updatedAt };
      const [row] =
        version === null
          ? await tx.insert(siteSettings).values({ key, value }).onConflictDoNothing().returning(returning)
          : await tx
              .update(siteSettings)
              .set({ value, updatedAt: new Date() })
              .where(and(eq(siteSettings.key, key), isVersion(siteSettings.updatedAt, version)))
              .returning(returning);
      return row;
    },
  };
}

export type SiteRepository = ReturnType<typeof createSiteRepository>;
