import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  envelope,
  MESSAGES,
  ZAdminUser,
  ZAdminUserDetail,
  ZAdminUserListQuery,
  ZConsolePage,
  ZUserRoleRequest,
  ZUserStatusRequest,
} from '@curio/shared';
import { auditActor } from '#api/lib/audit.ts';
import { ok } from '#api/lib/envelope.ts';
import { bearer, errorResponses } from '#api/lib/schemas.ts';
import { createStaffService } from './console-service.ts';

const tags = ['Admin: users'];
const params = z.object({ id: z.uuid() });

/** Learners and staff: admin only, checked before validation (plugins/auth.ts). */
export async function staffRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = createStaffService(fastify);
  const guard = { config: { auth: ['admin'] } } as const;

  app.get('/users', {
    ...guard,
    schema: {
      tags,
      security: bearer,
      summary: 'Users: search name, email or phone; filter by role and status',
      querystring: ZAdminUserListQuery,
      response: { 200: envelope(ZConsolePage(ZAdminUser)), ...errorResponses(400, 401, 403) },
    },
    handler: async (request) => ok(await service.list(request.query)),
  });

  app.get('/users/:id', {
    ...guard,
    schema: {
      tags,
      security: bearer,
      summary: 'A user and their orders',
      params,
      response: { 200: envelope(ZAdminUserDetail), ...errorResponses(400, 401, 403, 404) },
    },
    handler: async (request) => ok(await service.get(request.params.id)),
  });

  app.patch('/users/:id/role', {
    ...guard,
    schema: {
      tags,
      security: bearer,
      summary: 'Change a user’s role (applies on their next request)',
      params,
      body: ZUserRoleRequest,
      response: { 200: envelope(ZAdminUser), ...errorResponses(400, 401, 403, 404, 409) },
    },
    handler: async (request) =>
      ok(
        await service.changeRole(auditActor(request), request.params.id, request.body),
        MESSAGES.staff.roleChanged,
      ),
  });

  app.patch('/users/:id/status', {
    ...guard,
    schema: {
      tags,
      security: bearer,
      summary: 'Disable an account (its tokens stop working at once) or enable it',
      params,
      body: ZUserStatusRequest,
      response: { 200: envelope(ZAdminUser), ...errorResponses(400, 401, 403, 404, 409) },
    },
    handler: async (request) =>
      ok(
        await service.setDisabled(auditActor(request), request.params.id, request.body),
        request.body.disabled ? MESSAGES.staff.disabled : MESSAGES.staff.enabled,
      ),
  });
}
