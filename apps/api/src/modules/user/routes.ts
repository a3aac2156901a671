import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  envelope,
  MESSAGES,
  ZChangePasswordRequest,
  ZLoginRequest,
  ZLoginResponse,
  ZOtpSendRequest,
  ZOtpVerifyRequest,
  ZSignupRequest,
  ZUpdateProfileRequest,
  ZUser,
} from '@curio/shared';
import { userId } from '#api/lib/auth.ts';
import { ok } from '#api/lib/envelope.ts';
import { badRequest } from '#api/lib/http-errors.ts';
import { createLimiter, keyBy, limitBy, type LimitKey } from '#api/lib/rate-limit.ts';
import { bearer, errorResponses } from '#api/lib/schemas.ts';
import { createUserService } from './service.ts';

const tags = ['Accounts'];

export async function userRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = createUserService(fastify);
  const limits = fastify.config.rateLimits;
  // Before validation: no valid token → 401 (plugins/auth.ts).
  const authed = { config: { auth: 'signed-in' } } as const;
  // Second limits of a route (ADR 020): the route's own `config.rateLimit` counts per IP, these per account.
  const loginPerAccount = createLimiter(fastify, 'login-account', limits.login, keyBy.email);
  const otpPerEmail = createLimiter(fastify, 'otp-email', limits.otpSend, keyBy.email);
  const otpTriesPerIpAndEmail = createLimiter(fastify, 'otp-tries', limits.otpTries, keyBy.ipAndEmail);
  // Password guesses: the password change and the email change (when it sends a current password) share
  // one count per account and one per IP.
  const withCurrentPassword =
    (key: LimitKey): LimitKey =>
    (request) =>
      (request.body as { currentPassword?: unknown } | null | undefined)?.currentPassword === undefined
        ? undefined
        : key(request);
  const passwordGuesses = [
    createLimiter(fastify, 'password-ip', limits.passwordIp, withCurrentPassword(keyBy.ip)),
    createLimiter(fastify, 'password-account', limits.password, withCurrentPassword(keyBy.user)),
  ];

  app.post('/signup', {
    config: limitBy.ip(limits.signup),
    schema: {
      tags,
      summary: 'Create an account',
      body: ZSignupRequest,
      response: { 201: envelope(z.object({ user: ZUser })), ...errorResponses(400, 409, 429) },
    },
    handler: async (request, reply) => {
      const user = await service.signUp(request.body);
      return reply.code(201).send(ok({ user }, MESSAGES.auth.signupSuccess, 201));
    },
  });

  app.post('/login', {
    config: limitBy.ip(limits.loginIp),
    preHandler: loginPerAccount,
    schema: {
      tags,
      summary: 'Log in and receive a bearer token',
      body: ZLoginRequest,
      response: { 200: envelope(ZLoginResponse), ...errorResponses(400, 401, 429) },
    },
    handler: async (request) => ok(await service.logIn(request.body), MESSAGES.auth.loginSuccess),
  });

  app.get('/self', {
    ...authed,
    schema: {
      tags,
      security: bearer,
      summary: 'The logged-in user',
      response: { 200: envelope(ZUser), ...errorResponses(401) },
    },
    handler: async (request) => ok(await service.getSelf(userId(request.user))),
  });

  app.put('/update', {
    config: { ...authed.config, ...limitBy.user(limits.uploads) },
    preHandler: passwordGuesses,
    schema: {
      tags,
      security: bearer,
      summary: 'Update profile fields (JSON) or the profile image (multipart field `profileImage`)',
      consumes: ['application/json', 'multipart/form-data'],
      body: ZUpdateProfileRequest.nullish(),
      description: 'A new `email` needs `currentPassword`; the old address is told of the change.',
      response: { 200: envelope(ZUser), ...errorResponses(400, 401, 409, 413, 429) },
    },
    handler: async (request) => {
      const id = userId(request.user);
      if (request.isMultipart()) {
        const file = await request.file();
        if (!file || file.fieldname !== 'profileImage') {
          throw badRequest(MESSAGES.profile.imageType, [
            { field: 'profileImage', message: MESSAGES.profile.imageType },
          ]);
        }
        // toBuffer() throws FST_REQ_FILE_TOO_LARGE past the 2 MB limit → 413.
        const user = await service.updateProfileImage(id, await file.toBuffer());
        return ok(user, MESSAGES.profile.imageUpdated);
      }
      if (!request.body || Object.keys(request.body).length === 0) throw badRequest(MESSAGES.api.validation);
      return ok(await service.updateProfile(id, request.body), MESSAGES.profile.updated);
    },
  });

  app.post('/update/password', {
    ...authed,
    preHandler: passwordGuesses,
    schema: {
      tags,
      security: bearer,
      summary: 'Change the password; every other session ends, this one gets a new token',
      body: ZChangePasswordRequest,
      response: { 200: envelope(z.object({ token: z.string() })), ...errorResponses(400, 401, 429) },
    },
    handler: async (request) =>
      ok(await service.changePassword(userId(request.user), request.body), MESSAGES.password.updated),
  });

  app.post('/forgot/otpsend', {
    // Per IP first (at onRequest): one address cannot fill the per-email store with keys (ADR 020).
    config: limitBy.ip(limits.otpSendIp),
    preHandler: otpPerEmail,
    schema: {
      tags,
      summary: 'Email a 6-digit reset code (same reply whether or not the email is registered)',
      body: ZOtpSendRequest,
      response: { 200: envelope(z.null()), ...errorResponses(400, 429) },
    },
    handler: async (request) => {
      await service.sendResetCode(request.body.email);
      return ok(null, MESSAGES.forgot.otpSent);
    },
  });

  app.post('/forgot/otpverify', {
    config: limitBy.ip(limits.otpVerifyIp),
    preHandler: otpTriesPerIpAndEmail,
    schema: {
      tags,
      summary: 'Reset the password with the emailed code (same reply whether or not the email is registered)',
      body: ZOtpVerifyRequest,
      response: { 200: envelope(z.null()), ...errorResponses(400, 429) },
    },
    handler: async (request) => {
      await service.resetPassword(request.body);
      return ok(null, MESSAGES.forgot.resetSuccess);
    },
  });
}
