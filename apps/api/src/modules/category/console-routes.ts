import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  envelope,
  MESSAGES,
  ZAdminCategory,
  ZAdminCategoryListQuery,
  ZCategoryCreateRequest,
  ZCategoryOrderRequest,
  ZCategoryRenameRequest,
  ZConsolePage,
} from '@curio/shared';
import { auditActor } from '#api/lib/audit.ts';
import { ok } from '#api/lib/envelope.ts';
import { bearer, errorResponses } from '#api/lib/schemas.ts';
import { createAdminCategoryService } from './console-service.ts';

// One OpenAPI group with the console's courses (modules/course).
const tags = ['Admin: catalogue'];
const M = MESSAGES.admin;
const ZIdParams = z.object({ id: z.uuid() });

/** Categories in the console under /api/admin, for editors and admins. */
export async function categoryAdminRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = createAdminCategoryService(fastify);
  // Before validation: no valid token → 401, a learner → 403 (plugins/auth.ts).
  const guard = { config: { auth: ['editor', 'admin'] } } as const;

  app.get('/categories', {
    ...guard,
    schema: {
      tags,
      security: bearer,
      summary: 'Categories with their course counts (q: name; sort: order, name, courses)',
      querystring: ZAdminCategoryListQuery,
      response: { 200: envelope(ZConsolePage(ZAdminCategory)), ...errorResponses(400, 401, 403) },
    },
    handler: async (request) => ok(await service.listCategories(request.query)),
  });

  app.post('/categories', {
    ...guard,
    schema: {
      tags,
      security: bearer,
      summary: 'Create a category (it goes last; 409 when the name is taken)',
      body: ZCategoryCreateRequest,
      response: { 201: envelope(ZAdminCategory), ...errorResponses(400, 401, 403, 409) },
    },
    handler: async (request, reply) => {
      const category = await service.createCategory(auditActor(request), request.body.name);
      return reply.code(201).send(ok(category, M.categoryCreated, 201));
    },
  });

  app.put('/categories/order', {
    ...guard,
    schema: {
      tags,
      security: bearer,
      summary: 'Reorder the categories: every id once, in the new order (409 when the set changed)',
      body: ZCategoryOrderRequest,
      response: { 200: envelope(z.null()), ...errorResponses(400, 401, 403, 409) },
    },
    handler: async (request) => {
      await service.reorderCategories(auditActor(request), request.body.ids);
      return ok(null, M.categoriesReordered);
    },
  });

  app.patch('/categories/:id', {
    ...guard,
    schema: {
      tags,
      security: bearer,
      summary: 'Rename a category, with the version loaded (409 when stale or the name is taken)',
      params: ZIdParams,
      body: ZCategoryRenameRequest,
      response: { 200: envelope(ZAdminCategory), ...errorResponses(400, 401, 403, 404, 409) },
    },
    handler: async (request) =>
      ok(await service.renameCategory(auditActor(request), request.params.id, request.body), M.saved),
  });

  app.delete('/categories/:id', {
    ...guard,
    schema: {
      tags,
      security: bearer,
      summary: 'Delete an empty category (409 while it has courses)',
      params: ZIdParams,
      response: { 200: envelope(z.null()), ...errorResponses(400, 401, 403, 404, 409) },
    },
    handler: async (request) => {
      await service.deleteCategory(auditActor(request), request.params.id);
      return ok(null, M.deleted);
    },
  });
}
