import type { FastifyInstance } from 'fastify';
import { envelope, linksToShow, ZPublicSite, type TPublicSite, type TSiteSettings } from '@curio/shared';
import { entryData, type CachedEntry } from '#api/lib/response-cache.ts';
import { cachedRead } from '#api/plugins/cache.ts';
import { createSiteRepository } from './repository.ts';

/** What a save of the site settings invalidates (console-routes.ts). */
export const SITE_CACHE_TAG = 'site';

export const ZSiteReply = envelope(ZPublicSite);

/**
 * GET /api/site as a public-cache entry (ADR 005): every page shows the settings (bar, footer, the home
 * hero), so every page the server writes embeds the same bytes as its first data (ADR 012).
 */
export function createSitePublicReads(app: FastifyInstance) {
  const site = createSiteRepository(app.db);
  const settings = () =>
    cachedRead(app.publicCache, 'site:settings', () => ({
      tags: [SITE_CACHE_TAG],
      schema: ZSiteReply,
      load: async () => toPublicSite(await site.loadSettings(), app.config.payments.mode),
    }));
  const parsed = new WeakMap<CachedEntry, TPublicSite>();
  return {
    settings,
    /**
     * The same settings as a value, for what a write sends (an order's receipt names the brand): what the
     * pages show, without a statement of its own while the entry is cached; parsed once per entry.
     */
    async current(): Promise<TPublicSite> {
      const entry = await settings();
      let value = parsed.get(entry);
      if (!value) {
        value = entryData<TPublicSite>(entry);
        parsed.set(entry, value);
      }
      return value;
    },
  };
}

/**
 * The settings as pages show them: only links that keep the link rule (ADR 023), and how the site takes
 * payment (ADR 039).
 */
const toPublicSite = (settings: TSiteSettings, mode: TPublicSite['payments']['mode']): TPublicSite => ({
  ...settings,
  payments: { mode },
  socialLinks: linksToShow(settings.socialLinks),
  founder: { ...settings.founder, socialLinks: linksToShow(settings.founder.socialLinks) },
});

export type SitePublicReads = ReturnType<typeof createSitePublicReads>;
