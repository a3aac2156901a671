import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { backgroundJobs, lessons, videos, type CourseRow } from '@curio/db';
import { formatFileSize, MESSAGES, VIDEO_MESSAGES } from '@curio/shared';
import { auditRows } from './helpers/catalogue-admin.ts';
import { useTestApp, createTestApp } from './helpers/app.ts';
import { aCategory, aCourse } from './helpers/courses.ts';
import { testDatabase } from './helpers/database.ts';
import { adminAuth, editorAuth, signedInUser } from './helpers/users.ts';
import { tempDir } from './helpers/temp.ts';
import { aVideo, aVideoLesson, makeClip, readVideo, videoUpload } from './helpers/videos.ts';

/**
 * The console's videos (docs/product.md#learning, ADR 032): a real clip uploaded, transcoded by the job into
 * the HLS set of the storage layout, and its lessons given its length; a corrupt upload failing with a reason
 * and queued again on retry; captions; deleting; the guards and every bad input, with nothing stored.
 */
const ctx = useTestApp();
const V = VIDEO_MESSAGES;

let clip: Buffer;
beforeAll(async () => {
  clip = await readFile(await makeClip());
});

const storedMedia = async (app: FastifyInstance) => app.fileStorage.list('media/');
const videoRows = async () => (await testDatabase()).db.select().from(videos);

async function aCourseWithStaff() {
  const course = await aCourse(await aCategory());
  return { course, admin: await adminAuth(ctx.app), editor: await editorAuth(ctx.app) };
}

/** The text of a stored file. */
const textOf = async (app: FastifyInstance, key: string) => (await app.fileStorage.get(key))?.body.toString();

describe('uploading and transcoding a video', () => {
  it('turns a 10-second clip into HLS renditions, a poster and a length its lessons take', async () => {
    const { course, editor } = await aCourseWithStaff();
    const res = await ctx.app.inject(videoUpload(course.id, clip, editor));
    expect(res.statusCode).toBe(201);
    const uploaded = res.json();
    expect(uploaded.message).toBe(V.uploadStarted);
    expect(uploaded.data).toMatchObject({
      courseId: course.id,
      originalName: 'Lesson 1.mp4',
      originalSize: clip.length,
      status: 'queued',
      progress: 0,
      renditions: [],
    });
    const id = uploaded.data._id as string;
    const lesson = await aVideoLesson(course, id);
    expect((await auditRows(id))[0]).toMatchObject({ action: 'create', entity: 'video' });

    const ready = await vi.waitFor(
      async () => {
        const video = await readVideo(ctx.app, id, editor);
        expect(video.status).toBe('ready');
        return video;
      },
      { timeout: 180_000, interval: 250 },
    );
    expect(ready).toMatchObject({ progress: 100, error: null, width: 1280, height: 720 });
    expect(ready.renditions).toEqual(['360p', '720p']);
    expect(ready.durationSeconds).toBeCloseTo(10, 0);

    const folder = `media/videos/${id}/`;
    const master = (await textOf(ctx.app, `${folder}master.m3u8`)) ?? '';
    expect(master).toMatch(
      /BANDWIDTH=\d+,RESOLUTION=640x360,CODECS="avc1\.[0-9a-f]+,mp4a\.40\.2"\n360p\/index\.m3u8/,
    );
    expect(master).toMatch(/RESOLUTION=1280x720,CODECS="avc1\.[0-9a-f]+,mp4a\.40\.2"\n720p\/index\.m3u8/);
    expect(master).not.toContain('1080p');

    for (const rendition of ['360p', '720p']) {
      const playlistKey = `${folder}${rendition}/index.m3u8`;
      const playlist = (await textOf(ctx.app, playlistKey)) ?? '';
      expect(playlist).toContain('#EXT-X-MAP:URI="init.mp4"');
      expect(playlist).toContain('#EXT-X-ENDLIST');
      const segments = playlist.split('\n').filter((line) => line.endsWith('.m4s'));
      expect(segments[0]).toBe('seg_00000.m4s');
      expect(segments.length).toBeGreaterThanOrEqual(2);
      const lengths = [...playlist.matchAll(/#EXTINF:([\d.]+)/g)].map((m) => Number(m[1]));
      expect(lengths.reduce((a, b) => a + b, 0)).toBeCloseTo(10, 0);
      expect(Math.max(...lengths)).toBeLessThanOrEqual(6.1);
      expect((await ctx.app.fileStorage.read(playlistKey))?.contentType).toBe(
        'application/vnd.apple.mpegurl',
      );
      for (const [file, type] of [
        ['init.mp4', 'video/mp4'],
        ...segments.map((segment) => [segment, 'video/iso.segment']),
      ] as const) {
        const stored = await ctx.app.fileStorage.get(`${folder}${rendition}/${file}`);
        expect(stored?.contentType, `${rendition}/${file}`).toBe(type);
        expect(stored?.body.length, `${rendition}/${file}`).toBeGreaterThan(100);
      }
    }
    const poster = await ctx.app.fileStorage.get(`${folder}poster.jpg`);
    expect(poster?.contentType).toBe('image/jpeg');
    expect(poster?.body.subarray(0, 2)).toEqual(Buffer.from([0xff, 0xd8]));
    // The original is gone once the video is ready; the lesson shows its length.
    expect(await ctx.app.fileStorage.has(`${folder}source.original`)).toBe(false);
    const [row] = await (await testDatabase()).db.select().from(videos).where(eq(videos.id, id));
    expect(row).toMatchObject({ originalKey: null, posterKey: `${folder}poster.jpg` });
    const [shown] = await (await testDatabase()).db.select().from(lessons).where(eq(lessons.id, lesson.id));
    expect(shown?.durationSeconds).toBe(10);
  });

  it('fails a corrupt upload with a reason the operator understands; retry queues it again', async () => {
    const { course, admin } = await aCourseWithStaff();
    // An MP4's first box, then 3 MB that no player could read (past the JSON body limit: streamed).
    const corrupt = Buffer.concat([clip.subarray(0, 32), Buffer.alloc(3 * 1024 * 1024, 7)]);
    const res = await ctx.app.inject(videoUpload(course.id, corrupt, admin, { name: 'broken.mp4' }));
    expect(res.statusCode).toBe(201);
    const id = res.json().data._id as string;

    const failed = await vi.waitFor(
      async () => {
        const video = await readVideo(ctx.app, id, admin);
        expect(video.status).toBe('failed');
        return video;
      },
      { timeout: 60_000, interval: 200 },
    );
    expect(failed.error).toBe(V.failures.unreadable);
    // A permanent failure: one attempt, its reason kept.
    const { db } = await testDatabase();
    const [job] = await db.select().from(backgroundJobs).where(eq(backgroundJobs.kind, 'video.transcode'));
    expect(job).toMatchObject({ attempts: 1, lastError: V.failures.unreadable });
    expect(job?.failedAt).not.toBeNull();
    expect(await ctx.app.fileStorage.has(`media/videos/${id}/source.original`)).toBe(true);

    const retried = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/videos/${id}/retry`,
      headers: admin,
    });
    expect(retried.statusCode).toBe(200);
    expect(retried.json()).toMatchObject({ message: V.retried, data: { status: 'queued', error: null } });
    expect(
      await db.select().from(backgroundJobs).where(eq(backgroundJobs.kind, 'video.transcode')),
    ).toHaveLength(2);
    expect((await auditRows(id))[0]).toMatchObject({ action: 'status', entity: 'video' });
    // It fails again, for the same reason; a video that has not failed cannot be retried.
    await vi.waitFor(async () => expect((await readVideo(ctx.app, id, admin)).status).toBe('failed'), {
      timeout: 60_000,
      interval: 200,
    });
    const ready = await aVideo(course, { status: 'ready' });
    const refused = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/videos/${ready.id}/retry`,
      headers: admin,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(V.notFailed);
  });
});

describe('the console’s video routes', () => {
  it('are for editors and admins only: 401 without a token, 403 for a learner', async () => {
    const { course, editor, admin } = await aCourseWithStaff();
    const video = await aVideo(course);
    const learner = (await signedInUser(ctx.app)).auth;
    const requests = [
      ['GET', '/api/admin/videos/capabilities'],
      ['GET', `/api/admin/courses/${course.id}/videos`],
      ['POST', `/api/admin/courses/${course.id}/videos`],
      ['GET', `/api/admin/videos/${video.id}`],
      ['POST', `/api/admin/videos/${video.id}/retry`],
      ['PUT', `/api/admin/videos/${video.id}/captions/en`],
      ['DELETE', `/api/admin/videos/${video.id}/captions/en`],
      ['DELETE', `/api/admin/videos/${video.id}`],
    ] as const;
    for (const [method, url] of requests) {
      const body = method === 'POST' || method === 'PUT' ? { payload: clip.subarray(0, 64) } : {};
      const headers = { 'content-type': method === 'PUT' ? 'text/vtt' : 'video/mp4' };
      const anonymous = await ctx.app.inject({ method, url, headers, ...body });
      expect(anonymous.statusCode, `${method} ${url}`).toBe(401);
      const refused = await ctx.app.inject({ method, url, headers: { ...headers, ...learner }, ...body });
      expect(refused.statusCode, `${method} ${url}`).toBe(403);
      expect(refused.json().message).toBe(MESSAGES.auth.forbidden);
    }
    expect(await videoRows()).toHaveLength(1);

    const capabilities = await ctx.app.inject({ method: 'GET', url: requests[0][1], headers: editor });
    expect(capabilities.json().data).toEqual({ transcoding: true, maxUploadBytes: 2 * 1024 ** 3 });
    const list = await ctx.app.inject({ method: 'GET', url: requests[1][1], headers: admin });
    expect(list.json().data.map((item: { _id: string }) => item._id)).toEqual([video.id]);
    const one = await ctx.app.inject({ method: 'GET', url: requests[3][1], headers: editor });
    expect(one.json().data).toMatchObject({ _id: video.id, status: 'queued', captions: [] });
    expect(one.json().data).not.toHaveProperty('originalKey');
    const missing = await ctx.app.inject({
      method: 'GET',
      url: `/api/admin/videos/${crypto.randomUUID()}`,
      headers: editor,
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(V.videoNotFound);
  });

  it('refuses every bad upload in the envelope, before storing anything', async () => {
    const { course, editor } = await aCourseWithStaff();
    const url = `/api/admin/courses/${course.id}/videos`;
    const before = await storedMedia(ctx.app);
    const cases = [
      // No Content-Length: a stream of unknown length.
      [
        {
          method: 'POST',
          url,
          headers: { ...editor, 'content-type': 'video/mp4' },
          payload: Readable.from([clip]),
        },
        411,
        V.lengthRequired,
      ],
      [videoUpload(course.id, Buffer.from('plain text, not a video at all'), editor), 400, V.notAVideo],
      [
        videoUpload(course.id, Buffer.from('<?xml version="1.0"?><svg/>'), editor, { type: 'video/webm' }),
        400,
        V.notAVideo,
      ],
      [videoUpload(course.id, clip, editor, { name: '%E0%A4%A' }), 400, V.badFileName],
      [videoUpload(course.id, clip, editor, { type: 'application/octet-stream' }), 415, undefined],
      [videoUpload(crypto.randomUUID(), clip, editor), 404, undefined],
      [videoUpload('not-a-course', clip, editor), 400, undefined],
    ] as const;
    for (const [request, status, message] of cases) {
      const res = await ctx.app.inject(request);
      expect(res.statusCode, `${String(status)} ${message ?? ''}`).toBe(status);
      expect(res.json()).toMatchObject({ statusCode: status, data: null });
      if (message) expect(res.json().message).toBe(message);
    }
    expect(await videoRows()).toEqual([]);
    expect(await storedMedia(ctx.app)).toEqual(before);
  });

  it('refuses a video larger than VIDEO_UPLOAD_MAX_BYTES with 413 before reading it', async () => {
    const app = await createTestApp({ videoUploadMaxBytes: 1000 });
    try {
      const { course } = await aCourseWithStaff();
      const res = await app.inject(videoUpload(course.id, clip, await editorAuth(app)));
      expect(res.statusCode).toBe(413);
      expect(res.json()).toMatchObject({
        statusCode: 413,
        message: V.tooLarge(formatFileSize(1000)),
        data: null,
      });
      expect(await videoRows()).toEqual([]);
      expect(await storedMedia(app)).toEqual([]);
    } finally {
      await app.close();
    }
  });

  it('adds, replaces and removes captions; refuses a bad language or a file that is not WebVTT', async () => {
    const { course, editor } = await aCourseWithStaff();
    const video = await aVideo(course, { status: 'ready' });
    const captions = (lang: string, body: string | Buffer, label?: string) =>
      ctx.app.inject({
        method: 'PUT',
        url: `/api/admin/videos/${video.id}/captions/${lang}${label ? `?label=${encodeURIComponent(label)}` : ''}`,
        headers: { ...editor, 'content-type': 'text/vtt; charset=utf-8' },
        payload: body,
      });
    const vtt = 'WEBVTT\n\n00:00.000 --> 00:02.000\nHello\n';

    const added = await captions('pt-BR', vtt, 'Português');
    expect(added.statusCode).toBe(200);
    expect(added.json()).toMatchObject({
      message: V.captionsAdded,
      data: { captions: [{ lang: 'pt-BR', label: 'Português' }] },
    });
    expect(await textOf(ctx.app, `media/videos/${video.id}/captions/pt-BR.vtt`)).toBe(vtt);
    const english = await captions('en', '\uFEFFWEBVTT - English\n');
    expect(english.json().data.captions).toEqual([
      { lang: 'en', label: 'en' },
      { lang: 'pt-BR', label: 'Português' },
    ]);

    for (const [res, field, message] of [
      [await captions('english!', vtt), 'lang', V.captionLang],
      [await captions('en', 'hello, not captions'), 'body', V.captionsInvalid],
      [await captions('en', `WEBVTT\n\n${'x'.repeat(1024 * 1024)}`), 'body', V.captionsInvalid],
      [await captions('en', vtt, '\u0007bell'), 'label', undefined],
    ] as const) {
      expect(res.statusCode, field).toBe(400);
      expect(res.json().errors).toEqual(expect.arrayContaining([expect.objectContaining({ field })]));
      if (message) expect(res.json().message).toBe(message);
    }
    const json = await ctx.app.inject({
      method: 'PUT',
      url: `/api/admin/videos/${video.id}/captions/en`,
      headers: { ...editor, 'content-type': 'application/json' },
      payload: JSON.stringify(vtt),
    });
    expect(json.statusCode).toBe(400);
    expect(await textOf(ctx.app, `media/videos/${video.id}/captions/en.vtt`)).toBe(
      '\uFEFFWEBVTT - English\n',
    );

    const removed = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/admin/videos/${video.id}/captions/pt-BR`,
      headers: editor,
    });
    expect(removed.json()).toMatchObject({
      message: V.captionsRemoved,
      data: { captions: [{ lang: 'en' }] },
    });
    expect(await ctx.app.fileStorage.has(`media/videos/${video.id}/captions/pt-BR.vtt`)).toBe(false);
    expect((await auditRows(video.id)).map((row) => row.action)).toEqual(['update', 'update', 'update']);
  });

  it('deletes a video with its files; its lessons keep no id', async () => {
    const { course, admin } = await aCourseWithStaff();
    const video = await aVideo(course, { status: 'ready' });
    const lesson = await aVideoLesson(course, video.id);
    await ctx.app.fileStorage.put(`media/videos/${video.id}/master.m3u8`, Buffer.from('#EXTM3U\n'));
    await ctx.app.fileStorage.put(`media/videos/${video.id}/360p/seg_00000.m4s`, Buffer.from('segment'));

    const res = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/admin/videos/${video.id}`,
      headers: admin,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ statusCode: 200, message: V.deleted, data: null });
    expect(await videoRows()).toEqual([]);
    expect(await ctx.app.fileStorage.list(`media/videos/${video.id}/`)).toEqual([]);
    const [kept] = await (await testDatabase()).db.select().from(lessons).where(eq(lessons.id, lesson.id));
    expect(kept?.videoId).toBeNull();
    expect((await auditRows(video.id))[0]).toMatchObject({ action: 'delete', entity: 'video' });
    const again = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/admin/videos/${video.id}`,
      headers: admin,
    });
    expect(again.statusCode).toBe(404);
  });
});

describe('without ffmpeg', () => {
  let app: FastifyInstance;
  let course: CourseRow;
  beforeAll(async () => {
    app = await createTestApp({
      ffmpeg: { ffmpegPath: '/nonexistent/ffmpeg', ffprobePath: '/nonexistent/ffprobe' },
    });
  });
  afterAll(() => app.close());

  it('starts, says so in its capabilities and /readyz, and answers an upload 503 saying what to install', async () => {
    course = await aCourse(await aCategory());
    const editor = await editorAuth(app);
    const capabilities = await app.inject({
      method: 'GET',
      url: '/api/admin/videos/capabilities',
      headers: editor,
    });
    expect(capabilities.json().data).toMatchObject({ transcoding: false });
    const ready = await app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toMatchObject({ status: 'ready', video: 'unavailable' });
    expect((await ctx.app.inject({ method: 'GET', url: '/readyz' })).json().video).toBe('available');

    const res = await app.inject(videoUpload(course.id, clip, editor));
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ statusCode: 503, message: V.transcodingUnavailable, data: null });
    expect(await videoRows()).toEqual([]);
  });
});

describe('stopping an instance while it transcodes', () => {
  it('kills ffmpeg, removes its temporary files and puts the job back for another instance', async () => {
    // The file's own instance claims nothing meanwhile (as while draining): the job stays where it is put.
    ctx.app.lifecycle.draining = true;
    const dataDir = tempDir('stopping');
    const app = await createTestApp({ dataDir });
    let closed = false;
    try {
      const { course, editor } = await aCourseWithStaff();
      const res = await app.inject(videoUpload(course.id, clip, editor));
      const id = res.json().data._id as string;
      await vi.waitFor(async () => expect((await readVideo(app, id, editor)).status).toBe('transcoding'), {
        timeout: 60_000,
        interval: 50,
      });
      await vi.waitFor(async () => expect(await readdir(path.join(dataDir, 'tmp'))).toHaveLength(1), {
        timeout: 30_000,
        interval: 50,
      });
      await app.close();
      closed = true;

      const { db } = await testDatabase();
      const [job] = await db.select().from(backgroundJobs).where(eq(backgroundJobs.kind, 'video.transcode'));
      expect(job).toMatchObject({
        attempts: 0,
        lockedBy: null,
        lockedUntil: null,
        finishedAt: null,
        failedAt: null,
      });
      expect(await readdir(path.join(dataDir, 'tmp'))).toEqual([]);
      // The original stays for the next attempt.
      expect(await app.fileStorage.has(`media/videos/${id}/source.original`)).toBe(true);
    } finally {
      ctx.app.lifecycle.draining = false;
      if (!closed) await app.close();
    }
  });
});
