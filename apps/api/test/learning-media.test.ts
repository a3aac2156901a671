import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '@curio/db';
import { LEARNING_MESSAGES as L } from '@curio/shared';
import { mediaPath, signMediaToken, videoAsset, fileAsset } from '#api/modules/learning/media-token.ts';
import { createTestApp } from './helpers/app.ts';
import { anOrder, moveOrder } from './helpers/commerce.ts';
import { resetDatabase, testDatabase } from './helpers/database.ts';
import {
  aCaller,
  aLearningCourse,
  call,
  DOWNLOAD_BYTES,
  learnUrls,
  mediaCookieOf,
  mediaTokenFor,
  VIDEO_FILES,
  withMediaCookie,
  type LearningCourse,
} from './helpers/learning.ts';
import { adminAuth } from './helpers/users.ts';

/**
 * Protected media (docs/product.md#access-and-progress, ADR 033): a lesson's video files and download are
 * served under `/media/` only with the HMAC-signed cookie the lesson's read set, for that learner and that
 * asset, until it expires; playlists check access again in the database.
 */

let app: FastifyInstance;
let world: LearningCourse;
let other: LearningCourse;

beforeAll(async () => {
  app = await createTestApp();
  await resetDatabase();
  world = await aLearningCourse(app);
  other = await aLearningCourse(app);
});
afterAll(() => app.close());

const videoUrl = (videoId: string, file: string) => `${mediaPath(videoAsset(videoId))}${file}`;
const fileUrl = (lessonId: string) => mediaPath(fileAsset(lessonId));
const get = (url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers });

describe('the cookie a lesson read sets', () => {
  it('is HttpOnly, SameSite=Strict, scoped to the video’s folder, for MEDIA_TOKEN_TTL_SECONDS', async () => {
    const learner = await aCaller(app, 'confirmed', world.course);
    const res = await call(app, 'GET', learnUrls.lesson(world.videoLesson.id), learner.auth);
    expect(res.statusCode).toBe(200);
    const cookie = mediaCookieOf(res);
    expect(cookie?.header).toBe(
      `curio_media=${cookie?.value ?? ''}; Path=/media/videos/${world.video.id}/; HttpOnly; SameSite=Strict; Max-Age=7200`,
    );
    const video = res.json().data.video;
    expect(video).toEqual({
      playlistUrl: `/media/videos/${world.video.id}/master.m3u8`,
      posterUrl: `/media/videos/${world.video.id}/poster.jpg`,
      captions: [],
      durationSeconds: 600,
    });
  });

  it('is Secure when the request came over https (through a trusted proxy)', async () => {
    const proxied = await createTestApp({ trustProxy: ['127.0.0.1'] });
    try {
      const res = await proxied.inject({
        method: 'GET',
        url: learnUrls.lesson(world.previewVideoLesson.id),
        headers: { 'x-forwarded-proto': 'https' },
      });
      expect(res.statusCode).toBe(200);
      expect(mediaCookieOf(res)?.header).toMatch(/; Secure$/);
    } finally {
      await proxied.close();
    }
  });

  it('of a download lesson is scoped to its file, and the lesson names the file', async () => {
    const learner = await aCaller(app, 'completed', world.course);
    const res = await call(app, 'GET', learnUrls.lesson(world.download.id), learner.auth);
    expect(mediaCookieOf(res)?.header).toContain(`Path=/media/files/${world.download.id};`);
    expect(res.json().data.download).toEqual({
      url: `/media/files/${world.download.id}`,
      fileName: 'Gärtner workbook (v2).pdf',
      fileSize: DOWNLOAD_BYTES.length,
      fileType: 'application/pdf',
    });
  });

  it('is not set by a reading lesson', async () => {
    const res = await call(app, 'GET', learnUrls.lesson(world.preview.id), {});
    expect(res.statusCode).toBe(200);
    expect(mediaCookieOf(res)).toBeUndefined();
  });
});

describe('GET /media/videos/{videoId}/…', () => {
  it('serves every file of the video with the cookie: playlists revalidated, segments immutable', async () => {
    const learner = await aCaller(app, 'confirmed', world.course);
    const cookie = withMediaCookie(await mediaTokenFor(app, world.videoLesson.id, learner.auth));
    for (const [name, body] of Object.entries(VIDEO_FILES)) {
      if (name === 'source.original') continue;
      const res = await get(videoUrl(world.video.id, name), cookie);
      expect(res.statusCode, name).toBe(200);
      expect(res.body).toBe(body);
      const revalidated = name.endsWith('.m3u8') || name.endsWith('.vtt');
      expect(res.headers['cache-control'], name).toBe(
        revalidated ? 'private, no-cache' : 'private, max-age=31536000, immutable',
      );
    }
    const playlist = await get(videoUrl(world.video.id, 'master.m3u8'), cookie);
    expect(playlist.headers['content-type']).toBe('application/vnd.apple.mpegurl');
    const segment = await get(videoUrl(world.video.id, '360p/seg_00000.m4s'), cookie);
    expect(segment.headers['content-type']).toBe('video/iso.segment');
    const cached = await get(videoUrl(world.video.id, '360p/seg_00000.m4s'), {
      ...cookie,
      'if-none-match': String(segment.headers.etag),
    });
    expect(cached.statusCode).toBe(304);
    expect(cached.body).toBe('');
  });

  it('never serves the uploaded original, and 404s a file that is not there', async () => {
    const learner = await aCaller(app, 'confirmed', world.course);
    const cookie = withMediaCookie(await mediaTokenFor(app, world.videoLesson.id, learner.auth));
    expect((await get(videoUrl(world.video.id, 'source.original'), cookie)).statusCode).toBe(404);
    expect((await get(videoUrl(world.video.id, '720p/index.m3u8'), cookie)).statusCode).toBe(404);
    expect((await get(videoUrl(world.video.id, '%2e%2e/%2e%2e/x/master.m3u8'), cookie)).statusCode).toBe(404);
  });

  it('is 401 without the cookie', async () => {
    const res = await get(videoUrl(world.video.id, '360p/seg_00000.m4s'));
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe(L.mediaForbidden);
    expect(res.body).not.toContain('media-segment-bytes');
  });

  it('is 403 with the cookie of another video, of another course, or one that was altered', async () => {
    const learner = await aCaller(app, 'confirmed', world.course);
    const preview = await mediaTokenFor(app, world.previewVideoLesson.id, learner.auth);
    const elsewhere = await mediaTokenFor(app, other.previewVideoLesson.id, {});
    const mine = await mediaTokenFor(app, world.videoLesson.id, learner.auth);
    const [payload, signature] = mine.split('.');
    const forged = Buffer.from(
      JSON.stringify({ sub: learner.userId, asset: videoAsset(world.video.id), exp: 4_102_444_800 }),
    ).toString('base64url');
    for (const token of [
      preview,
      elsewhere,
      `${forged}.${signature ?? ''}`,
      `${payload ?? ''}.AAAA`,
      'junk',
    ]) {
      const res = await get(videoUrl(world.video.id, '360p/seg_00000.m4s'), withMediaCookie(token));
      expect(res.statusCode, token).toBe(403);
      expect(res.json().message).toBe(L.mediaForbidden);
    }
  });

  it('is 403 once the cookie has expired (signed with an expiry in the past)', async () => {
    const learner = await aCaller(app, 'confirmed', world.course);
    const expired = signMediaToken(app.keyRing.mediaSecret, {
      sub: learner.userId ?? '',
      asset: videoAsset(world.video.id),
      exp: Math.floor(Date.now() / 1000) - 1,
    });
    const res = await get(videoUrl(world.video.id, '360p/seg_00000.m4s'), withMediaCookie(expired));
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(L.mediaExpired);
  });

  it('refuses another learner’s cookie made out to someone else, and one signed without the server’s key', async () => {
    const owner = await aCaller(app, 'confirmed', world.course);
    const stranger = await aCaller(app, 'no order', world.course);
    const token = await mediaTokenFor(app, world.videoLesson.id, owner.auth);
    // The owner's cookie with the stranger's id put in: the signature no longer matches.
    const [, signature] = token.split('.');
    const reassigned = Buffer.from(
      JSON.stringify({
        sub: stranger.userId,
        asset: videoAsset(world.video.id),
        exp: Math.floor(Date.now() / 1000) + 60,
      }),
    ).toString('base64url');
    const otherKey = signMediaToken(Buffer.from('not the server secret'), {
      sub: stranger.userId ?? '',
      asset: videoAsset(world.video.id),
      exp: Math.floor(Date.now() / 1000) + 60,
    });
    for (const forged of [`${reassigned}.${signature ?? ''}`, otherKey]) {
      const res = await app.inject({
        method: 'GET',
        url: videoUrl(world.video.id, 'master.m3u8'),
        headers: { ...stranger.auth, ...withMediaCookie(forged) },
      });
      expect(res.statusCode).toBe(403);
    }
  });

  it('checks a playlist against the learner the cookie names, whoever sends it', async () => {
    const owner = await aCaller(app, 'no order', world.course);
    const order = await anOrder(app, owner.auth, [{ courseId: world.course.id }]);
    const admin = await adminAuth(app);
    await moveOrder(app, admin, order._id, 'confirmed');
    const cookie = withMediaCookie(await mediaTokenFor(app, world.videoLesson.id, owner.auth));
    const stranger = await aCaller(app, 'no order', world.course);
    const playlist = () =>
      app.inject({
        method: 'GET',
        url: videoUrl(world.video.id, 'master.m3u8'),
        headers: { ...stranger.auth, ...cookie },
      });
    expect((await playlist()).statusCode).toBe(200);
    await moveOrder(app, admin, order._id, 'cancelled');
    expect((await playlist()).statusCode).toBe(403);
  });

  it('refuses the playlist as soon as the learner’s order is cancelled, though the cookie is still valid', async () => {
    const learner = await aCaller(app, 'no order', world.course);
    const order = await anOrder(app, learner.auth, [{ courseId: world.course.id }]);
    const admin = await adminAuth(app);
    await moveOrder(app, admin, order._id, 'confirmed');
    const cookie = withMediaCookie(await mediaTokenFor(app, world.videoLesson.id, learner.auth));
    expect((await get(videoUrl(world.video.id, '360p/index.m3u8'), cookie)).statusCode).toBe(200);

    await moveOrder(app, admin, order._id, 'cancelled');
    const playlist = await get(videoUrl(world.video.id, '360p/index.m3u8'), cookie);
    expect(playlist.statusCode).toBe(403);
    expect(playlist.body).not.toContain('#EXTM3U');
    // The lesson itself is locked again too.
    expect((await call(app, 'GET', learnUrls.lesson(world.videoLesson.id), learner.auth)).statusCode).toBe(
      403,
    );
  });

  it('refuses the playlist once the learner’s account is disabled', async () => {
    const learner = await aCaller(app, 'confirmed', world.course);
    const cookie = withMediaCookie(await mediaTokenFor(app, world.videoLesson.id, learner.auth));
    expect((await get(videoUrl(world.video.id, 'master.m3u8'), cookie)).statusCode).toBe(200);
    const { db } = await testDatabase();
    await db
      .update(users)
      .set({ disabledAt: new Date() })
      .where(eq(users.id, learner.userId ?? ''));
    expect((await get(videoUrl(world.video.id, 'master.m3u8'), cookie)).statusCode).toBe(403);
  });

  it('plays a free-preview video to a visitor who is not signed in', async () => {
    const cookie = withMediaCookie(await mediaTokenFor(app, world.previewVideoLesson.id, {}));
    const res = await get(videoUrl(world.previewVideo.id, 'master.m3u8'), cookie);
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(VIDEO_FILES['master.m3u8']);
  });
});

describe('GET /media/files/{lessonId}', () => {
  async function cookie() {
    const learner = await aCaller(app, 'confirmed', world.course);
    return withMediaCookie(await mediaTokenFor(app, world.download.id, learner.auth));
  }

  it('sends the file as an attachment under its own name, with byte ranges', async () => {
    const res = await get(fileUrl(world.download.id), await cookie());
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(DOWNLOAD_BYTES)).toBe(true);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['accept-ranges']).toBe('bytes');
    expect(res.headers['content-length']).toBe(String(DOWNLOAD_BYTES.length));
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="G_rtner workbook (v2).pdf"; filename*=UTF-8''G%C3%A4rtner%20workbook%20%28v2%29.pdf`,
    );
  });

  it('answers a range 206 with that part, a suffix range, and a range past the end 416', async () => {
    const headers = await cookie();
    const part = await get(fileUrl(world.download.id), { ...headers, range: 'bytes=5-9' });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 5-9/${String(DOWNLOAD_BYTES.length)}`);
    expect(part.rawPayload.equals(DOWNLOAD_BYTES.subarray(5, 10))).toBe(true);

    const tail = await get(fileUrl(world.download.id), { ...headers, range: 'bytes=-4' });
    expect(tail.statusCode).toBe(206);
    expect(tail.rawPayload.equals(DOWNLOAD_BYTES.subarray(-4))).toBe(true);

    const past = await get(fileUrl(world.download.id), { ...headers, range: 'bytes=9999-' });
    expect(past.statusCode).toBe(416);
    expect(past.headers['content-range']).toBe(`bytes */${String(DOWNLOAD_BYTES.length)}`);

    // If-Range with another version: the whole file.
    const stale = await get(fileUrl(world.download.id), {
      ...headers,
      range: 'bytes=0-1',
      'if-range': '"old"',
    });
    expect(stale.statusCode).toBe(200);
    expect(stale.rawPayload.equals(DOWNLOAD_BYTES)).toBe(true);
    // If-Range with this version: the range.
    const whole = await get(fileUrl(world.download.id), headers);
    const current = await get(fileUrl(world.download.id), {
      ...headers,
      range: 'bytes=60-',
      'if-range': String(whole.headers.etag),
    });
    expect(current.statusCode).toBe(206);
    expect(current.rawPayload.equals(DOWNLOAD_BYTES.subarray(60))).toBe(true);
    const head = await app.inject({ method: 'HEAD', url: fileUrl(world.download.id), headers });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-length']).toBe(String(DOWNLOAD_BYTES.length));
    expect(head.body).toBe('');
  });

  it('is 401 without the cookie and 403 with the cookie of another lesson or expired', async () => {
    expect((await get(fileUrl(world.download.id))).statusCode).toBe(401);
    const learner = await aCaller(app, 'confirmed', world.course);
    const video = await mediaTokenFor(app, world.videoLesson.id, learner.auth);
    expect((await get(fileUrl(world.download.id), withMediaCookie(video))).statusCode).toBe(403);
    const expired = signMediaToken(app.keyRing.mediaSecret, {
      sub: learner.userId ?? '',
      asset: fileAsset(world.download.id),
      exp: Math.floor(Date.now() / 1000) - 60,
    });
    const res = await get(fileUrl(world.download.id), withMediaCookie(expired));
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(L.mediaExpired);
  });
});

describe('the private media folder elsewhere', () => {
  it('is never served by /uploads/, though the file exists', async () => {
    const key = `media/videos/${world.video.id}/360p/seg_00000.m4s`;
    expect(await app.fileStorage.has(key)).toBe(true);
    const res = await get(`/uploads/${key}`);
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('media-segment-bytes');
    const download = await get(`/uploads/media/files/x.pdf`);
    expect(download.statusCode).toBe(404);
  });
});
