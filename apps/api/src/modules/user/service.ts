import type { FastifyInstance } from 'fastify';
import { COURSE_CACHE_TAGS } from '#api/modules/course/index.ts';
import { isSameEmail, MESSAGES, type TSignupRequest, type TUpdateProfileRequest } from '@curio/shared';
import { burnVerifyTime, hashPassword, verifyPassword } from '#api/lib/passwords.ts';
import { badRequest, conflict, unauthorized } from '#api/lib/http-errors.ts';
import { isUniqueViolation } from '#api/lib/pg-errors.ts';
import { createUserRepository } from './repository.ts';
import { toPublicUser } from './serialize.ts';
import { emailChangedMail } from './mails.ts';
import { removeAvatar, storeAvatar } from './images.ts';
import { createPasswordReset } from './password-reset.ts';
import { createSiteRepository } from '#api/modules/site/index.ts';

const currentPasswordError = (message: string) =>
  badRequest(message, [{ field: 'currentPassword', message }]);

export function createUserService(app: FastifyInstance) {
  const users = createUserRepository(app.db);
  const siteRepo = createSiteRepository(app.db);
  const storage = app.fileStorage;
  const passwordReset = createPasswordReset(app);

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
      await passwordReset.clearLock(row.email);
      return { user: toPublicUser(row), token: await app.issueToken(row) };
    },

    async getSelf(userId: string) {
      return toPublicUser(await requireUser(userId));
    },

    /**
     * A new email needs the current password (a stolen token alone cannot move the account to another
     * mailbox) and is told to the old address, in the same transaction as the change.
     */
    async updateProfile(userId: string, input: TUpdateProfileRequest & { email?: string }) {
      const { currentPassword, ...patch } = input;
      const before = await requireUser(userId);
      const isEmailChange = patch.email !== undefined && !isSameEmail(patch.email, before.email);
      if (isEmailChange) {
        if (!currentPassword) throw currentPasswordError(MESSAGES.profile.currentPasswordRequired);
        if (!(await verifyPassword(before.passwordHash, currentPassword)))
          throw currentPasswordError(MESSAGES.password.currentWrong);
      }
      // Read before the transaction: on the embedded database it holds the only connection.
      const site = isEmailChange ? await siteRepo.loadSettings() : undefined;
      try {
        const row = await app.db.transaction(async (tx) => {
          const updated = await users.update(userId, patch, tx);
          if (updated && site) {
            const mail = emailChangedMail({
              to: before.email,
              name: updated.name,
              newEmail: updated.email,
              brand: site.brand,
              siteUrl: app.config.publicUrl,
            });
            await app.mailer.queue(mail, tx);
          }
          return updated;
        });
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
      if (!(await verifyPassword(row.passwordHash, currentPassword)))
        throw currentPasswordError(MESSAGES.password.currentWrong);
      const updated = await users.setPassword(userId, await hashPassword(newPassword));
      if (!updated) throw unauthorized(MESSAGES.auth.sessionExpired);
      return { token: await app.issueToken(updated) };
    },

    sendResetCode: passwordReset.sendResetCode,
    resetPassword: passwordReset.resetPassword,
  };
}

export type UserService = ReturnType<typeof createUserService>;
