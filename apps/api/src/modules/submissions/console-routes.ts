import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  envelope,
  MESSAGES,
  ZConsolePage,
  ZInboxJobApplication,
  ZInboxLead,
  ZInboxListQuery,
  ZInboxTrainerApplication,
  ZInboxUpdateRequest,
  ZJobApplicationListQuery,
  ZLeadListQuery,
  type TConsolePage,
  type TInboxListQuery,
  type TInboxUpdate,
} from '@curio/shared';
import { auditActor, type AuditActor } from '#api/lib/audit.ts';
import { sendCsv, type CsvColumn } from '#api/lib/csv.ts';
import { ok } from '#api/lib/envelope.ts';
import { bearer, errorResponses } from '#api/lib/schemas.ts';
import { createInboxService } from './console-service.ts';

const tags = ['Admin: enquiries and applications'];
const ZIdParams = z.object({ id: z.uuid() });

interface InboxRoutes<Query extends TInboxListQuery, Item, Row> {
  /** Under /api/admin: 'leads', 'job-applications', 'trainer-applications'. */
  path: string;
  /** What the list holds, for the OpenAPI summaries: 'Contact-form enquiries'. */
  what: string;
  query: z.ZodType<Query, unknown>;
  item: z.ZodType<Item>;
  service: {
    csvColumns: CsvColumn<Row>[];
    list: (query: Query) => Promise<TConsolePage<Item>>;
    get: (id: string) => Promise<Item>;
    update: (id: string, input: TInboxUpdate, actor: AuditActor) => Promise<Item>;
    export: (query: Query) => AsyncIterable<Row>;
  };
}

/** One inbox's list, CSV export, one item and its status/note edit; editors and admins. */
function inboxRoutes<Query extends TInboxListQuery, Item, Row>(
  fastify: FastifyInstance,
  { path, what, query, item, service }: InboxRoutes<Query, Item, Row>,
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  // Before validation: no valid token → 401, a learner → 403 (plugins/auth.ts).
  const guard = { config: { auth: ['editor', 'admin'] } } as const;
  // The query was parsed by `query` (the schema below); the type provider cannot name a generic schema's
  // output.
  const parsed = (value: unknown) => value as Query;

  app.get(`/${path}`, {
    ...guard,
    schema: {
      tags,
      security: bearer,
      summary: `${what}: filter by status, search name and email; newest first unless sorted`,
      querystring: query,
      response: { 200: envelope(ZConsolePage(item)), ...errorResponses(400, 401, 403) },
    },
    handler: async (request) => ok(await service.list(parsed(request.query))),
  });

  app.get(`/${path}.csv`, {
    ...guard,
    schema: {
      tags,
      security: bearer,
      summary: `${what} as CSV, with the list's filters (streamed, newest first)`,
      querystring: query,
      response: errorResponses(400, 401, 403),
    },
    handler: async (request, reply) =>
      sendCsv(reply, path, service.csvColumns, service.export(parsed(request.query))),
  });

  app.get(`/${path}/:id`, {
    ...guard,
    schema: {
      tags,
      security: bearer,
      summary: `One of the ${what.toLowerCase()} as it is now (a stale edit compares with it)`,
      params: ZIdParams,
      response: { 200: envelope(item), ...errorResponses(400, 401, 403, 404) },
    },
    handler: async (request) => ok(await service.get(request.params.id)),
  });

  app.patch(`/${path}/:id`, {
    ...guard,
    schema: {
      tags,
      security: bearer,
      summary: `Set the status and/or internal note of one of the ${what.toLowerCase()}`,
      params: ZIdParams,
      body: ZInboxUpdateRequest,
      response: { 200: envelope(item), ...errorResponses(400, 401, 403, 404, 409) },
    },
    handler: async (request) =>
      ok(await service.update(request.params.id, request.body, auditActor(request)), MESSAGES.admin.saved),
  });
}

/** The staff inbox of what visitors sent: enquiries, job and trainer applications. */
export async function submissionAdminRoutes(fastify: FastifyInstance) {
  const service = createInboxService(fastify);
  inboxRoutes(fastify, {
    path: 'leads',
    what: 'Contact-form enquiries',
    query: ZLeadListQuery,
    item: ZInboxLead,
    service: service.leads,
  });
  inboxRoutes(fastify, {
    path: 'job-applications',
    what: 'Job applications',
    query: ZJobApplicationListQuery,
    item: ZInboxJobApplication,
    service: service.jobApplications,
  });
  inboxRoutes(fastify, {
    path: 'trainer-applications',
    what: 'Trainer applications',
    query: ZInboxListQuery,
    item: ZInboxTrainerApplication,
    service: service.trainerApplications,
  });
}
