import { randomUUID } from 'node:crypto';
import { exportJWK, generateKeyPair, importJWK, type CryptoKey, type JWK } from 'jose';
import type { Db } from '@curio/db';
import { keepFresh } from '#api/lib/kept-fresh.ts';
import { createSecretsRepository } from '#api/modules/site/index.ts';

/**
 * The keys that sign certificates' Open Badges credentials (ADR 037): Ed25519 (`EdDSA`), generated once and
 * kept in `server_secrets` (purpose `credential`, the private key as a JWK), so every instance signs with the
 * same one. A rotation (`npm run keys:rotate -- --credential`) makes a new key sign; the old ones never stop
 * verifying, because a credential is kept for years: every key ever used stays in the published JWKS.
 */

export const CREDENTIAL_ALG = 'EdDSA';

export interface CredentialSigningKey {
  kid: string;
  key: CryptoKey;
}

export interface CredentialKeys {
  /** The key new credentials are signed with. */
  signing(): CredentialSigningKey;
  /** Every public key, active first: the JWKS the issuer publishes. */
  jwks(): { keys: JWK[] };
  /** Reads the keys again now when `kid` is not among them (a rotation elsewhere); the JWKS after it. */
  jwksWith(kid: string | undefined): Promise<{ keys: JWK[] }>;
  close(): void;
}

const newCredentialKid = () => `cred-${randomUUID()}`;

/** A new Ed25519 key pair as the stored value: the private JWK. */
async function newPrivateJwk(): Promise<string> {
  const { privateKey } = await generateKeyPair(CREDENTIAL_ALG, { crv: 'Ed25519', extractable: true });
  return JSON.stringify(await exportJWK(privateKey));
}

/** The public half of a stored private JWK, named by its key id. */
function publicJwk(kid: string, stored: JWK): JWK {
  const { kty, crv, x } = stored;
  return { kty, crv, x, kid, alg: CREDENTIAL_ALG, use: 'sig' };
}

/**
 * Opens the credential keys: the first instance to start stores the first key (race-safe, as the token keys),
 * every instance reads them back and looks again every minute.
 */
export async function openCredentialKeys(db: Db): Promise<CredentialKeys> {
  const secrets = createSecretsRepository(db);
  await secrets.ensureActive('credential', { id: newCredentialKid(), value: await newPrivateJwk() });

  let active: CredentialSigningKey | undefined;
  let published: JWK[] = [];
  const fresh = await keepFresh(async () => {
    // Retired keys are kept for good: `usable` since the epoch lists every one.
    const rows = await secrets.usable('credential', new Date(0));
    const first = rows[0];
    if (!first || first.retiredAt) throw new Error('no active credential signing key is stored');
    const stored = rows.map((row) => ({ id: row.id, jwk: JSON.parse(row.value) as JWK }));
    const firstJwk = stored[0]?.jwk;
    if (!firstJwk) throw new Error('no active credential signing key is stored');
    const key = await importJWK(firstJwk, CREDENTIAL_ALG);
    if (key instanceof Uint8Array) throw new Error('the credential signing key is not an asymmetric key');
    active = { kid: first.id, key };
    published = stored.map(({ id, jwk }) => publicJwk(id, jwk));
  });

  return {
    signing: () => {
      if (!active) throw new Error('the credential keys are not loaded');
      return active;
    },
    jwks: () => ({ keys: published }),
    async jwksWith(kid) {
      if (kid !== undefined && !published.some((jwk) => jwk.kid === kid)) await fresh.soon();
      return { keys: published };
    },
    close: fresh.stop,
  };
}

/** Makes a new credential key sign from now on (every instance within a minute); the old ones still verify. */
export async function rotateCredentialKey(db: Db): Promise<string> {
  const kid = newCredentialKid();
  await createSecretsRepository(db).rotate('credential', { id: kid, value: await newPrivateJwk() });
  return kid;
}
