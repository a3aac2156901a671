import { isIP } from 'node:net';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import { DEFAULT_DOWNLOAD_UPLOAD_MAX_BYTES, PAYMENT_MODES } from '@curio/shared';

const port = z.coerce.number().int().min(0).max(65535);

/** An address, a CIDR range or one of proxy-addr's names for ranges. */
const PROXY_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);
const isProxyEntry = (entry: string) => {
  if (PROXY_NAMES.has(entry)) return true;
  const [address = '', bits, ...rest] = entry.split('/');
  if (rest.length > 0 || isIP(address) === 0) return false;
  if (bits === undefined) return true;
  const max = isIP(address) === 4 ? 32 : 128;
  return /^\d+$/.test(bits) && Number(bits) <= max;
};
const proxyList = z
  .string()
  .transform((value) =>
    value
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean),
  )
  .refine((entries) => entries.length > 0 && entries.every(isProxyEntry), {
    message:
      'must be a comma-separated list of addresses or CIDR ranges (or loopback, linklocal, uniquelocal)',
  });
const positiveInt = z.coerce.number().int().min(1);

/** Images decoded at once (one per CPU) and uploads waiting for a turn, per instance (ADR 023). */
export const DEFAULT_IMAGE_DECODES = { concurrency: availableParallelism(), queue: 16 };

/** The largest video upload by default: 2 GB. */
export const DEFAULT_VIDEO_UPLOAD_MAX_BYTES = 2 * 1024 ** 3;

/**
 * The environment, README.md#configuration. Every variable is optional; the defaults make `npm start` work on
 * a fresh clone.
 */
const ZEnv = z.object({
  PORT: port.default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  PUBLIC_URL: z.url().optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  JWT_PREVIOUS_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
    .optional(),
  MAIL_FROM: z.string().min(3).default('Curio <no-reply@curio.example>'),
  ADMIN_EMAIL: z.email().optional(),
  ADMIN_PASSWORD: z.string().min(8, 'must be at least 8 characters').optional(),
  SEED: z.enum(['demo', 'none']).default('demo'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  RATE_LIMIT_LOGIN_MAX: positiveInt.default(10),
  RATE_LIMIT_SIGNUP_MAX: positiveInt.default(10),
  RATE_LIMIT_LOGIN_IP_MAX: positiveInt.default(30),
  RATE_LIMIT_PASSWORD_MAX: positiveInt.default(10),
  RATE_LIMIT_PASSWORD_IP_MAX: positiveInt.default(30),
  RATE_LIMIT_OTP_MAX: positiveInt.default(3),
  RATE_LIMIT_OTP_IP_MAX: positiveInt.default(20),
  RATE_LIMIT_OTP_DAILY_MAX: positiveInt.default(10),
  RATE_LIMIT_OTP_VERIFY_IP_MAX: positiveInt.default(30),
  RATE_LIMIT_OTP_TRIES_MAX: positiveInt.default(5),
  RATE_LIMIT_OTP_GUESSES_DAILY_MAX: positiveInt.default(30),
  RATE_LIMIT_MEMORY_KEYS: positiveInt.default(5000),
  RATE_LIMIT_LEADS_MAX: positiveInt.default(5),
  RATE_LIMIT_LEARNER_WRITES_MAX: positiveInt.default(30),
  RATE_LIMIT_CART_WRITES_MAX: positiveInt.default(300),
  RATE_LIMIT_UPLOADS_MAX: positiveInt.default(60),
  RATE_LIMIT_PROGRESS_MAX: positiveInt.default(600),
  MEDIA_TOKEN_TTL_SECONDS: z.coerce.number().int().min(60).max(86_400).default(7200),
  IMAGE_DECODE_CONCURRENCY: positiveInt.default(DEFAULT_IMAGE_DECODES.concurrency),
  IMAGE_DECODE_QUEUE: z.coerce.number().int().min(0).default(DEFAULT_IMAGE_DECODES.queue),
  WEB_DIST: z.string().min(1).optional(),
  TRUST_PROXY: proxyList.optional(),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must start with redis:// or rediss://')
    .optional(),
  REDIS_PREFIX: z
    .string()
    .regex(/^[\w:.-]{1,64}$/, 'must be 1–64 letters, digits or _ - . :')
    .default('curio:'),
  STORAGE: z.enum(['disk', 'database', 's3']).optional(),
  S3_ENDPOINT: z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// address' }).optional(),
  S3_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be a bucket name (3–63 of a-z, 0-9, . and -)')
    .optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  SHUTDOWN_DELAY_MS: z.coerce.number().int().min(0).max(60_000).default(0),
  DOWNLOAD_UPLOAD_MAX_BYTES: positiveInt.default(DEFAULT_DOWNLOAD_UPLOAD_MAX_BYTES),
  JOB_CONCURRENCY: z.coerce.number().int().min(1).max(16).default(1),
  VIDEO_UPLOAD_MAX_BYTES: positiveInt.default(DEFAULT_VIDEO_UPLOAD_MAX_BYTES),
  FFMPEG_PATH: z.string().min(1).default('ffmpeg'),
  FFPROBE_PATH: z.string().min(1).default('ffprobe'),
  PAYMENTS: z.enum(PAYMENT_MODES, { error: 'must be manual or stripe' }).default('manual'),
  STRIPE_SECRET_KEY: z
    .string()
    .regex(/^(sk|rk)_(test|live)_\w+$/, 'must be a Stripe secret key (sk_test_…, sk_live_… or rk_…)')
    .optional(),
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .regex(/^whsec_\w+$/, 'must be a webhook signing secret (whsec_…)')
    .optional(),
  STRIPE_API_URL: z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// address' }).optional(),
});

export interface S3StorageConfig {
  kind: 's3';
  /** S3_ENDPOINT, without the bucket: requests go path-style to `<endpoint>/<bucket>/<key>`. */
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
}

/**
 * STRIPE_*: the keys of Stripe's account, and another base URL for its API (a local server speaking
 * Stripe's API, in tests and staging: apps/api/src/dev/stripe-local.ts).
 */
export interface StripeConfig {
  secretKey: string;
  webhookSecret: string;
  apiUrl: URL | undefined;
}

/** PAYMENTS: how orders are paid (modules/payments, ADR 039); `stripe` needs its keys. */
export type PaymentsConfig = { mode: 'manual' } | { mode: 'stripe'; stripe: StripeConfig };

/** STORAGE: where uploads are kept (lib/storage, ADR 016). `disk` is DATA_DIR/uploads. */
export type StorageConfig = { kind: 'disk' } | { kind: 'database' } | S3StorageConfig;

export interface RateLimit {
  max: number;
  timeWindow: number;
}

export interface Config {
  port: number;
  host: string;
  /** Where mails send people: PUBLIC_URL, else http://localhost:PORT. */
  publicUrl: string;
  /**
   * PUBLIC_URL when it is set: the origin of canonical URLs, Open Graph URLs, the sitemap and robots.txt.
   * Unset, each page names the host it was asked for (apps/api/src/modules/pages/origin.ts).
   */
  siteOrigin: string | undefined;
  dataDir: string;
  databaseUrl: string | undefined;
  /** JWT_SECRET; unset, the signing keys are generated once and kept in the database (lib/key-ring.ts). */
  jwtSecret?: string;
  /** JWT_PREVIOUS_SECRET: while rotating JWT_SECRET, the old one still verifies. */
  jwtPreviousSecret?: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  admin: { email: string; password: string } | undefined;
  seed: 'demo' | 'none';
  logLevel: string;
  rateLimits: {
    /** Logins per account (the body's email), from any address. */
    login: RateLimit;
    /** Logins per IP, across accounts: credential stuffing tries many emails from one address. */
    loginIp: RateLimit;
    /** Current-password checks (password change, email change) per signed-in account. */
    password: RateLimit;
    /** Current-password checks per IP, across accounts. */
    passwordIp: RateLimit;
    signup: RateLimit;
    /** Reset codes per email, short window (in the rate-limit store). */
    otpSend: RateLimit;
    /** Reset-code requests per IP, checked before the per-email count (ADR 020). */
    otpSendIp: RateLimit;
    /** Reset codes mailed per account and window, counted in the database (ADR 020). */
    otpDaily: RateLimit;
    /** Reset attempts per IP, across accounts. */
    otpVerifyIp: RateLimit;
    /** Reset attempts per IP and account: a stranger's tries cannot use up the owner's (ADR 020). */
    otpTries: RateLimit;
    /** Wrong reset codes per account and window across codes, counted in the database (ADR 020). */
    otpGuessesDaily: RateLimit;
    leads: RateLimit;
    /** Review writes and quiz attempts, per signed-in learner; each route keeps its own count. */
    learnerWrites: RateLimit;
    /** Cart and wishlist changes, per signed-in learner and route: a quantity stepper clicks often. */
    cartWrites: RateLimit;
    /** Image uploads (console images, the profile image), per signed-in user and route. */
    uploads: RateLimit;
    /** A player's progress reports, per signed-in learner: one every few seconds while a video plays. */
    progressReports: RateLimit;
  };
  /**
   * MEDIA_TOKEN_TTL_SECONDS: how long the cookie a lesson read sets opens its video or file (ADR 033); the
   * player reads the lesson again when it has run out.
   */
  mediaTokenTtlSeconds: number;
  /**
   * IMAGE_DECODE_CONCURRENCY and IMAGE_DECODE_QUEUE: images decoded at once in this instance (default: its
   * CPUs) and uploads that may wait for a turn; past that an upload gets 503 with Retry-After (ADR 023).
   */
  imageDecodes: { concurrency: number; queue: number };
  /**
   * RATE_LIMIT_MEMORY_KEYS: how many keys each limit keeps in memory (without Redis, or while it is down);
   * the least recently used go first. ADR 020 says why a flood cannot push out the counts that matter.
   */
  rateLimitMemoryKeys: number;
  /** Where the built SPA lives; undefined → the API serves no pages (tests). */
  webDist: string | undefined;
  /**
   * TRUST_PROXY: the load balancers' addresses. Only a request from one of them has its X-Forwarded-For read,
   * so rate limits see the client's address behind the proxy and nobody else can claim another address.
   */
  trustProxy?: string[];
  /**
   * REDIS_URL and REDIS_PREFIX: the rate limits are counted in Redis, shared by every instance, with keys
   * starting with the prefix; unset, each instance counts on its own (lib/rate-limit-store.ts, ADR 015).
   */
  /**
   * commandTimeoutMs (not read from the environment; 250 ms unless a caller sets it): how long a count may wait
   * for Redis before this instance counts it itself.
   */
  redis?: { url: string; prefix: string; commandTimeoutMs?: number };
  /**
   * STORAGE (and S3_*): where uploads live; `disk` by default on the embedded database, `database` on
   * PostgreSQL.
   */
  storage: StorageConfig;
  /**
   * SHUTDOWN_DELAY_MS: on SIGTERM, /readyz fails at once and requests are still served this long, so the load
   * balancer's health checks take the instance out before it stops accepting connections.
   */
  shutdownDelayMs: number;
  /** DOWNLOAD_UPLOAD_MAX_BYTES: the largest file a download lesson takes (default 200 MB); past it, 413. */
  downloadUploadMaxBytes: number;
  /** JOB_CONCURRENCY: background jobs (a video's transcoding) this instance runs at once (modules/jobs). */
  jobConcurrency: number;
  /** VIDEO_UPLOAD_MAX_BYTES: the largest video the console takes (default 2 GB). */
  videoUploadMaxBytes: number;
  /** FFMPEG_PATH and FFPROBE_PATH: the programs that prepare videos (Debian's, found on PATH by default). */
  ffmpeg: { ffmpegPath: string; ffprobePath: string };
  /** PAYMENTS and STRIPE_*: manual (an admin marks orders paid, the default) or Stripe Checkout. */
  payments: PaymentsConfig;
}

export class ConfigError extends Error {}

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/**
 * The rate limits' defaults (README "Configuration"): signup, leads and the per-email reset codes as the
 * product was designed; the login, password and reset-code limits per IP and per account are ADR 020's, far
 * above what a person does.
 */
export const DEFAULT_RATE_LIMITS = {
  login: { max: 10, timeWindow: 15 * MINUTE },
  loginIp: { max: 30, timeWindow: 10 * MINUTE },
  password: { max: 10, timeWindow: 15 * MINUTE },
  passwordIp: { max: 30, timeWindow: 10 * MINUTE },
  signup: { max: 10, timeWindow: 10 * MINUTE },
  otpSend: { max: 3, timeWindow: 15 * MINUTE },
  otpSendIp: { max: 20, timeWindow: 15 * MINUTE },
  otpDaily: { max: 10, timeWindow: DAY },
  otpVerifyIp: { max: 30, timeWindow: 15 * MINUTE },
  otpTries: { max: 5, timeWindow: 15 * MINUTE },
  otpGuessesDaily: { max: 30, timeWindow: DAY },
  leads: { max: 5, timeWindow: 10 * MINUTE },
  // Per learner (docs/product.md#accounts): keeps one account from flooding reviews or quiz attempts;
  // generous for a real learner.
  learnerWrites: { max: 30, timeWindow: 10 * MINUTE },
  // Per learner too: a learner stepping quantities up and down stays far below it, a script does not.
  cartWrites: { max: 300, timeWindow: 10 * MINUTE },
  // A person uploads a few images a minute at most; a script sending big images is held back (ADR 023).
  uploads: { max: 60, timeWindow: 10 * MINUTE },
  // A player reports every ~10 s while it plays (docs/product.md#access-and-progress): 60 in 10 minutes per
  // video, ten videos' worth in parallel tabs before a learner is held back.
  progressReports: { max: 600, timeWindow: 10 * MINUTE },
} as const satisfies Config['rateLimits'];

const S3_REQUIRED = ['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;

/** STORAGE's default follows the database; S3 needs its bucket and credentials, and only S3 uses them. */
function storageConfig(e: z.infer<typeof ZEnv>): StorageConfig {
  const kind = e.STORAGE ?? (e.DATABASE_URL ? 'database' : 'disk');
  // Files in the embedded database would serve one process only, and its one connection is held by every
  // transaction (the demo seed stores images inside its own): disk is the embedded database's storage.
  if (kind === 'database' && !e.DATABASE_URL)
    throw new ConfigError(
      'Invalid configuration:\n  STORAGE: database needs DATABASE_URL (PostgreSQL); on the embedded database use disk',
    );
  if (kind !== 's3') {
    const stray =
      S3_REQUIRED.find((name) => e[name] !== undefined) ?? (e.S3_ENDPOINT ? 'S3_ENDPOINT' : undefined);
    if (stray)
      throw new ConfigError(
        `Invalid configuration:\n  STORAGE: ${stray} is set but uploads go to ${kind}; set STORAGE=s3 to use the bucket`,
      );
    return { kind };
  }
  const missing = S3_REQUIRED.filter((name) => e[name] === undefined);
  if (missing.length > 0)
    throw new ConfigError(
      `Invalid configuration:\n${missing.map((name) => `  ${name}: required with STORAGE=s3`).join('\n')}`,
    );
  return {
    kind,
    endpoint: e.S3_ENDPOINT ?? `https://s3.${e.S3_REGION}.amazonaws.com`,
    bucket: e.S3_BUCKET ?? '',
    region: e.S3_REGION,
    accessKeyId: e.S3_ACCESS_KEY_ID ?? '',
    secretAccessKey: e.S3_SECRET_ACCESS_KEY ?? '',
  };
}

const STRIPE_REQUIRED = ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET'] as const;

/** PAYMENTS=stripe needs both keys; the keys without it are a mistake worth stopping for. */
function paymentsConfig(e: z.infer<typeof ZEnv>): PaymentsConfig {
  if (e.PAYMENTS === 'manual') {
    const stray = [...STRIPE_REQUIRED, 'STRIPE_API_URL' as const].find((name) => e[name] !== undefined);
    if (stray)
      throw new ConfigError(
        `Invalid configuration:\n  PAYMENTS: ${stray} is set but PAYMENTS is manual; set PAYMENTS=stripe to take cards`,
      );
    return { mode: 'manual' };
  }
  const missing = STRIPE_REQUIRED.filter((name) => e[name] === undefined);
  if (missing.length > 0)
    throw new ConfigError(
      `Invalid configuration:\n${missing.map((name) => `  ${name}: required with PAYMENTS=stripe`).join('\n')}`,
    );
  return {
    mode: 'stripe',
    stripe: {
      secretKey: e.STRIPE_SECRET_KEY ?? '',
      webhookSecret: e.STRIPE_WEBHOOK_SECRET ?? '',
      apiUrl: e.STRIPE_API_URL ? new URL(e.STRIPE_API_URL) : undefined,
    },
  };
}

/** Parses the environment; a bad value throws a ConfigError naming the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const blanksRemoved = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== ''));
  const parsed = ZEnv.safeParse(blanksRemoved);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  if (Boolean(e.ADMIN_EMAIL) !== Boolean(e.ADMIN_PASSWORD)) {
    throw new ConfigError(
      'Invalid configuration:\n  ADMIN_PASSWORD: ADMIN_EMAIL and ADMIN_PASSWORD go together',
    );
  }
  const dataDir = path.resolve(e.DATA_DIR);
  const storage = storageConfig(e);
  const payments = paymentsConfig(e);
  return {
    port: e.PORT,
    host: e.HOST,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    siteOrigin: e.PUBLIC_URL ? new URL(e.PUBLIC_URL).origin : undefined,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    jwtSecret: e.JWT_SECRET,
    jwtPreviousSecret: e.JWT_PREVIOUS_SECRET,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    admin:
      e.ADMIN_EMAIL && e.ADMIN_PASSWORD ? { email: e.ADMIN_EMAIL, password: e.ADMIN_PASSWORD } : undefined,
    seed: e.SEED,
    logLevel: e.LOG_LEVEL,
    rateLimits: {
      login: { ...DEFAULT_RATE_LIMITS.login, max: e.RATE_LIMIT_LOGIN_MAX },
      loginIp: { ...DEFAULT_RATE_LIMITS.loginIp, max: e.RATE_LIMIT_LOGIN_IP_MAX },
      password: { ...DEFAULT_RATE_LIMITS.password, max: e.RATE_LIMIT_PASSWORD_MAX },
      passwordIp: { ...DEFAULT_RATE_LIMITS.passwordIp, max: e.RATE_LIMIT_PASSWORD_IP_MAX },
      signup: { ...DEFAULT_RATE_LIMITS.signup, max: e.RATE_LIMIT_SIGNUP_MAX },
      otpSend: { ...DEFAULT_RATE_LIMITS.otpSend, max: e.RATE_LIMIT_OTP_MAX },
      otpSendIp: { ...DEFAULT_RATE_LIMITS.otpSendIp, max: e.RATE_LIMIT_OTP_IP_MAX },
      otpDaily: { ...DEFAULT_RATE_LIMITS.otpDaily, max: e.RATE_LIMIT_OTP_DAILY_MAX },
      otpVerifyIp: { ...DEFAULT_RATE_LIMITS.otpVerifyIp, max: e.RATE_LIMIT_OTP_VERIFY_IP_MAX },
      otpTries: { ...DEFAULT_RATE_LIMITS.otpTries, max: e.RATE_LIMIT_OTP_TRIES_MAX },
      otpGuessesDaily: { ...DEFAULT_RATE_LIMITS.otpGuessesDaily, max: e.RATE_LIMIT_OTP_GUESSES_DAILY_MAX },
      leads: { ...DEFAULT_RATE_LIMITS.leads, max: e.RATE_LIMIT_LEADS_MAX },
      learnerWrites: { ...DEFAULT_RATE_LIMITS.learnerWrites, max: e.RATE_LIMIT_LEARNER_WRITES_MAX },
      cartWrites: { ...DEFAULT_RATE_LIMITS.cartWrites, max: e.RATE_LIMIT_CART_WRITES_MAX },
      uploads: { ...DEFAULT_RATE_LIMITS.uploads, max: e.RATE_LIMIT_UPLOADS_MAX },
      progressReports: { ...DEFAULT_RATE_LIMITS.progressReports, max: e.RATE_LIMIT_PROGRESS_MAX },
    },
    mediaTokenTtlSeconds: e.MEDIA_TOKEN_TTL_SECONDS,
    imageDecodes: { concurrency: e.IMAGE_DECODE_CONCURRENCY, queue: e.IMAGE_DECODE_QUEUE },
    rateLimitMemoryKeys: e.RATE_LIMIT_MEMORY_KEYS,
    webDist: path.resolve(e.WEB_DIST ?? path.join(import.meta.dirname, '../../web/dist')),
    trustProxy: e.TRUST_PROXY,
    redis: e.REDIS_URL ? { url: e.REDIS_URL, prefix: e.REDIS_PREFIX } : undefined,
    storage,
    shutdownDelayMs: e.SHUTDOWN_DELAY_MS,
    downloadUploadMaxBytes: e.DOWNLOAD_UPLOAD_MAX_BYTES,
    jobConcurrency: e.JOB_CONCURRENCY,
    videoUploadMaxBytes: e.VIDEO_UPLOAD_MAX_BYTES,
    ffmpeg: { ffmpegPath: e.FFMPEG_PATH, ffprobePath: e.FFPROBE_PATH },
    payments,
  };
}
