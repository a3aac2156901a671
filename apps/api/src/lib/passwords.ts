import { randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

// argon2id, OWASP minimum (m=19 MiB, t=2, p=1): ~12 ms per hash on the 2-core CI machine.
// Algorithm 2 = Argon2id (the const enum is not importable under isolatedModules).
const OPTIONS = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (plain: string) => hash(plain, OPTIONS);

export async function verifyPassword(hashed: string, plain: string): Promise<boolean> {
  try {
    return await verify(hashed, plain);
  } catch {
    // A malformed stored hash is a mismatch, never a crash that reveals the account exists.
    return false;
  }
}

/**
 * A real hash of a random password, checked when the email is unknown so a failed login takes
 * as long whether or not the account exists (no enumeration by timing).
 */
let dummyHash: Promise<string> | undefined;
export function burnVerifyTime(plain: string): Promise<boolean> {
  dummyHash ??= hashPassword(randomBytes(16).toString('hex'));
  return dummyHash.then((h) => verifyPassword(h, plain));
}
