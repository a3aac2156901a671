import type { FastifyRequest } from 'fastify';
import { forbidden, unauthorized } from '#api/lib/http-errors.ts';

/**
 * preHandler after `authenticate`: the operator's lists are for the admin role only (ADMIN_EMAIL creates
 * that account at start). A valid learner token is a 403, not a 401: the caller is known, just not allowed.
 */
export async function requireAdmin(request: FastifyRequest): Promise<void> {
  if (!request.user) throw unauthorized();
  if (request.user.role !== 'admin') throw forbidden();
}
