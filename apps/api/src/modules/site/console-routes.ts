import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  envelope,
  MESSAGES,
  ZAdminSettings,
  ZAdminSiteSetting,
  ZAdminWebsitePolicySetting,
  ZSiteSettingsUpdateRequest,
  ZWebsitePolicyUpdateRequest,
} from '@curio/shared';
import { auditActor } from '#api/lib/audit.ts';
import { ok } from '#api/lib/envelope.ts';
import { bearer, errorResponses } from '#api/lib/schemas.ts';
import { CONTENT_TAGS } from '#api/modules/content/index.ts';
import { createAdminSettingsService } from './console-service.ts';
import { SITE_CACHE_TAG } from './public-reads.ts';

const tags = ['Admin: settings'];
const security = bearer;
const staff = { config: { auth: ['editor', 'admin'] } } as const;
const admins = { config: { auth: ['admin'] } } as const;

/**
 * Site settings under /api/admin. The brand, hero tagline, contact box and social links are
 * site settings (admins); the policy texts are content (editors too).
 */
export async function settingsAdminRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = createAdminSettingsService(fastify);

  app.get('/settings', {
    ...staff,
    schema: {
      tags,
      security,
      summary: 'Every site setting with its version (updatedAt null: never saved, the defaults show)',
      response: { 200: envelope(ZAdminSettings), ...errorResponses(401, 403) },
    },
    handler: async () => ok(await service.readAll()),
  });

  app.put('/settings/site', {
    ...admins,
    schema: {
      tags,
      security,
      summary:
        'Brand, hero tagline, contact box, social links and founder (GET /api/site), at the version loaded',
      body: ZSiteSettingsUpdateRequest,
      response: { 200: envelope(ZAdminSiteSetting), ...errorResponses(400, 401, 403, 409) },
    },
    // GET /api/site and every page (its first data) are public-cache entries tagged 'site'.
    handler: async (request) => {
      const { version, ...value } = request.body;
      const saved = await service.save(auditActor(request), {
        key: 'site',
        value,
        version,
        tags: [SITE_CACHE_TAG],
      });
      return ok(saved, MESSAGES.admin.saved);
    },
  });

  app.put('/settings/websitePolicy', {
    ...staff,
    schema: {
      tags,
      security,
      summary: 'Privacy policy and terms (rich text, sanitized), at the version loaded',
      body: ZWebsitePolicyUpdateRequest,
      response: { 200: envelope(ZAdminWebsitePolicySetting), ...errorResponses(400, 401, 403, 409) },
    },
    handler: async (request) => {
      const { version, ...value } = request.body;
      const saved = await service.save(auditActor(request), {
        key: 'websitePolicy',
        value,
        version,
        tags: [CONTENT_TAGS.websitePolicy],
      });
      return ok(saved, MESSAGES.admin.saved);
    },
  });
}
