import { tempDir } from './helpers/temp.ts';
import { describe, expect, it } from 'vitest';
import { ConfigError, DEFAULT_IMAGE_DECODES, DEFAULT_RATE_LIMITS, loadConfig } from '#api/config.ts';

const dataDir = () => tempDir('config');
const S3 = { S3_BUCKET: 'curio-uploads', S3_ACCESS_KEY_ID: 'id', S3_SECRET_ACCESS_KEY: 'secret' };
const STRIPE = { STRIPE_SECRET_KEY: 'sk_test_51Abc', STRIPE_WEBHOOK_SECRET: 'whsec_abc123' };

describe('configuration (README.md#configuration)', () => {
  it('starts with secure defaults; without JWT_SECRET the signing keys live in the database', () => {
    const dir = dataDir();
    const first = loadConfig({ DATA_DIR: dir });
    expect(first).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      seed: 'demo',
      databaseUrl: undefined,
      rateLimits: DEFAULT_RATE_LIMITS,
    });
    expect(first.jwtSecret).toBeUndefined();
    expect(first.trustProxy).toBeUndefined();
    expect(loadConfig({ DATA_DIR: dir, TRUST_PROXY: '127.0.0.1, 10.0.0.0/8,loopback' }).trustProxy).toEqual([
      '127.0.0.1',
      '10.0.0.0/8',
      'loopback',
    ]);
    expect(loadConfig({ DATA_DIR: dir, JWT_SECRET: 'x'.repeat(32) }).jwtSecret).toBe('x'.repeat(32));
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
    [{ SMTP_URL: 'http://mail' }, 'SMTP_URL'],
    [{ SEED: 'lots' }, 'SEED'],
    [{ JWT_SECRET: 'short' }, 'JWT_SECRET'],
    [{ JWT_PREVIOUS_SECRET: 'short' }, 'JWT_PREVIOUS_SECRET'],
    [{ TRUST_PROXY: 'nginx' }, 'TRUST_PROXY'],
    [{ TRUST_PROXY: '10.0.0.0/33' }, 'TRUST_PROXY'],
    [{ TRUST_PROXY: ',' }, 'TRUST_PROXY'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL'],
    [{ RATE_LIMIT_LOGIN_MAX: '0' }, 'RATE_LIMIT_LOGIN_MAX'],
    [{ IMAGE_DECODE_CONCURRENCY: '0' }, 'IMAGE_DECODE_CONCURRENCY'],
    [{ IMAGE_DECODE_QUEUE: '-1' }, 'IMAGE_DECODE_QUEUE'],
    [{ ADMIN_EMAIL: 'ops@curio.example' }, 'ADMIN_PASSWORD'],
    [{ ADMIN_EMAIL: 'not-an-email', ADMIN_PASSWORD: 'long-enough-pw' }, 'ADMIN_EMAIL'],
    [{ REDIS_URL: 'http://cache:6379' }, 'REDIS_URL'],
    [{ REDIS_URL: 'redis://cache', REDIS_PREFIX: 'has space' }, 'REDIS_PREFIX'],
    [{ STORAGE: 'ftp' }, 'STORAGE'],
    [{ STORAGE: 'database' }, 'STORAGE'],
    [{ STORAGE: 's3', S3_ACCESS_KEY_ID: 'id', S3_SECRET_ACCESS_KEY: 'secret' }, 'S3_BUCKET'],
    [{ STORAGE: 's3', S3_BUCKET: 'curio', S3_SECRET_ACCESS_KEY: 'secret' }, 'S3_ACCESS_KEY_ID'],
    [{ STORAGE: 's3', S3_BUCKET: 'curio', S3_ACCESS_KEY_ID: 'id' }, 'S3_SECRET_ACCESS_KEY'],
    [{ STORAGE: 's3', ...S3, S3_BUCKET: 'Not_A_Bucket' }, 'S3_BUCKET'],
    [{ STORAGE: 's3', ...S3, S3_ENDPOINT: 'minio:9000' }, 'S3_ENDPOINT'],
    [{ ...S3 }, 'STORAGE'],
    [{ PAYMENTS: 'paypal' }, 'PAYMENTS'],
    [{ PAYMENTS: 'stripe' }, 'STRIPE_SECRET_KEY'],
    [{ PAYMENTS: 'stripe' }, 'STRIPE_WEBHOOK_SECRET'],
    [{ PAYMENTS: 'stripe', STRIPE_WEBHOOK_SECRET: 'whsec_abc123' }, 'STRIPE_SECRET_KEY'],
    [{ PAYMENTS: 'stripe', STRIPE_SECRET_KEY: 'sk_test_51Abc' }, 'STRIPE_WEBHOOK_SECRET'],
    [{ PAYMENTS: 'stripe', ...STRIPE, STRIPE_SECRET_KEY: 'pk_test_51Abc' }, 'STRIPE_SECRET_KEY'],
    [{ PAYMENTS: 'stripe', ...STRIPE, STRIPE_WEBHOOK_SECRET: 'secret' }, 'STRIPE_WEBHOOK_SECRET'],
    [{ PAYMENTS: 'stripe', ...STRIPE, STRIPE_API_URL: 'localhost:12111' }, 'STRIPE_API_URL'],
    [{ ...STRIPE }, 'PAYMENTS'],
  ])('stops on %j with a message naming %s', (env, variable) => {
    expect(() => loadConfig({ DATA_DIR: dataDir(), ...env })).toThrow(ConfigError);
    expect(() => loadConfig({ DATA_DIR: dataDir(), ...env })).toThrow(new RegExp(`\\b${variable}:`));
  });

  it('shares the rate limits through Redis only with REDIS_URL, under a prefix that can be changed', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).redis).toBeUndefined();
    expect(loadConfig({ DATA_DIR: dataDir(), REDIS_URL: 'redis://cache:6379/2' }).redis).toEqual({
      url: 'redis://cache:6379/2',
      prefix: 'curio:',
    });
    expect(
      loadConfig({ DATA_DIR: dataDir(), REDIS_URL: 'rediss://cache', REDIS_PREFIX: 'shop:' }).redis?.prefix,
    ).toBe('shop:');
  });

  it('keeps uploads on disk with the embedded database, in PostgreSQL with DATABASE_URL, in S3 when asked', () => {
    const postgres = 'postgres://db/curio';
    expect(loadConfig({ DATA_DIR: dataDir() }).storage).toEqual({ kind: 'disk' });
    expect(loadConfig({ DATA_DIR: dataDir(), DATABASE_URL: postgres }).storage).toEqual({ kind: 'database' });
    expect(loadConfig({ DATA_DIR: dataDir(), DATABASE_URL: postgres, STORAGE: 'disk' }).storage).toEqual({
      kind: 'disk',
    });
    expect(loadConfig({ DATA_DIR: dataDir(), STORAGE: 's3', ...S3 }).storage).toEqual({
      kind: 's3',
      endpoint: 'https://s3.us-east-1.amazonaws.com',
      bucket: 'curio-uploads',
      region: 'us-east-1',
      accessKeyId: 'id',
      secretAccessKey: 'secret',
    });
    expect(
      loadConfig({
        DATA_DIR: dataDir(),
        STORAGE: 's3',
        ...S3,
        S3_ENDPOINT: 'http://127.0.0.1:9000',
        S3_REGION: 'eu-west-1',
      }).storage,
    ).toMatchObject({ endpoint: 'http://127.0.0.1:9000', region: 'eu-west-1' });
  });

  it('lets each rate limit be raised for load tests', () => {
    const config = loadConfig({ DATA_DIR: dataDir(), RATE_LIMIT_LOGIN_MAX: '5000' });
    expect(config.rateLimits.login).toEqual({ max: 5000, timeWindow: 15 * 60_000 });
  });

  it('sets the image decodes at once and the uploads that may wait for a turn', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).imageDecodes).toEqual(DEFAULT_IMAGE_DECODES);
    const config = loadConfig({
      DATA_DIR: dataDir(),
      IMAGE_DECODE_CONCURRENCY: '3',
      IMAGE_DECODE_QUEUE: '0',
    });
    expect(config.imageDecodes).toEqual({ concurrency: 3, queue: 0 });
  });

  it('takes payment by hand unless PAYMENTS=stripe, which needs its keys and may use another API address', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).payments).toEqual({ mode: 'manual' });
    expect(loadConfig({ DATA_DIR: dataDir(), PAYMENTS: 'stripe', ...STRIPE }).payments).toEqual({
      mode: 'stripe',
      stripe: { secretKey: 'sk_test_51Abc', webhookSecret: 'whsec_abc123', apiUrl: undefined },
    });
    const local = loadConfig({
      DATA_DIR: dataDir(),
      PAYMENTS: 'stripe',
      ...STRIPE,
      STRIPE_API_URL: 'http://127.0.0.1:12111',
    }).payments;
    expect(local.mode === 'stripe' && local.stripe.apiUrl?.href).toBe('http://127.0.0.1:12111/');
  });
});
