import { createHmac, randomInt } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { COURSE_CACHE_TAGS } from '#api/modules/course/index.ts';
import { LIMITS, MESSAGES, type TSignupRequest, type TUpdateProfileRequest } from '@curio/shared';
import { burnVerifyTime, hashPassword, verifyPassword } from '#api/lib/passwords.ts';
import { badRequest, conflict, HttpError, unauthorized } from '#api/lib/http-errors.ts';
import { isUniqueViolation } from '#api/lib/pg-errors.ts';
import { createUserRepository } from './repository.ts';
import { toPublicUser } from './serialize.ts';
import { otpMail } from './mails.ts';
import { removeAvatar, storeAvatar } from './images.ts';
import { createSiteRepository } from '#api/modules/site/index.ts';

export function createUserService(app: FastifyInstance) {
  const users = createUserRepository(app.db);
  const siteRepo = createSiteRepository(app.db);
  const storage = app.fileStorage;
  // Codes are kept as an HMAC keyed by the server secret: a leaked table does not reveal them.
  const hashCode = (userId: string, code: string) =>
    createHmac('sha256', app.keyRing.otpSecret).update(`otp:${userId}:${code}`).digest('hex');

  async function requireUser(id: string) {
    const row = await users.findById(id);
    if (!row) throw unauthorized(MESSAGES.auth.sessionExpired);
    return row;
  }

  return {
    async signUp(input: TSignupRequest & { email: string }) {
      const passwordHash = await hashPassword(input.password);
      try {
        const row = await users.insert({
          email: input.email,
          name: input.name,
          phone: input.phone,
          passwordHash,
        });
        return toPublicUser(row);
      } catch (err) {
        if (isUniqueViolation(err)) throw conflict(MESSAGES.auth.emailTaken);
        throw err;
      }
    },

    async logIn({ email, password }: { email: string; password: string }) {
      const row = await users.findByEmail(email);
      const isValid = row ? await verifyPassword(row.passwordHash, password) : await burnVerifyTime(password);
      if (!row || !isValid) throw unauthorized(MESSAGES.auth.invalidCredentials);
      // Only after the password matched: a wrong guess cannot tell a disabled account from any other.
      if (row.disabledAt) throw unauthorized(MESSAGES.auth.accountDisabled);
      return { user: toPublicUser(row), token: await app.issueToken(row) };
    },

    async getSelf(userId: string) {
      return toPublicUser(await requireUser(userId));
    },

    async updateProfile(userId: string, patch: TUpdateProfileRequest & { email?: string }) {
      try {
        const row = await users.update(userId, patch);
        if (!row) throw unauthorized(MESSAGES.auth.sessionExpired);
        // Reviews show their author's current name: cached review lists may hold the old one.
        if (patch.name !== undefined) app.publicCache.invalidate(COURSE_CACHE_TAGS.allReviews);
        return toPublicUser(row);
      } catch (err) {
        if (isUniqueViolation(err)) throw conflict(MESSAGES.auth.emailTaken);
        throw err;
      }
    },

    async updateProfileImage(userId: string, image: Buffer) {
      const before = await requireUser(userId);
      const url = await storeAvatar(storage, userId, image);
      const row = await users.update(userId, { profileImage: url });
      if (!row) throw unauthorized(MESSAGES.auth.sessionExpired);
      await removeAvatar(storage, before.profileImage).catch((err: unknown) =>
        app.log.warn({ err, userId }, 'could not remove the previous profile image'),
      );
      return toPublicUser(row);
    },

    /** Changes the password, ends every other session and hands this one a fresh token. */
    async changePassword(
      userId: string,
      { currentPassword, newPassword }: { currentPassword: string; newPassword: string },
    ) {
      const row = await requireUser(userId);
      if (!(await verifyPassword(row.passwordHash, currentPassword))) {
        throw badRequest(MESSAGES.password.currentWrong, [
          { field: 'currentPassword', message: MESSAGES.password.currentWrong },
        ]);
      }
      const updated = await users.setPassword(userId, await hashPassword(newPassword));
      if (!updated) throw unauthorized(MESSAGES.auth.sessionExpired);
      return { token: await app.issueToken(updated) };
    },

    /** Always resolves the same way whether or not the email is known (no enumeration). */
    async sendResetCode(email: string) {
      const row = await users.findByEmail(email);
      if (!row) return;
      const code = randomInt(0, 10 ** LIMITS.otpLength)
        .toString()
        .padStart(LIMITS.otpLength, '0');
      const expiresAt = new Date(Date.now() + LIMITS.otpLifetimeMinutes * 60_000);
      const site = await siteRepo.loadSettings();
      // The code and its mail commit together: a stored code always has its mail on the way.
      await app.db.transaction(async (tx) => {
        await users.saveResetCode(row.id, hashCode(row.id, code), expiresAt, tx);
        await app.mailer.queue(
          otpMail({ to: row.email, name: row.name, code, brand: site.brand, siteUrl: app.config.publicUrl }),
          tx,
        );
      });
    },

    async resetPassword({ email, otp, password }: { email: string; otp: string; password: string }) {
      const row = await users.findByEmail(email);
      if (!row)
        throw badRequest(MESSAGES.forgot.otpWrong, [{ field: 'otp', message: MESSAGES.forgot.otpWrong }]);
      const passwordHash = await hashPassword(password);
      const isReset = await app.db.transaction(async (tx) => {
        if (!(await users.consumeResetCode(row.id, hashCode(row.id, otp), LIMITS.otpMaxTries, tx)))
          return false;
        await users.setPassword(row.id, passwordHash, tx);
        return true;
      });
      if (isReset) return;
      const tries = await users.failResetCode(row.id);
      const message =
        tries !== undefined && tries >= LIMITS.otpMaxTries
          ? MESSAGES.forgot.otpLocked
          : MESSAGES.forgot.otpWrong;
      throw new HttpError(400, message, [{ field: 'otp', message }]);
    },
  };
}

export type UserService = ReturnType<typeof createUserService>;
