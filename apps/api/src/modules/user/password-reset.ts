import { randomInt, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { LIMITS, MESSAGES } from '@curio/shared';
import { hashPassword } from '#api/lib/passwords.ts';
import { HttpError } from '#api/lib/http-errors.ts';
import { createSiteRepository } from '#api/modules/site/index.ts';
import { createUserRepository } from './repository.ts';
import { createResetRepository } from './reset-repository.ts';
import { createResetKeys } from './reset-keys.ts';
import { otpMail } from './mails.ts';

const newCode = () =>
  randomInt(0, 10 ** LIMITS.otpLength)
    .toString()
    .padStart(LIMITS.otpLength, '0');

const isSameHash = (a: string | null | undefined, b: string) =>
  typeof a === 'string' && a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

const refused = (message: string) => new HttpError(400, message, [{ field: 'otp', message }]);

/**
 * Password reset by emailed code (ADR 020). A registered address and an unknown one get the same reply from
 * the same work: the same statements, HMACs and (for a wrong code) no argon2; only a registered address is
 * mailed, and only a right code, which only its owner can know, goes further.
 */
export function createPasswordReset(app: FastifyInstance) {
  const users = createUserRepository(app.db);
  const resets = createResetRepository(app.db);
  const siteRepo = createSiteRepository(app.db);
  const keys = createResetKeys(() => app.keyRing.otpSecret);
  // Both daily counts live in one row with one window (24 hours for both, README "Configuration").
  const { otpDaily, otpGuessesDaily } = app.config.rateLimits;

  /** Wrong codes in the current window (a window that is over counts none). */
  const wrongGuessesNow = (row: { wrongGuesses: number; windowStartedAt: Date } | undefined) =>
    row && row.windowStartedAt.getTime() > Date.now() - otpGuessesDaily.timeWindow ? row.wrongGuesses : 0;

  return {
    /** Always resolves the same way whether or not the email is known (no enumeration). */
    async sendResetCode(email: string) {
      const user = await users.findByEmail(email);
      const emailKey = keys.emailKey(email);
      const code = newCode();
      const expiresAt = new Date(Date.now() + LIMITS.otpLifetimeMinutes * 60_000);
      const site = await siteRepo.loadSettings();
      await resets.prune(Math.max(otpDaily.timeWindow, otpGuessesDaily.timeWindow));
      // The code and its mail commit together: a stored code always has its mail on the way.
      await app.db.transaction(async (tx) => {
        const sent = await resets.saveCode(
          {
            emailKey,
            codeHash: keys.codeHash(emailKey, code),
            expiresAt,
            max: otpDaily.max,
            windowMs: otpDaily.timeWindow,
          },
          tx,
        );
        // Past the day's codes the reply is the same and nothing is mailed: the last code stays live.
        if (!user || sent > otpDaily.max) return;
        const mail = otpMail({
          to: user.email,
          name: user.name,
          code,
          brand: site.brand,
          siteUrl: app.config.publicUrl,
        });
        await app.mailer.queue(mail, tx);
      });
    },

    async resetPassword({ email, otp, password }: { email: string; otp: string; password: string }) {
      const user = await users.findByEmail(email);
      const emailKey = keys.emailKey(email);
      const row = await resets.find(emailKey);
      if (wrongGuessesNow(row) >= otpGuessesDaily.max) throw refused(MESSAGES.forgot.otpLocked);
      const codeHash = keys.codeHash(emailKey, otp);
      const isLive = row?.codeExpiresAt ? row.codeExpiresAt.getTime() > Date.now() : false;
      if (user && isLive && isSameHash(row?.codeHash, codeHash)) {
        const passwordHash = await hashPassword(password);
        const isReset = await app.db.transaction(async (tx) => {
          if (!(await resets.consumeCode(emailKey, codeHash, tx))) return false;
          await users.setPassword(user.id, passwordHash, tx);
          return true;
        });
        if (isReset) return;
      }
      const wrong = await resets.countWrongGuess(emailKey, otpGuessesDaily.timeWindow);
      throw refused(wrong >= otpGuessesDaily.max ? MESSAGES.forgot.otpLocked : MESSAGES.forgot.otpWrong);
    },

    /** After the owner's own login: the wrong codes others sent no longer lock the reset (ADR 020). */
    async clearLock(email: string) {
      await resets.clearWrongGuesses(keys.emailKey(email));
    },
  };
}
