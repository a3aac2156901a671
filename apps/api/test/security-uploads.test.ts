import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_RATE_LIMITS } from '#api/config.ts';
import { imageDecodes } from '#api/lib/images.ts';
import { IMAGE_UPLOAD_LIMITS, MESSAGES } from '@curio/shared';
import { useTestApp } from './helpers/app.ts';
import { adminUrls } from './helpers/catalogue-admin.ts';
import { aCategory, aCourse } from './helpers/courses.ts';
import { multipart, png, pngClaiming } from './helpers/uploads.ts';
import { editorAuth, signedInUser } from './helpers/users.ts';

const M = MESSAGES.images;
const generous = { max: 10_000, timeWindow: 60_000 };
const everyLimitGenerous = Object.fromEntries(
  Object.keys(DEFAULT_RATE_LIMITS).map((name) => [name, generous]),
) as unknown as typeof DEFAULT_RATE_LIMITS;

/** One upload route: who may call it, how to send it an image, and the field its errors name. */
interface UploadRoute {
  name: string;
  field: string;
  /** A fresh caller of the route and the request that sends it `content`. */
  caller: (app: FastifyInstance) => Promise<(content: Buffer) => Promise<LightMyRequestResponse>>;
}

const UPLOAD_ROUTES: UploadRoute[] = [
  {
    name: 'POST /api/admin/uploads/images',
    field: IMAGE_UPLOAD_LIMITS.field,
    caller: async (app) => {
      const auth = await editorAuth(app);
      return (content) =>
        app.inject({
          method: 'POST',
          url: '/api/admin/uploads/images',
          ...multipart('image', 'photo.png', 'image/png', content, auth),
        });
    },
  },
  {
    name: 'POST /api/admin/courses/{id}/images',
    field: IMAGE_UPLOAD_LIMITS.field,
    caller: async (app) => {
      const auth = await editorAuth(app);
      const course = await aCourse(await aCategory());
      return (content) =>
        app.inject({
          method: 'POST',
          url: adminUrls.courseImages(course.id),
          ...multipart('image', 'photo.png', 'image/png', content, auth),
        });
    },
  },
  {
    name: 'PUT /api/user/update (profile image)',
    field: 'profileImage',
    caller: async (app) => {
      const { auth } = await signedInUser(app);
      return (content) =>
        app.inject({
          method: 'PUT',
          url: '/api/user/update',
          ...multipart('profileImage', 'me.png', 'image/png', content, auth),
        });
    },
  },
];

const isStored = (res: LightMyRequestResponse) => res.statusCode === 200 || res.statusCode === 201;

describe('uploads are limited per user on every upload route', () => {
  const LIMIT = 2;
  const ctx = useTestApp({
    rateLimits: { ...everyLimitGenerous, uploads: { max: LIMIT, timeWindow: 60_000 } },
  });

  it.each(UPLOAD_ROUTES)(
    '$name: the upload past the limit gets 429, another user still uploads',
    async (route) => {
      const image = await png(64, 64);
      const upload = await route.caller(ctx.app);
      for (let i = 0; i < LIMIT; i++) expect(isStored(await upload(image))).toBe(true);

      const refused = await upload(image);
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toMatchObject({ statusCode: 429, data: null });
      expect(refused.headers['retry-after']).toBeDefined();

      const someoneElse = await route.caller(ctx.app);
      expect(isStored(await someoneElse(image))).toBe(true);
    },
  );

  it('defaults to 60 uploads per 10 minutes: more than a person uploads, fewer than a script', () => {
    expect(DEFAULT_RATE_LIMITS.uploads).toEqual({ max: 60, timeWindow: 10 * 60_000 });
  });
});

describe('an image over 24 megapixels is refused from its header, before it is decoded', () => {
  const ctx = useTestApp();

  it.each(UPLOAD_ROUTES)('$name: 400 naming the field, even while no decode turn is free', async (route) => {
    expect(IMAGE_UPLOAD_LIMITS.maxPixels).toBe(24_000_000);
    const upload = await route.caller(ctx.app);
    // Every decode turn taken: an upload that reached the decoder would wait, not answer.
    const held = await holdEveryDecodeTurn(ctx.app);
    try {
      // A 1×1 PNG whose header claims 6000 × 4001: decoding it would fail with another message.
      const res = await upload(await pngClaiming(6000, 4001));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        message: M.tooManyPixels,
        errors: [{ field: route.field, message: M.tooManyPixels }],
      });
      expect(imageDecodes.waiting).toBe(0);
    } finally {
      await held.release();
    }
  });

  it('lets a header of exactly 24 megapixels through to the decoder', async () => {
    const upload = await UPLOAD_ROUTES[0]?.caller(ctx.app);
    // 6000 × 4000 passes the header check; the 1×1 body behind it then fails to decode.
    const res = await upload?.(await pngClaiming(6000, 4000));
    expect(res?.json()).toMatchObject({ statusCode: 400, message: M.type });
  });
});

describe('at most IMAGE_DECODE_CONCURRENCY decodes at once; a few wait, the rest get 503 with Retry-After', () => {
  const ctx = useTestApp({ imageDecodes: { concurrency: 1, queue: 1 } });
  let held: HeldTurns | undefined;
  afterEach(async () => {
    await held?.release();
    held = undefined;
  });

  it.each(UPLOAD_ROUTES)('$name: the upload in the queue is stored once the turn frees', async (route) => {
    const image = await png(120, 80);
    const [first, second] = [await route.caller(ctx.app), await route.caller(ctx.app)];
    held = await holdEveryDecodeTurn(ctx.app);
    expect(imageDecodes.active).toBe(1);

    const waiting = first(image);
    await vi.waitFor(() => expect(imageDecodes.waiting).toBe(1));

    const refused = await second(image);
    expect(refused.statusCode).toBe(503);
    expect(refused.json()).toEqual({ statusCode: 503, message: M.busy, data: null });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // The security headers come with it, like every other error.
    expect(refused.headers['x-content-type-options']).toBe('nosniff');

    await held.release();
    held = undefined;
    expect(isStored(await waiting)).toBe(true);
    expect(imageDecodes.active).toBe(0);
    // Once nothing holds the turn, the refused upload goes through.
    expect(isStored(await second(image))).toBe(true);
  });
});

interface HeldTurns {
  release: () => Promise<void>;
}

/**
 * Takes every decode turn of the app (its IMAGE_DECODE_CONCURRENCY) until `release`, as busy decodes would.
 */
async function holdEveryDecodeTurn(app: FastifyInstance): Promise<HeldTurns> {
  const { concurrency } = app.config.imageDecodes;
  const releases: (() => void)[] = [];
  const runs = Array.from({ length: concurrency }, () =>
    imageDecodes.run(() => new Promise<void>((resolve) => releases.push(resolve))),
  );
  await vi.waitFor(() => expect(releases).toHaveLength(concurrency));
  return {
    release: async () => {
      for (const release of releases) release();
      await Promise.all(runs);
    },
  };
}
