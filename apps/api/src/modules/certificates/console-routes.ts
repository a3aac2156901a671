import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CERTIFICATE_ID_PATTERN,
  CERTIFICATE_MESSAGES as C,
  envelope,
  ZAdminCertificate,
  ZAdminCertificateIssueRequest,
  ZAdminCertificateListQuery,
  ZAdminCertificateReissueRequest,
  ZAdminCertificateRevokeRequest,
  ZAdminCertificateRow,
  ZConsolePage,
  zText,
} from '@curio/shared';
import { auditActor } from '#api/lib/audit.ts';
import { sendCsv } from '#api/lib/csv.ts';
import { ok } from '#api/lib/envelope.ts';
import { bearer, errorResponses } from '#api/lib/schemas.ts';
import { certificateCsvColumns, createCertificateAdminService } from './console-service.ts';

const tags = ['Admin: certificates'];
const ZCertificateParams = z.object({
  id: zText().regex(CERTIFICATE_ID_PATTERN, { error: C.notFound }),
});

/**
 * The console's certificates (admin only; docs/product.md#certificates): list with filters and search, CSV
 * export, one certificate with its history, issue by hand, revoke with a reason, re-issue a revoked one.
 */
export async function certificateAdminRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = createCertificateAdminService(fastify);
  // Before validation: no valid token → 401, a learner or an editor → 403 (plugins/auth.ts).
  const guard = { config: { auth: ['admin'] } } as const;
  const csvColumns = certificateCsvColumns(fastify.config.publicUrl);

  app.get('/certificates', {
    ...guard,
    schema: {
      tags,
      security: bearer,
      summary:
        'Certificates: filter by course, status and days of issue; search the learner or the id; sort by issuedAt, completedAt, learner or course',
      querystring: ZAdminCertificateListQuery,
      response: { 200: envelope(ZConsolePage(ZAdminCertificateRow)), ...errorResponses(400, 401, 403) },
    },
    handler: async (request) => ok(await service.list(request.query)),
  });

  app.get('/certificates.csv', {
    ...guard,
    schema: {
      tags,
      security: bearer,
      summary: 'The filtered certificates as CSV (streamed, newest first)',
      querystring: ZAdminCertificateListQuery,
      response: errorResponses(400, 401, 403),
    },
    handler: async (request, reply) =>
      sendCsv(reply, 'certificates', csvColumns, service.export(request.query)),
  });

  app.get('/certificates/:id', {
    ...guard,
    schema: {
      tags,
      security: bearer,
      summary: 'One certificate: learner, course, status, who issued and revoked it, and its history',
      params: ZCertificateParams,
      response: { 200: envelope(ZAdminCertificate), ...errorResponses(400, 401, 403, 404) },
    },
    handler: async (request) => ok(await service.detail(request.params.id)),
  });

  app.post('/certificates', {
    ...guard,
    schema: {
      tags,
      security: bearer,
      summary: 'Issue a certificate by hand (training completed off-site); the learner is told',
      body: ZAdminCertificateIssueRequest,
      response: { 201: envelope(ZAdminCertificate), ...errorResponses(400, 401, 403, 404, 409) },
    },
    handler: async (request, reply) => {
      const id = await service.issue(request.body, auditActor(request));
      return reply.code(201).send(ok(await service.detail(id), C.issued));
    },
  });

  app.post('/certificates/:id/revoke', {
    ...guard,
    schema: {
      tags,
      security: bearer,
      summary: 'Revoke a valid certificate with the reason its verification page shows',
      params: ZCertificateParams,
      body: ZAdminCertificateRevokeRequest,
      response: { 200: envelope(ZAdminCertificate), ...errorResponses(400, 401, 403, 404, 409) },
    },
    handler: async (request) => {
      const { id } = request.params;
      await service.revoke(id, request.body.reason, auditActor(request));
      return ok(await service.detail(id), C.revoked);
    },
  });

  app.post('/certificates/:id/reissue', {
    ...guard,
    schema: {
      tags,
      security: bearer,
      summary: 'Issue a new certificate in place of a revoked one; answers the new certificate',
      params: ZCertificateParams,
      body: ZAdminCertificateReissueRequest.optional(),
      response: { 201: envelope(ZAdminCertificate), ...errorResponses(400, 401, 403, 404, 409) },
    },
    handler: async (request, reply) => {
      const id = await service.reissue(request.params.id, auditActor(request));
      return reply.code(201).send(ok(await service.detail(id), C.reissued));
    },
  });
}
