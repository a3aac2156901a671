import { tempDir } from './helpers/temp.ts';
import { describe, expect, it } from 'vitest';
import { ConfigError, DEFAULT_RATE_LIMITS, loadConfig } from '#api/config.ts';

const dataDir = () => tempDir('config');

describe('configuration (DESIGN §3)', () => {
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
    [{ ADMIN_EMAIL: 'ops@curio.example' }, 'ADMIN_PASSWORD'],
    [{ ADMIN_EMAIL: 'not-an-email', ADMIN_PASSWORD: 'long-enough-pw' }, 'ADMIN_EMAIL'],
  ])('stops on %j with a message naming %s', (env, variable) => {
    expect(() => loadConfig({ DATA_DIR: dataDir(), ...env })).toThrow(ConfigError);
    expect(() => loadConfig({ DATA_DIR: dataDir(), ...env })).toThrow(new RegExp(`\\b${variable}:`));
  });

  it('lets each rate limit be raised for load tests', () => {
    const config = loadConfig({ DATA_DIR: dataDir(), RATE_LIMIT_LOGIN_MAX: '5000' });
    expect(config.rateLimits.login).toEqual({ max: 5000, timeWindow: 60_000 });
  });
});
