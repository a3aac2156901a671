import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  contentConsoleItem,
  contentCreateRequest,
  contentUpdateRequest,
  envelope,
  MESSAGES,
  UNDO_TEXTS,
  ZConsolePage,
  ZContentDeleteReply,
  ZContentListQuery,
  ZContentOrderRequest,
  ZContentPublishRequest,
} from '@curio/shared';
import { auditActor } from '#api/lib/audit.ts';
import { ok } from '#api/lib/envelope.ts';
import { bearer, errorResponses } from '#api/lib/schemas.ts';
import { CONTENT_TYPE_DEFS, type ContentTypeDef } from './content-types.ts';
import { createConsoleContentService } from './console-service.ts';

const M = MESSAGES.admin;
const tags = ['Admin: content'];
const security = bearer;
const ZIdParams = z.object({ id: z.uuid() });
// Before validation: no valid token → 401, a learner → 403 (plugins/auth.ts).
const guard = { config: { auth: ['editor', 'admin'] } } as const;

/**
 * One route set per content type, generated from its entry in CONTENT_TYPE_DEFS, each with its own
 * schemas (validation and the OpenAPI document): `/content/{type}` list and create, `/content/{type}/{id}`
 * read, edit and delete, `/content/{type}/{id}/published`, and `/content/{type}/order` where the site shows
 * the operator's order.
 */
function contentTypeRoutes(fastify: FastifyInstance, def: ContentTypeDef) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = createConsoleContentService(fastify, def);
  const base = `/content/${def.type}`;
  const item = envelope(contentConsoleItem(def.fields));
  const what = `${def.type} item`;

  app.get(base, {
    ...guard,
    schema: {
      tags,
      security,
      summary: `List ${def.type} (q: title; published; sort: ${def.columns.sortOrder ? 'order, ' : ''}title, createdAt, updatedAt)`,
      querystring: ZContentListQuery,
      response: {
        200: envelope(ZConsolePage(contentConsoleItem(def.fields))),
        ...errorResponses(400, 401, 403),
      },
    },
    handler: async (request) => ok(await service.list(request.query)),
  });

  app.post(base, {
    ...guard,
    schema: {
      tags,
      security,
      summary: `Create a ${what} (published unless sent false${def.columns.sortOrder ? '; it goes last' : ''})`,
      body: contentCreateRequest(def.fields),
      response: { 201: item, ...errorResponses(400, 401, 403) },
    },
    handler: async (request, reply) => {
      const created = await service.create(auditActor(request), request.body);
      return reply.code(201).send(ok(created, M.contentCreated, 201));
    },
  });

  if (def.columns.sortOrder)
    app.put(`${base}/order`, {
      ...guard,
      schema: {
        tags,
        security,
        summary: `Reorder ${def.type}: every id once, in the new order (409 when the set changed)`,
        body: ZContentOrderRequest,
        response: { 200: envelope(z.null()), ...errorResponses(400, 401, 403, 409) },
      },
      handler: async (request) => {
        await service.reorder(auditActor(request), request.body.ids);
        return ok(null, M.contentReordered);
      },
    });

  app.get(`${base}/:id`, {
    ...guard,
    schema: {
      tags,
      security,
      summary: `One ${what}, published or not`,
      params: ZIdParams,
      response: { 200: item, ...errorResponses(400, 401, 403, 404) },
    },
    handler: async (request) => ok(await service.read(request.params.id)),
  });

  app.patch(`${base}/:id`, {
    ...guard,
    schema: {
      tags,
      security,
      summary: `Edit a ${what}, with the version loaded (409 when stale)`,
      params: ZIdParams,
      body: contentUpdateRequest(def.fields),
      response: { 200: item, ...errorResponses(400, 401, 403, 404, 409) },
    },
    handler: async (request) =>
      ok(await service.update(auditActor(request), request.params.id, request.body), M.saved),
  });

  app.put(`${base}/:id/published`, {
    ...guard,
    schema: {
      tags,
      security,
      summary: `Publish or unpublish a ${what}, with the version loaded (409 when stale)`,
      params: ZIdParams,
      body: ZContentPublishRequest,
      response: { 200: item, ...errorResponses(400, 401, 403, 404, 409) },
    },
    handler: async (request) => {
      const updated = await service.setPublished(auditActor(request), request.params.id, request.body);
      return ok(updated, request.body.published ? M.contentPublished : M.contentUnpublished);
    },
  });

  app.delete(`${base}/:id`, {
    ...guard,
    schema: {
      tags,
      security,
      summary: `Delete a ${what}; restorable for an hour unless rows elsewhere point at it`,
      params: ZIdParams,
      response: { 200: envelope(ZContentDeleteReply), ...errorResponses(400, 401, 403, 404) },
    },
    handler: async (request) => ok(await service.remove(auditActor(request), request.params.id), M.deleted),
  });

  app.post(`${base}/:id/restore`, {
    ...guard,
    schema: {
      tags,
      security,
      summary: `Undo the delete of a ${what} within the hour: it comes back as it was, under its id`,
      params: ZIdParams,
      response: { 200: item, ...errorResponses(400, 401, 403, 404, 409) },
    },
    handler: async (request) =>
      ok(await service.restore(auditActor(request), request.params.id), UNDO_TEXTS.restored),
  });
}

/** The console's content under /api/admin, for editors and admins. */
export async function contentConsoleRoutes(fastify: FastifyInstance) {
  for (const def of Object.values(CONTENT_TYPE_DEFS)) contentTypeRoutes(fastify, def);
}
