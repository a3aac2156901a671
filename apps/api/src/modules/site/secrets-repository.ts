import { and, desc, eq, gt, isNull, or, sql } from 'drizzle-orm';
import { serverSecrets, type Db } from '@curio/db';

export type TSecretPurpose = 'jwt' | 'otp' | 'media' | 'credential';
export type TStoredSecret = { id: string; value: string; retiredAt: Date | null };

/** The secrets every instance shares: SQL lives here only. */
export function createSecretsRepository(db: Db) {
  return {
    /**
     * Stores `candidate` as the active secret of `purpose` unless one exists already; the partial unique
     * index makes the first of several instances starting at once win, and every one reads the winner back.
     */
    async ensureActive(purpose: TSecretPurpose, candidate: { id: string; value: string }): Promise<void> {
      await db
        .insert(serverSecrets)
        .values({ ...candidate, purpose })
        .onConflictDoNothing();
    },

    /** The active secret first, then the retired ones retired after `retiredSince`, newest first. */
    async usable(purpose: TSecretPurpose, retiredSince: Date): Promise<TStoredSecret[]> {
      return db
        .select({ id: serverSecrets.id, value: serverSecrets.value, retiredAt: serverSecrets.retiredAt })
        .from(serverSecrets)
        .where(
          and(
            eq(serverSecrets.purpose, purpose),
            or(isNull(serverSecrets.retiredAt), gt(serverSecrets.retiredAt, retiredSince)),
          ),
        )
        .orderBy(sql`${serverSecrets.retiredAt} is not null`, desc(serverSecrets.createdAt));
    },

    /** Retires the active secret and makes `next` the active one, in one transaction. */
    async rotate(purpose: TSecretPurpose, next: { id: string; value: string }): Promise<void> {
      await db.transaction(async (tx) => {
        await tx
          .update(serverSecrets)
          .set({ retiredAt: new Date() })
          .where(and(eq(serverSecrets.purpose, purpose), isNull(serverSecrets.retiredAt)));
        await tx.insert(serverSecrets).values({ ...next, purpose });
      });
    },
  };
}
