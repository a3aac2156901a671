import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { DEMO_SITE_SETTINGS, WEBSITE_POLICY_KEY, type Db } from '@curio/db';
import {
  MESSAGES,
  ZSiteSettings,
  ZWebsitePolicy,
  type TAdminSettings,
  type TSettingsKey,
} from '@curio/shared';
import { changedFields, recordAudit, type AuditActor } from '#api/lib/audit.ts';
import { conflict } from '#api/lib/http-errors.ts';
import { sanitizeRichText } from '#api/lib/sanitize.ts';
import { createSiteRepository } from './repository.ts';

/** Each settings key: where it is stored, its shape and what shows until it is first saved. */
const SETTINGS = {
  site: { storedAs: 'site', schema: ZSiteSettings, fallback: DEMO_SITE_SETTINGS },
  websitePolicy: {
    storedAs: WEBSITE_POLICY_KEY,
    schema: ZWebsitePolicy,
    fallback: { privacyPolicy: '', termsAndConditions: '' },
  },
} as const satisfies Record<TSettingsKey, { storedAs: string; schema: z.ZodType; fallback: unknown }>;

/** What a save stores: the policy texts are rich text, sanitized on write (docs/product.md#api). */
function clean<K extends TSettingsKey>(
  key: K,
  value: TAdminSettings[K]['value'],
): TAdminSettings[K]['value'] {
  if (key !== 'websitePolicy') return value;
  const policy = value as TAdminSettings['websitePolicy']['value'];
  return {
    privacyPolicy: sanitizeRichText(policy.privacyPolicy),
    termsAndConditions: sanitizeRichText(policy.termsAndConditions),
  } as TAdminSettings[K]['value'];
}

export interface SaveSettingOptions<K extends TSettingsKey> {
  key: K;
  value: TAdminSettings[K]['value'];
  version: string | null;
  /** The public cache tags of the replies that show this setting. */
  tags: string[];
}

/**
 * Site settings in the console: read every key with its version, save one at the version
 * loaded (409 when stale), audited in the save's transaction, the public replies that show it dropped.
 */
export function createAdminSettingsService(app: FastifyInstance) {
  const repository = createSiteRepository(app.db);

  async function read<K extends TSettingsKey>(key: K, tx?: Db): Promise<TAdminSettings[K]> {
    const { storedAs, schema, fallback } = SETTINGS[key];
    const row = await repository.findSetting(storedAs, tx);
    const parsed = schema.safeParse(row?.value);
    const value = (parsed.success ? parsed.data : fallback) as TAdminSettings[K]['value'];
    return { value, updatedAt: row ? row.updatedAt.toISOString() : null } as TAdminSettings[K];
  }

  return {
    readAll: async (): Promise<TAdminSettings> => ({
      site: await read('site'),
      websitePolicy: await read('websitePolicy'),
    }),

    async save<K extends TSettingsKey>(
      actor: AuditActor,
      { key, value, version, tags }: SaveSettingOptions<K>,
    ): Promise<TAdminSettings[K]> {
      let previous: unknown;
      const saved = await app.db.transaction(async (tx) => {
        const before = await read(key, tx);
        previous = before.value;
        const after = clean(key, value);
        if (!(await repository.saveSetting(SETTINGS[key].storedAs, after, version, tx)))
          throw conflict(MESSAGES.admin.staleEdit);
        await recordAudit(tx, actor, {
          action: 'update',
          entity: 'setting',
          entityId: key,
          ...changedFields(before.value, after),
        });
        return read(key, tx);
      });
      if (tags.length > 0) app.publicCache.invalidate(...tags);
      // After the commit: a replaced founder's photo goes if it was an upload nothing else shows.
      if (key === 'site') {
        const photo = (previous as TAdminSettings['site']['value']).founder.photo;
        if (photo !== (saved as TAdminSettings['site']).value.founder.photo)
          await app.uploads.release([photo]);
      }
      return saved;
    },
  };
}
