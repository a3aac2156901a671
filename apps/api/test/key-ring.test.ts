import { randomUUID } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { SignJWT } from 'jose';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { serverSecrets } from '@curio/db';
import { MESSAGES } from '@curio/shared';
import { openKeyRing, rotateSigningKey, TOKEN_LIFETIME_SECONDS } from '#api/lib/key-ring.ts';
import { resetDatabase, testDatabase } from './helpers/database.ts';
import { useInstances } from './helpers/instances.ts';
import { tempDir } from './helpers/temp.ts';
import { signedInUser } from './helpers/users.ts';

/**
 * README.md#signing-keys: instances on one database share their signing keys. Each test starts instances of
 * its own on the worker's database, as several processes would, with no JWT_SECRET unless it says otherwise.
 */
const instance = useInstances();

const me = (app: FastifyInstance, token: string) =>
  app.inject({ method: 'GET', url: '/api/user/self', headers: { authorization: `Bearer ${token}` } });

const kidOf = (token: string) =>
  (JSON.parse(Buffer.from(token.split('.')[0] ?? '', 'base64url').toString()) as { kid?: string }).kid;

async function activeJwtKeys() {
  const { db } = await testDatabase();
  const rows = await db.select().from(serverSecrets).where(eq(serverSecrets.purpose, 'jwt'));
  return rows.filter((row) => row.retiredAt === null);
}

beforeEach(async () => {
  await resetDatabase();
  // A fresh deployment: no key stored yet.
  const { db } = await testDatabase();
  await db.delete(serverSecrets);
});

describe('signing keys shared through the database (no JWT_SECRET)', () => {
  it('a token issued by one instance is accepted by another', async () => {
    const [a, b] = [await instance(), await instance()];
    const user = await signedInUser(a);
    const res = await me(b, user.token);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.email).toBe(user.email);
    expect(kidOf(user.token)).toBe((await activeJwtKeys())[0]?.id);
  });

  it('instances starting at once agree on the first key, and one key is stored', async () => {
    const { db } = await testDatabase();
    const rings = await Promise.all(
      Array.from({ length: 6 }, () => openKeyRing(db, { dataDir: tempDir('ring') })),
    );
    const kids = new Set(rings.map((ring) => ring.signing().kid));
    const peppers = new Set(rings.map((ring) => ring.otpSecret));
    const mediaKeys = new Set(rings.map((ring) => Buffer.from(ring.mediaSecret).toString('hex')));
    rings.forEach((ring) => ring.close());
    expect(kids.size).toBe(1);
    expect(peppers.size).toBe(1);
    // The media cookies' key (ADR 033): a cookie one instance set opens the media on every other.
    expect(mediaKeys.size).toBe(1);
    expect(await activeJwtKeys()).toHaveLength(1);
  });

  it('after a rotation the new key signs, and the previous key verifies until its tokens expire', async () => {
    const a = await instance();
    const before = await signedInUser(a);
    const rotated = await rotateSigningKey((await testDatabase()).db);

    const b = await instance();
    const after = await signedInUser(b);
    expect(kidOf(after.token)).toBe(rotated);
    expect(kidOf(before.token)).not.toBe(rotated);
    // A knows the new key as soon as a token names it; B still accepts the old key's token.
    expect((await me(a, after.token)).statusCode).toBe(200);
    expect((await me(b, before.token)).statusCode).toBe(200);

    // Once the old key retired longer ago than a token lives, its tokens are refused.
    const { db } = await testDatabase();
    await db
      .update(serverSecrets)
      .set({ retiredAt: sql`now() - make_interval(secs => ${TOKEN_LIFETIME_SECONDS + 60})` })
      .where(eq(serverSecrets.id, kidOf(before.token) ?? ''));
    const c = await instance();
    const refused = await me(c, before.token);
    expect(refused.statusCode).toBe(401);
    expect(refused.json().message).toBe(MESSAGES.auth.sessionExpired);
    expect((await me(c, after.token)).statusCode).toBe(200);
  });

  it('adopts the secret an earlier version kept in DATA_DIR, so its tokens (without a key id) stay valid', async () => {
    const dataDir = tempDir('legacy');
    const legacySecret = 'a-secret-from-before-the-database-kept-keys-000';
    writeFileSync(path.join(dataDir, 'jwt-secret'), legacySecret);
    const app = await instance({ dataDir });
    const user = await signedInUser(app);
    const profile = (await me(app, user.token)).json().data as { _id: string };
    const legacyToken = await new SignJWT({ ver: 0, role: 'user' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(profile._id)
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode(legacySecret));
    expect((await me(app, legacyToken)).statusCode).toBe(200);
  });

  it('refuses a token signed with a key nobody stored', async () => {
    const app = await instance();
    const user = await signedInUser(app);
    const profile = (await me(app, user.token)).json().data as { _id: string };
    const forged = await new SignJWT({ ver: 0, role: 'admin' })
      .setProtectedHeader({ alg: 'HS256', kid: 'k-forged' })
      .setSubject(profile._id)
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('forged-forged-forged-forged-forged-forged'));
    expect((await me(app, forged)).statusCode).toBe(401);
  });
});

describe('a token checked once is taken again only while it would pass the check (ADR 052)', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('is refused once it has expired, though this instance checked it before', async () => {
    const app = await instance();
    const user = await signedInUser(app);
    expect((await me(app, user.token)).statusCode).toBe(200);
    // The clock alone moves: past the token's lifetime, and back.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + (TOKEN_LIFETIME_SECONDS + 1) * 1000 });
    const expired = await me(app, user.token);
    expect(expired.statusCode).toBe(401);
    expect(expired.json().message).toBe(MESSAGES.auth.sessionExpired);
    vi.useRealTimers();
    expect((await me(app, user.token)).statusCode).toBe(200);
  });

  it('is refused once the key that checked it has left the ring, though this instance checked it before', async () => {
    const app = await instance();
    const user = await signedInUser(app);
    expect((await me(app, user.token)).statusCode).toBe(200);
    // A rotation, and the old key retired longer ago than a token lives: the ring drops it when it next reads
    // the keys, which a token naming a key it does not know makes it do (lib/kept-fresh.ts).
    const { db } = await testDatabase();
    await rotateSigningKey(db);
    await db
      .update(serverSecrets)
      .set({ retiredAt: sql`now() - make_interval(secs => ${TOKEN_LIFETIME_SECONDS + 60})` })
      .where(eq(serverSecrets.id, kidOf(user.token) ?? ''));
    const unknown = await new SignJWT({ ver: 0, role: 'user' })
      .setProtectedHeader({ alg: 'HS256', kid: 'k-unknown' })
      .setSubject(randomUUID())
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('unknown-unknown-unknown-unknown-unknown-unk'));
    expect((await me(app, unknown)).statusCode).toBe(401);
    const refused = await me(app, user.token);
    expect(refused.statusCode).toBe(401);
    expect(refused.json().message).toBe(MESSAGES.auth.sessionExpired);
  });

  it('is checked in full when it differs from a checked one by a single character', async () => {
    const app = await instance();
    const user = await signedInUser(app);
    expect((await me(app, user.token)).statusCode).toBe(200);
    // The signature's first character, whose six bits all count: its last character also carries two bits
    // of padding, which decoding ignores, so changing only those would leave the same signature.
    const [header, payload, signature = ''] = user.token.split('.');
    const first = signature.startsWith('A') ? 'B' : 'A';
    const altered = `${header ?? ''}.${payload ?? ''}.${first}${signature.slice(1)}`;
    expect(altered).not.toBe(user.token);
    expect((await me(app, altered)).statusCode).toBe(401);
  });
});

describe('JWT_SECRET from the environment', () => {
  const secret = 'an-operator-chosen-secret-of-forty-characters';
  const next = 'the-operator-s-next-secret-of-forty-characters';

  it('signs with JWT_SECRET and stores no key', async () => {
    const app = await instance({ jwtSecret: secret });
    const user = await signedInUser(app);
    expect((await me(app, user.token)).statusCode).toBe(200);
    expect(await activeJwtKeys()).toHaveLength(0);
    // Another instance with another secret refuses it.
    expect((await me(await instance({ jwtSecret: next }), user.token)).statusCode).toBe(401);
  });

  it('derives the media cookies’ key from JWT_SECRET: the same on every instance, never the JWT key', async () => {
    const [a, b] = [await instance({ jwtSecret: secret }), await instance({ jwtSecret: secret })];
    expect(Buffer.from(a.keyRing.mediaSecret).equals(Buffer.from(b.keyRing.mediaSecret))).toBe(true);
    expect(Buffer.from(a.keyRing.mediaSecret).equals(Buffer.from(a.keyRing.signing().key))).toBe(false);
    const other = await instance({ jwtSecret: next });
    expect(Buffer.from(other.keyRing.mediaSecret).equals(Buffer.from(a.keyRing.mediaSecret))).toBe(false);
  });

  it('rotates: the new JWT_SECRET signs while JWT_PREVIOUS_SECRET still verifies the old tokens', async () => {
    const old = await instance({ jwtSecret: secret });
    const user = await signedInUser(old);
    const rotated = await instance({ jwtSecret: next, jwtPreviousSecret: secret });
    expect((await me(rotated, user.token)).statusCode).toBe(200);
    const fresh = await signedInUser(rotated);
    expect(kidOf(fresh.token)).not.toBe(kidOf(user.token));
    expect((await me(rotated, fresh.token)).statusCode).toBe(200);
  });
});
