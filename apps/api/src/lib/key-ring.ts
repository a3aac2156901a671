import { createHash, createHmac, randomBytes, randomUUID } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Db } from '@curio/db';
import { keepFresh } from '#api/lib/kept-fresh.ts';
import { createSecretsRepository } from '#api/modules/site/index.ts';

/** How long a token lives; a retired key keeps verifying this long after it stopped signing. */
export const TOKEN_LIFETIME_SECONDS = 7 * 24 * 60 * 60;

export type TSigningKey = { kid: string; key: Uint8Array };

export interface KeyRing {
  /** The key new tokens are signed with. */
  signing(): TSigningKey;
  /** The key a token names in its `kid` header (no header: the oldest key, from before key ids). */
  verifying(kid: string | undefined): Promise<Uint8Array | undefined>;
  /** The pepper of stored OTP codes, the same on every instance. */
  readonly otpSecret: string;
  /** The HMAC key of the media cookies (ADR 033), the same on every instance. */
  readonly mediaSecret: Uint8Array;
  close(): void;
}

export interface KeyRingOptions {
  /** JWT_SECRET: when set, it signs and no key is read from or written to the database. */
  jwtSecret?: string;
  /** JWT_PREVIOUS_SECRET: with JWT_SECRET, the key being rotated out; it only verifies. */
  jwtPreviousSecret?: string;
  /** DATA_DIR: a `jwt-secret` file there (kept before keys moved to the database) becomes the first key. */
  dataDir: string;
}

const encode = (secret: string) => new TextEncoder().encode(secret);
const newSecret = () => randomBytes(48).toString('base64url');
export const newKeyId = () => `k-${randomUUID()}`;

/** A key id that names an environment secret without revealing it. */
const environmentKid = (secret: string) =>
  `env-${createHash('sha256').update(secret).digest('hex').slice(0, 16)}`;

/** Keys from the environment: JWT_SECRET signs; JWT_PREVIOUS_SECRET still verifies while it is set. */
function environmentRing(secret: string, previous: string | undefined): KeyRing {
  const current = { kid: environmentKid(secret), key: encode(secret) };
  const keys = new Map([[current.kid, current.key]]);
  if (previous) keys.set(environmentKid(previous), encode(previous));
  return {
    signing: () => current,
    // A token from before key ids was signed with JWT_SECRET.
    verifying: async (kid) => (kid === undefined ? current.key : keys.get(kid)),
    otpSecret: secret,
    // Its own key, derived: a media cookie's signature says nothing about the JWT key.
    mediaSecret: createHmac('sha256', secret).update('curio media cookies').digest(),
    close: () => undefined,
  };
}

/**
 * The signing keys: with JWT_SECRET from the environment; otherwise generated once and stored in the
 * database, where every instance reads the same ones. The first instance to start stores them (race-safe);
 * `npm run keys:rotate` makes a new key sign while the previous one verifies until its tokens expire.
 */
export async function openKeyRing(db: Db, options: KeyRingOptions): Promise<KeyRing> {
  if (options.jwtSecret) return environmentRing(options.jwtSecret, options.jwtPreviousSecret);

  const secrets = createSecretsRepository(db);
  const legacyFile = path.join(options.dataDir, 'jwt-secret');
  const legacy = existsSync(legacyFile) ? readFileSync(legacyFile, 'utf8').trim() : undefined;
  await secrets.ensureActive('jwt', { id: newKeyId(), value: legacy ?? newSecret() });
  await secrets.ensureActive('otp', { id: `otp-${randomUUID()}`, value: newSecret() });
  await secrets.ensureActive('media', { id: `media-${randomUUID()}`, value: newSecret() });
  const [otp] = await secrets.usable('otp', new Date());
  if (!otp) throw new Error('no OTP secret could be stored');
  const [media] = await secrets.usable('media', new Date());
  if (!media) throw new Error('no media secret could be stored');

  let keys = new Map<string, Uint8Array>();
  let active: TSigningKey | undefined;
  let oldest: Uint8Array | undefined;
  const fresh = await keepFresh(async () => {
    const rows = await secrets.usable('jwt', new Date(Date.now() - TOKEN_LIFETIME_SECONDS * 1000));
    const first = rows[0];
    if (!first || first.retiredAt) throw new Error('no active JWT signing key is stored');
    keys = new Map(rows.map((row) => [row.id, encode(row.value)]));
    active = { kid: first.id, key: encode(first.value) };
    oldest = keys.get(rows[rows.length - 1]?.id ?? first.id);
  });

  return {
    signing: () => {
      if (!active) throw new Error('the key ring is not loaded');
      return active;
    },
    async verifying(kid) {
      if (kid === undefined) return oldest;
      if (!keys.has(kid)) await fresh.soon();
      return keys.get(kid);
    },
    otpSecret: otp.value,
    mediaSecret: encode(media.value),
    close: fresh.stop,
  };
}

/**
 * Makes a new key sign from now on (every instance within a minute); the old one verifies for a token
 * lifetime.
 */
export async function rotateSigningKey(db: Db): Promise<string> {
  const kid = newKeyId();
  await createSecretsRepository(db).rotate('jwt', { id: kid, value: newSecret() });
  return kid;
}
